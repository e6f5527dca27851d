// The owner's Script Properties the script reads, and the zones it works in.
import { isKnownTimeZone } from '../../../src/partner-time/known-zones'

const CACHED_PROPERTIES = 'script-properties'
/** Names the last change of the properties: a cached copy read under another name is stale. */
const PROPERTIES_GENERATION = 'script-properties-generation'
/** A property the owner changes applies within this, or at once when they run authorize. */
const CACHED_PROPERTIES_SECONDS = 10 * 60
/** Google keeps a cache item at most 6 hours; a generation evicted sooner only lets a copy live out its 10 minutes. */
const GENERATION_SECONDS = 6 * 60 * 60

let known: Record<string, string> | null = null

/** Each door calls this first: Google starts every execution afresh, and so does the script's one read. */
export function startExecution() {
  known = null
}

/** Script Properties from the script's cache, else one read (Google's quota counts reads), kept for the execution. */
export function scriptProperty(name: string): string {
  known ??= cachedOrRead()
  return known[name] ?? ''
}

interface CachedProperties {
  generation: string
  properties: Record<string, string>
}

/** The cached copy when it was read under the current generation; else one read, cached under that generation. */
function cachedOrRead(): Record<string, string> {
  const cache = CacheService.getScriptCache()
  const items = cache.getAll([CACHED_PROPERTIES, PROPERTIES_GENERATION])
  const generation = items[PROPERTIES_GENERATION] ?? ''
  const cached = parsedCopy(items[CACHED_PROPERTIES])
  if (cached && cached.generation === generation) return cached.properties
  return readUnder(generation)
}

function parsedCopy(text: string | undefined): CachedProperties | null {
  try {
    const copy = JSON.parse(text ?? 'null') as Partial<CachedProperties> | null
    return copy && typeof copy.generation === 'string' && copy.properties && typeof copy.properties === 'object'
      ? (copy as CachedProperties)
      : null
  } catch {
    return null
  }
}

/** Reads afresh and caches under `generation`, named before the read: a change made meanwhile names another. */
function readUnder(generation: string): Record<string, string> {
  const properties = PropertiesService.getScriptProperties().getProperties()
  const copy: CachedProperties = { generation, properties }
  CacheService.getScriptCache().put(CACHED_PROPERTIES, JSON.stringify(copy), CACHED_PROPERTIES_SECONDS)
  known = properties
  return properties
}

/** A new generation: every copy cached before it, or stored by a read made before it, is read as stale. */
function newGeneration(): string {
  const generation = Utilities.getUuid()
  const cache = CacheService.getScriptCache()
  cache.put(PROPERTIES_GENERATION, generation, GENERATION_SECONDS)
  cache.remove(CACHED_PROPERTIES)
  return generation
}

/** The owner's run of authorize: the properties as they are now, for every execution from now on. */
export const readPropertiesAfresh = () => readUnder(newGeneration())

export function setScriptProperty(name: string, value: string) {
  PropertiesService.getScriptProperties().setProperty(name, value)
  if (known) known[name] = value
  newGeneration()
}

export function deleteScriptProperty(name: string) {
  PropertiesService.getScriptProperties().deleteProperty(name)
  if (known) delete known[name]
  newGeneration()
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
