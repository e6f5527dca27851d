// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatPartnerLocalTime, partnerLocalClock } from '../../../src/partner-time/local-time'
import { resolveTimeZone } from '../../../src/partner-time/time-zone'

// A fixed clock: every instant below is spelled out in UTC. US DST 2026 starts Sunday 2026-03-08 at
// 2:00 local and ends Sunday 2026-11-01 at 2:00 local.
const zone = (text: string): string => {
  const resolved = resolveTimeZone(text)
  if (!resolved) throw new Error(`test zone ${text} did not resolve`)
  return resolved
}

describe('formatPartnerLocalTime', () => {
  it('formats h:mm AM/PM with a plain space and "local"', () => {
    expect(formatPartnerLocalTime('America/Chicago', new Date('2026-01-15T21:42:00Z'))).toBe('3:42 PM local')
    expect(formatPartnerLocalTime('America/Chicago', new Date('2026-01-15T18:05:00Z'))).toBe('12:05 PM local')
    expect(formatPartnerLocalTime('America/Chicago', new Date('2026-01-15T06:00:00Z'))).toBe('12:00 AM local')
  })

  it.each([
    // Chicago, spring forward: 1:59 AM CST is followed by 3:00 AM CDT.
    ['CST', '2026-03-08T07:59:00Z', '1:59 AM local'],
    ['CST', '2026-03-08T08:00:00Z', '3:00 AM local'],
    // Chicago, fall back: 1:59 AM CDT, then 1:00 AM CST again, then 2:00 AM CST.
    ['CST', '2026-11-01T06:59:00Z', '1:59 AM local'],
    ['CST', '2026-11-01T07:00:00Z', '1:00 AM local'],
    ['CST', '2026-11-01T07:59:00Z', '1:59 AM local'],
    ['CST', '2026-11-01T08:00:00Z', '2:00 AM local'],
    // "CST" typed for a July call still shows Chicago's CDT wall time (UTC−5), not a fixed UTC−6.
    ['CST', '2026-07-01T17:00:00Z', '12:00 PM local'],
    ['Central', '2026-01-15T17:00:00Z', '11:00 AM local'],
    // New York switches an hour earlier in UTC.
    ['Eastern', '2026-03-08T06:59:00Z', '1:59 AM local'],
    ['Eastern', '2026-03-08T07:00:00Z', '3:00 AM local'],
    ['ET', '2026-11-01T05:59:00Z', '1:59 AM local'],
    ['ET', '2026-11-01T06:00:00Z', '1:00 AM local'],
    // Denver and Los Angeles.
    ['MST', '2026-03-08T08:59:00Z', '1:59 AM local'],
    ['MST', '2026-03-08T09:00:00Z', '3:00 AM local'],
    ['Pacific', '2026-03-08T09:59:00Z', '1:59 AM local'],
    ['Pacific', '2026-03-08T10:00:00Z', '3:00 AM local'],
    // Arizona (Phoenix) stays on UTC−7 through both changes.
    ['AZ', '2026-03-08T08:59:00Z', '1:59 AM local'],
    ['AZ', '2026-03-08T09:00:00Z', '2:00 AM local'],
    ['AZ', '2026-03-08T10:00:00Z', '3:00 AM local'],
    ['AZ', '2026-01-15T19:00:00Z', '12:00 PM local'],
    ['AZ', '2026-07-01T19:00:00Z', '12:00 PM local'],
    ['Arizona', '2026-11-01T08:59:00Z', '1:59 AM local'],
    ['Arizona', '2026-11-01T09:00:00Z', '2:00 AM local'],
    // Hawaii: UTC−10 all year.
    ['Hawaii', '2026-01-15T22:00:00Z', '12:00 PM local'],
    ['HST', '2026-07-01T22:00:00Z', '12:00 PM local'],
    ['Hawaii', '2026-03-08T23:59:00Z', '1:59 PM local'],
    // Alaska: AKST (UTC−9) to AKDT (UTC−8) at 2:00 local = 11:00 UTC.
    ['Alaska', '2026-03-08T10:59:00Z', '1:59 AM local'],
    ['Alaska', '2026-03-08T11:00:00Z', '3:00 AM local'],
    ['AKST', '2026-11-01T09:59:00Z', '1:59 AM local'],
    ['AKST', '2026-11-01T10:00:00Z', '1:00 AM local'],
  ])('%s at %s → %s', (text, instant, expected) => {
    expect(formatPartnerLocalTime(zone(text), new Date(instant))).toBe(expected)
  })

  it('throws RangeError for a zone Intl does not know (resolve the cell first)', () => {
    expect(() => formatPartnerLocalTime('Central', new Date('2026-01-15T21:42:00Z'))).toThrow(RangeError)
  })
})

describe('partnerLocalClock', () => {
  it.each([
    // Weekday 0 = Sunday. Chicago across spring forward (Sunday 2026-03-08).
    ['America/Chicago', '2026-03-08T07:59:00Z', 0, 1 * 60 + 59],
    ['America/Chicago', '2026-03-08T08:00:00Z', 0, 3 * 60],
    // Chicago midnight crossing: Friday 11:59 PM CST, then Saturday 00:00.
    ['America/Chicago', '2026-03-07T05:59:00Z', 5, 23 * 60 + 59],
    ['America/Chicago', '2026-03-07T06:00:00Z', 6, 0],
    // Chicago Friday evening is already Saturday in UTC.
    ['America/Chicago', '2026-03-07T02:00:00Z', 5, 20 * 60],
    // Fall back: the repeated 1 AM hour.
    ['America/Chicago', '2026-11-01T06:30:00Z', 0, 90],
    ['America/Chicago', '2026-11-01T07:30:00Z', 0, 90],
    // 23:59 UTC Sunday is Sunday afternoon in Honolulu; 00:00 UTC Monday still Sunday.
    ['Pacific/Honolulu', '2026-03-08T23:59:00Z', 0, 13 * 60 + 59],
    ['Pacific/Honolulu', '2026-03-09T00:00:00Z', 0, 14 * 60],
    ['America/Phoenix', '2026-03-09T06:59:00Z', 0, 23 * 60 + 59],
    ['America/Phoenix', '2026-03-09T07:00:00Z', 1, 0],
    ['America/Anchorage', '2026-11-01T08:00:00Z', 0, 0],
  ] as const)('%s at %s → weekday %i, minute %i', (timeZone, instant, weekday, minuteOfDay) => {
    expect(partnerLocalClock(timeZone, new Date(instant))).toEqual({ weekday, minuteOfDay })
  })

  it('reads midnight as minute 0, never 24:00', () => {
    for (const day of ['2026-01-01', '2026-03-09', '2026-11-02', '2026-12-31']) {
      expect(partnerLocalClock('UTC', new Date(`${day}T00:00:00Z`)).minuteOfDay).toBe(0)
    }
  })
})
