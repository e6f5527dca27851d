/**
 * Reads the free-text "Time Zone" cell of a partner row into an IANA time zone name.
 *
 * Rules (see tests/unit/partner-time/time-zone.test.ts):
 * - The common US spellings setters type map to a *location*, never to a fixed offset, so DST is
 *   left to Intl: "CST" typed in July still gives Chicago's CDT wall time.
 *   - Central  (CST, CDT, CT, Central, Central Standard/Daylight Time) → America/Chicago
 *   - Eastern  (EST, EDT, ET, Eastern, …)                              → America/New_York
 *   - Mountain (MST, MDT, MT, Mountain, …)                             → America/Denver
 *   - Pacific  (PST, PDT, PT, Pacific, …)                              → America/Los_Angeles
 *   - AZ, Arizona (also "Arizona MST")                                 → America/Phoenix (no DST)
 *   - Hawaii, HST, HT, Hawaiian                                        → Pacific/Honolulu
 *   - Alaska, AKST, AKDT, AKT                                          → America/Anchorage
 *   "MST" means Mountain (Denver, with DST); an Arizona partner must be typed "AZ"/"Arizona"
 *   or "America/Phoenix".
 * - Case, extra whitespace and dots ("C.S.T.") are ignored, as are a trailing "time" and a trailing
 *   "(US)" / "(US & Canada)" ("Central Time (US & Canada)" is how Google Calendar spells it).
 * - Two spellings of the same zone joined by "/" or with one in parentheses ("CST/CDT",
 *   "Central (CT)") are accepted; spellings of different zones ("EST/CST") are not.
 * - An IANA name of the Area/Location form ("America/Chicago", any case, also links such as
 *   "US/Central") is accepted when Intl knows it, and returned in Intl's canonical spelling. "UTC"
 *   is accepted too. Bare legacy IANA abbreviations that are *not* in the table above ("CET",
 *   "EET", "PST8PDT", "Navajo", …) are rejected: Intl would take "EST" as a fixed UTC−5 zone, which
 *   is exactly the mistake this module exists to avoid.
 * - Offsets ("GMT+5", "UTC-6", "-05:00") are rejected: they are fixed offsets, and "GMT+5" is
 *   ambiguous (POSIX vs. everyday sign).
 * - Anything else → null. Never throws.
 */

const CHICAGO = 'America/Chicago'
const NEW_YORK = 'America/New_York'
const DENVER = 'America/Denver'
const LOS_ANGELES = 'America/Los_Angeles'
const PHOENIX = 'America/Phoenix'
const HONOLULU = 'Pacific/Honolulu'
const ANCHORAGE = 'America/Anchorage'

/** Keys are normalised (see `normalise`): lower case, no dots, single spaces, no trailing "time". */
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

/** Longer text than this is not a time zone; stops pathological input early. */
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

/** "CST/CDT", "CST / CDT", "Central (CST)": every part must name the same US zone. */
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
  // Trailing "(US)", "(US & Canada)", "(US and Canada)".
  s = s.replace(/\s*\(\s*us(?:\s*(?:&|and)\s*canada)?\s*\)$/, '')
  // Trailing "time" ("Central Time", "Pacific Standard Time"); "time" alone becomes "" (no match).
  s = s.replace(/(?:^|\s)time$/, '')
  return s.trim()
}

// Building an Intl.DateTimeFormat is slow; a card list asks about the same few zones again and again.
const canonicalNames = new Map<string, string | null>()

/** Intl's canonical name for a zone it knows, or null. Never throws. */
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
