// US spellings map to a location, never a fixed offset, so Intl applies DST ("CST" in July is CDT).
// "MST" is Denver: an Arizona partner must be typed "AZ", "Arizona" or "America/Phoenix".
// Otherwise only Area/Location names and "UTC" go to Intl, which reads legacy "EST" as fixed UTC−5.

const CHICAGO = 'America/Chicago'
const NEW_YORK = 'America/New_York'
const DENVER = 'America/Denver'
const LOS_ANGELES = 'America/Los_Angeles'
const PHOENIX = 'America/Phoenix'
const HONOLULU = 'Pacific/Honolulu'
const ANCHORAGE = 'America/Anchorage'

/** Keys as `normalise` returns them: lower case, no dots, no trailing "time". */
const US_ZONE_ALIASES: ReadonlyMap<string, string> = new Map([
  ...regionAliases('central', ['cst', 'cdt', 'ct'], CHICAGO),
  ...regionAliases('eastern', ['est', 'edt', 'et'], NEW_YORK),
  ...regionAliases('mountain', ['mst', 'mdt', 'mt'], DENVER),
  ...regionAliases('pacific', ['pst', 'pdt', 'pt'], LOS_ANGELES),
  ['az', PHOENIX],
  ['arizona', PHOENIX],
  ['arizona mst', PHOENIX],
  ['mountain standard arizona', PHOENIX],
  ['hawaii', HONOLULU],
  ['hawaiian', HONOLULU],
  ['hawaii standard', HONOLULU],
  ['hawaii-aleutian', HONOLULU],
  ['hawaii-aleutian standard', HONOLULU],
  ['hst', HONOLULU],
  ['ht', HONOLULU],
  ['alaska', ANCHORAGE],
  ['alaskan', ANCHORAGE],
  ['alaska standard', ANCHORAGE],
  ['alaska daylight', ANCHORAGE],
  ['akst', ANCHORAGE],
  ['akdt', ANCHORAGE],
  ['akt', ANCHORAGE],
])

function regionAliases(region: string, abbreviations: string[], zone: string): Array<[string, string]> {
  return [
    [region, zone],
    [`${region} standard`, zone],
    [`${region} daylight`, zone],
    [`${region} daylight saving`, zone],
    [`us ${region}`, zone],
    ...abbreviations.map((abbreviation): [string, string] => [abbreviation, zone]),
  ]
}

const MAX_LENGTH = 80

const IANA_NAME = /^[a-z][a-z0-9_+-]*(?:\/[a-z0-9_+-]+)+$/i

export function resolveTimeZone(text: string): string | null {
  if (typeof text !== 'string' || text.length > MAX_LENGTH) return null
  const trimmed = text.trim()
  if (trimmed === '') return null

  const alias = US_ZONE_ALIASES.get(normalise(trimmed))
  if (alias) return alias

  if (IANA_NAME.test(trimmed) || /^utc$/i.test(trimmed)) {
    const canonical = canonicalTimeZone(trimmed)
    if (canonical) return canonical
  }

  return resolveCombinedSpelling(trimmed)
}

/** "CST/CDT", "Central (CST)": every part must name the same US zone. */
function resolveCombinedSpelling(text: string): string | null {
  const match = /^([^()]*)\(([^()]*)\)\s*$/.exec(text)
  const parts = match ? [match[1] ?? '', match[2] ?? ''] : text.split('/')
  if (parts.length < 2) return null
  let zone: string | null = null
  for (const part of parts) {
    const found = US_ZONE_ALIASES.get(normalise(part))
    if (!found || (zone !== null && found !== zone)) return null
    zone = found
  }
  return zone
}

function normalise(text: string): string {
  let s = text.normalize('NFKC').toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim()
  // "Central Time (US & Canada)" is how Google Calendar spells it.
  s = s.replace(/\s*\(\s*us(?:\s*(?:&|and)\s*canada)?\s*\)$/, '')
  s = s.replace(/(?:^|\s)time$/, '')
  return s.trim()
}

// Building an Intl.DateTimeFormat is slow; a card list asks about the same few zones again and again.
const canonicalNames = new Map<string, string | null>()

function canonicalTimeZone(timeZone: string): string | null {
  const known = canonicalNames.get(timeZone)
  if (known !== undefined) return known
  let canonical: string | null
  try {
    canonical = new Intl.DateTimeFormat(undefined, { timeZone }).resolvedOptions().timeZone
  } catch {
    canonical = null
  }
  if (canonicalNames.size < 1_000) canonicalNames.set(timeZone, canonical)
  return canonical
}
