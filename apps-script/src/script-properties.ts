// The owner's Script Properties the script reads, and the zones it works in.
import { isKnownTimeZone } from '../../src/partner-time/known-zones'

const CACHED_PROPERTIES = 'script-properties'
/** A property the owner changes applies within this, or at once when they run authorize. */
const CACHED_PROPERTIES_SECONDS = 10 * 60

let known: Record<string, string> | null = null

/** Each door calls this first: Google starts every execution afresh, and so does the script's one read. */
export function startExecution() {
  known = null
}

/** Script Properties from the script's cache, else one read (Google's quota counts reads), kept for the execution. */
export function scriptProperty(name: string): string {
  known ??= cachedProperties() ?? readProperties()
  return known[name] ?? ''
}

function cachedProperties(): Record<string, string> | null {
  const cached = CacheService.getScriptCache().get(CACHED_PROPERTIES)
  const properties: unknown = cached ? JSON.parse(cached) : null
  return properties && typeof properties === 'object' ? (properties as Record<string, string>) : null
}

/** Reads Script Properties afresh and caches them: authorize does, so that a changed key applies at once. */
export const readProperties = () => keep(PropertiesService.getScriptProperties().getProperties())

function keep(properties: Record<string, string>): Record<string, string> {
  known = properties
  CacheService.getScriptCache().put(CACHED_PROPERTIES, JSON.stringify(known), CACHED_PROPERTIES_SECONDS)
  return known
}

export function setScriptProperty(name: string, value: string) {
  PropertiesService.getScriptProperties().setProperty(name, value)
  keep({ ...(known ?? readProperties()), [name]: value })
}

/** The agency's zone: AGENCY_TIME_ZONE when it is one the script knows, else the script's own. */
export function agencyTimeZone(): string {
  const zone = scriptProperty('AGENCY_TIME_ZONE').trim()
  return isKnownTimeZone(zone) ? zone : Session.getScriptTimeZone()
}

/** For `check`: an AGENCY_TIME_ZONE the script does not know is used as no zone at all, and said. */
export function agencyZoneState(): { ok: true } | { ok: false; reason: string } {
  const zone = scriptProperty('AGENCY_TIME_ZONE').trim()
  return zone === '' || isKnownTimeZone(zone) ? { ok: true } : { ok: false, reason: `unknown time zone ${zone}` }
}

/** The lead's zone the tool found by its ZIP, when the script knows it; else the agency's. */
export const leadTimeZone = (given: unknown): string => (isKnownTimeZone(given) ? given : agencyTimeZone())
