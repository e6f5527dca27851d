// @vitest-environment node
// The one way a time in a zone is shown: the lead's line, the appointment's label and the dialog's zone all use it.
import { describe, expect, it } from 'vitest'
import { timeWithZone, zonedTime } from '../../../src/partner-time/wall-clock'

describe('zonedTime: the wall clock and the zone’s short name at an instant', () => {
  it.each([
    // [instant, zone, weekday, month, day, time, zone name]
    ['2026-12-01T16:00:00Z', 'America/Chicago', 'Tue', 'Dec', '1', '10:00 AM', 'CST'],
    ['2026-07-01T15:00:00Z', 'America/Chicago', 'Wed', 'Jul', '1', '10:00 AM', 'CDT'],
    // No leading zero; midnight and noon are 12.
    ['2026-01-12T15:07:00Z', 'America/Chicago', 'Mon', 'Jan', '12', '9:07 AM', 'CST'],
    ['2026-01-13T05:59:00Z', 'America/Chicago', 'Mon', 'Jan', '12', '11:59 PM', 'CST'],
    ['2026-01-13T06:00:00Z', 'America/Chicago', 'Tue', 'Jan', '13', '12:00 AM', 'CST'],
    ['2026-01-12T18:05:00Z', 'America/Chicago', 'Mon', 'Jan', '12', '12:05 PM', 'CST'],
    // Chicago springs forward on 8 March 2026 and falls back on 1 November.
    ['2026-03-08T07:59:00Z', 'America/Chicago', 'Sun', 'Mar', '8', '1:59 AM', 'CST'],
    ['2026-03-08T08:00:00Z', 'America/Chicago', 'Sun', 'Mar', '8', '3:00 AM', 'CDT'],
    ['2026-11-01T06:59:00Z', 'America/Chicago', 'Sun', 'Nov', '1', '1:59 AM', 'CDT'],
    ['2026-11-01T07:00:00Z', 'America/Chicago', 'Sun', 'Nov', '1', '1:00 AM', 'CST'],
    // 1:30 AM twice on New York's fall-back night: EDT, then EST an hour later.
    ['2026-11-01T05:30:00Z', 'America/New_York', 'Sun', 'Nov', '1', '1:30 AM', 'EDT'],
    ['2026-11-01T06:30:00Z', 'America/New_York', 'Sun', 'Nov', '1', '1:30 AM', 'EST'],
    // No daylight time in Phoenix or Honolulu; Alaska has its own names.
    ['2026-07-01T15:00:00Z', 'America/Phoenix', 'Wed', 'Jul', '1', '8:00 AM', 'MST'],
    ['2026-07-01T15:00:00Z', 'Pacific/Honolulu', 'Wed', 'Jul', '1', '5:00 AM', 'HST'],
    ['2026-01-12T20:05:00Z', 'America/Anchorage', 'Mon', 'Jan', '12', '11:05 AM', 'AKST'],
    ['2026-07-13T19:05:00Z', 'America/Anchorage', 'Mon', 'Jul', '13', '11:05 AM', 'AKDT'],
    // Zones Intl names only by their offset, half hours included.
    ['2026-12-01T16:00:00Z', 'America/Sao_Paulo', 'Tue', 'Dec', '1', '1:00 PM', 'GMT-3'],
    ['2026-12-01T04:30:00Z', 'Asia/Kolkata', 'Tue', 'Dec', '1', '10:00 AM', 'GMT+5:30'],
    ['2026-12-01T10:00:00Z', 'UTC', 'Tue', 'Dec', '1', '10:00 AM', 'UTC'],
  ])('%s in %s: %s %s %s, %s %s', (instant, timeZone, weekday, month, day, time, zone) => {
    expect(zonedTime(new Date(instant), timeZone)).toEqual({ weekday, month, day, time, zone })
    expect(timeWithZone(new Date(instant), timeZone)).toBe(`${time} ${zone}`)
  })

  it('joins the time and the zone with plain spaces, never the narrow no-break space of newer ICU', () => {
    expect(timeWithZone(new Date('2026-12-01T16:00:00Z'), 'America/Chicago')).not.toMatch(/[\u202f\u00a0]/)
  })

  it('throws Intl’s RangeError for a zone Intl does not know', () => {
    expect(() => zonedTime(new Date('2026-12-01T16:00:00Z'), 'Not/A_Zone')).toThrow(RangeError)
  })
})
