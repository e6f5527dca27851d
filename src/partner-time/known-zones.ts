// The time zones the ledger script accepts, for the agency and for a lead: the zones the US ZIP data uses
// (tests/unit/geo/known-zones.test.ts holds the two equal), and UTC. Google documents no check of a zone ID, and
// Java reads an unknown one as GMT, so the script checks against this list instead.

/** @internal The test holds it equal to the ZIP data's zones. */
export const US_ZIP_TIME_ZONES = [
  'America/Adak',
  'America/Anchorage',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/New_York',
  'America/Phoenix',
  'Pacific/Fiji',
  'Pacific/Honolulu',
] as const

const UTC_ALIASES = ['UTC', 'GMT', 'Etc/UTC', 'Etc/GMT']

export const isKnownTimeZone = (zone: unknown): zone is string =>
  typeof zone === 'string' && ((US_ZIP_TIME_ZONES as readonly string[]).includes(zone) || UTC_ALIASES.includes(zone))
