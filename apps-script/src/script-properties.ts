// The owner's Script Properties the script reads, and the zones it works in.
import { isKnownTimeZone } from '../../src/partner-time/known-zones'

let known: Record<string, string> | null = null

/** Each door calls this first: Google starts every execution afresh, and so does the script's one read. */
export function startExecution() {
  known = null
}

/** One Script Properties read per execution (Google's quota counts reads), kept for the rest of it. */
export function scriptProperty(name: string): string {
  known ??= PropertiesService.getScriptProperties().getProperties()
  return known[name] ?? ''
}

export function setScriptProperty(name: string, value: string) {
  PropertiesService.getScriptProperties().setProperty(name, value)
  if (known) known[name] = value
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
