// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  agencyDayLabel,
  endOfDayAfter,
  nextWeekStart,
  previousWeekStart,
  weekStart,
} from '../../../src/partner-time/agency-week'

const CHICAGO = 'America/Chicago'
const at = (iso: string) => Date.parse(iso)
const iso = (time: number) => new Date(time).toISOString()

describe('the agency week (Monday 00:00, agency time)', () => {
  it('puts Sunday 23:30 CST in the week of the Monday before, and Monday 00:30 CST in the next', () => {
    expect(iso(weekStart(at('2026-11-23T05:30:00Z'), CHICAGO))).toBe('2026-11-16T06:00:00.000Z')
    expect(iso(weekStart(at('2026-11-23T06:30:00Z'), CHICAGO))).toBe('2026-11-23T06:00:00.000Z')
    expect(iso(weekStart(at('2026-11-23T06:00:00Z'), CHICAGO))).toBe('2026-11-23T06:00:00.000Z')
    expect(iso(weekStart(at('2026-11-23T05:59:59.999Z'), CHICAGO))).toBe('2026-11-16T06:00:00.000Z')
  })

  it('holds across the autumn change: the week of 26 Oct 2026 starts at CDT and ends at CST (169 hours)', () => {
    const start = weekStart(at('2026-11-01T12:00:00Z'), CHICAGO)
    expect(iso(start)).toBe('2026-10-26T05:00:00.000Z')
    const next = nextWeekStart(start, CHICAGO)
    expect(iso(next)).toBe('2026-11-02T06:00:00.000Z')
    expect((next - start) / 3_600_000).toBe(169)
    expect(iso(previousWeekStart(next, CHICAGO))).toBe('2026-10-26T05:00:00.000Z')
  })

  it('holds across the spring change: the week of 9 Mar 2026 is 167 hours', () => {
    const start = weekStart(at('2026-03-08T12:00:00Z'), CHICAGO)
    expect(iso(start)).toBe('2026-03-02T06:00:00.000Z')
    expect(iso(nextWeekStart(start, CHICAGO))).toBe('2026-03-09T05:00:00.000Z')
    const after = nextWeekStart(start, CHICAGO)
    expect((nextWeekStart(after, CHICAGO) - after) / 3_600_000).toBe(168)
    expect((after - start) / 3_600_000).toBe(167)
  })

  it('works in other zones: London (BST ends 25 Oct 2026) and Lord Howe (half-hour change)', () => {
    expect(iso(weekStart(at('2026-10-28T12:00:00Z'), 'Europe/London'))).toBe('2026-10-26T00:00:00.000Z')
    expect(iso(weekStart(at('2026-10-21T12:00:00Z'), 'Europe/London'))).toBe('2026-10-18T23:00:00.000Z')
    const lordHowe = weekStart(at('2026-10-07T00:00:00Z'), 'Australia/Lord_Howe')
    expect(iso(lordHowe)).toBe('2026-10-04T13:00:00.000Z')
  })

  it('charge date and refund window: the Monday after, and the end of the 7th day after it', () => {
    const week = weekStart(at('2026-11-18T12:00:00Z'), CHICAGO)
    const charged = nextWeekStart(week, CHICAGO)
    expect(agencyDayLabel(charged, CHICAGO)).toBe('Mon Nov 23')
    const refundsClose = endOfDayAfter(charged, 7, CHICAGO)
    expect(iso(refundsClose)).toBe('2026-12-01T06:00:00.000Z')
    expect(agencyDayLabel(refundsClose - 1, CHICAGO)).toBe('Mon Nov 30')
  })

  it('finds midnight where the zone’s offset changes between the first guess and midnight (Auckland, 5 Apr 2026)', () => {
    // NZDT (+13) ends at 03:00 on Sunday 5 April 2026: that Sunday starts at 00:00 NZDT, the Monday at 00:00 NZST.
    const saturdayAfternoon = at('2026-04-04T00:00:00Z')
    expect(iso(endOfDayAfter(saturdayAfternoon, 0, 'Pacific/Auckland'))).toBe('2026-04-04T11:00:00.000Z')
    expect(iso(endOfDayAfter(saturdayAfternoon, 1, 'Pacific/Auckland'))).toBe('2026-04-05T12:00:00.000Z')
    expect(iso(weekStart(at('2026-04-07T00:00:00Z'), 'Pacific/Auckland'))).toBe('2026-04-05T12:00:00.000Z')
    expect(agencyDayLabel(at('2026-04-05T11:59:59Z'), 'Pacific/Auckland')).toBe('Sun Apr 5')
  })

  // The one label for an agency day, en-US like the bookings' `Tue Dec 1`: Admin's statement and its lists use it.
  it.each([
    ['2026-11-23T06:00:00Z', CHICAGO, 'Mon Nov 23'],
    ['2026-11-23T05:59:59Z', CHICAGO, 'Sun Nov 22'],
    ['2026-12-01T16:00:00Z', CHICAGO, 'Tue Dec 1'],
    ['2027-01-01T05:59:59Z', CHICAGO, 'Thu Dec 31'],
    ['2026-11-23T06:00:00Z', 'Pacific/Honolulu', 'Sun Nov 22'],
    ['2026-11-23T06:00:00Z', 'Europe/London', 'Mon Nov 23'],
  ])('%s in %s is %s', (instant, zone, label) => {
    expect(agencyDayLabel(at(instant), zone)).toBe(label)
  })
})
