// @vitest-environment node
// Calling window in the lead's local time: federal 8 AM–9 PM, narrowed by the state table in
// src/content/leads/calling-hours.ts. Expected windows are written out here by hand (from the sources named in that
// file), not read from the table under test.
import { describe, expect, it } from 'vitest'
import { callingStatus } from '../../../src/geo/calling-hours'
import { zonedInstant } from './us-zip-dataset'

type Day = [from: number, to: number] | null
/** [Mon–Fri, Sat, Sun] */
const EXPECTED: Record<string, { zone: string; days: [Day, Day, Day] }> = {
  AL: { zone: 'America/Chicago', days: [[8, 20], [8, 20], null] },
  CT: {
    zone: 'America/New_York',
    days: [
      [9, 20],
      [9, 20],
      [9, 20],
    ],
  },
  FL: {
    zone: 'America/New_York',
    days: [
      [8, 20],
      [8, 20],
      [8, 20],
    ],
  },
  KY: {
    zone: 'America/New_York',
    days: [
      [10, 21],
      [10, 21],
      [10, 21],
    ],
  },
  LA: { zone: 'America/Chicago', days: [[8, 20], [8, 20], null] },
  MD: {
    zone: 'America/New_York',
    days: [
      [8, 20],
      [8, 20],
      [8, 20],
    ],
  },
  MA: {
    zone: 'America/New_York',
    days: [
      [8, 20],
      [8, 20],
      [8, 20],
    ],
  },
  MI: {
    zone: 'America/Detroit',
    days: [
      [9, 21],
      [9, 21],
      [9, 21],
    ],
  },
  MN: {
    zone: 'America/Chicago',
    days: [
      [9, 21],
      [9, 21],
      [9, 21],
    ],
  },
  MS: { zone: 'America/Chicago', days: [[8, 20], [8, 20], null] },
  NV: {
    zone: 'America/Los_Angeles',
    days: [
      [9, 20],
      [9, 20],
      [9, 20],
    ],
  },
  NM: {
    zone: 'America/Denver',
    days: [
      [9, 21],
      [9, 21],
      [9, 21],
    ],
  },
  OK: {
    zone: 'America/Chicago',
    days: [
      [8, 20],
      [8, 20],
      [8, 20],
    ],
  },
  PA: {
    zone: 'America/New_York',
    days: [
      [8, 21],
      [8, 21],
      [8, 21],
    ],
  },
  RI: { zone: 'America/New_York', days: [[9, 18], [10, 17], null] },
  TX: {
    zone: 'America/Chicago',
    days: [
      [9, 21],
      [9, 21],
      [12, 21],
    ],
  },
  UT: { zone: 'America/Denver', days: [[8, 21], [8, 21], null] },
  WA: {
    zone: 'America/Los_Angeles',
    days: [
      [8, 20],
      [8, 20],
      [8, 20],
    ],
  },
  // Federal default.
  WI: {
    zone: 'America/Chicago',
    days: [
      [8, 21],
      [8, 21],
      [8, 21],
    ],
  },
  AZ: {
    zone: 'America/Phoenix',
    days: [
      [8, 21],
      [8, 21],
      [8, 21],
    ],
  },
}

// A winter week: Monday 12 January 2026, Saturday 17, Sunday 18.
const DATES = ['2026-01-12', '2026-01-17', '2026-01-18'] as const
const DAY_NAMES = ['Monday', 'Saturday', 'Sunday'] as const
const clock = (hour: number, minute = 0) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
const hourText = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`
const windowText = ([from, to]: [number, number]) => `${hourText(from)}–${hourText(to)}`

describe('calling window: "8 AM–9 PM local by default, the state’s window where it is stricter"', () => {
  for (const [state, { zone, days }] of Object.entries(EXPECTED)) {
    it(`${state}: inside from the opening minute to the minute before closing, outside at the edges`, () => {
      days.forEach((day, i) => {
        const at = (time: string) => callingStatus(state, zone, zonedInstant(zone, `${DATES[i]}T${time}`))
        if (day === null) {
          for (const time of ['08:00', '12:00', '20:59']) {
            const status = at(time)
            expect(status.inside).toBe(false)
            expect(status.text).toBe(`Outside calling hours (no calls on ${DAY_NAMES[i]})`)
            expect(status.opensNext).toMatch(/^opens \d+ AM (Monday)$/)
          }
          return
        }
        const [from, to] = day
        const text = windowText(day)
        expect(at(clock(from - 1, 59))).toEqual({
          inside: false,
          today: { opensMinute: from * 60, closesMinute: to * 60 },
          text: `Outside calling hours (${text} local)`,
          opensNext: `opens ${hourText(from)} today`,
        })
        expect(at(clock(from)).text).toBe(`Inside calling hours (${text} local)`)
        expect(at(clock(to - 1, 59)).text).toBe(`Inside calling hours (${text} local)`)
        const closed = at(clock(to))
        expect(closed.inside).toBe(false)
        expect(closed.text).toBe(`Outside calling hours (${text} local)`)
      })
    })
  }

  it('says when it opens next: the next day with a window, by name', () => {
    const zone = 'America/Chicago'
    // Saturday 9 PM in Alabama: no calls on Sunday, so Monday.
    expect(callingStatus('AL', zone, zonedInstant(zone, '2026-01-17T21:00')).opensNext).toBe('opens 8 AM Monday')
    // Sunday 9:30 PM in Wisconsin (federal): Monday 8 AM.
    expect(callingStatus('WI', zone, zonedInstant(zone, '2026-01-18T21:30')).opensNext).toBe('opens 8 AM Monday')
    // Friday 6 PM in Rhode Island: Saturday opens at 10.
    const ny = 'America/New_York'
    expect(callingStatus('RI', ny, zonedInstant(ny, '2026-01-16T18:00'))).toMatchObject({
      text: 'Outside calling hours (9 AM–6 PM local)',
      opensNext: 'opens 10 AM Saturday',
    })
    // Saturday 10 PM in Texas: Sunday opens at noon.
    expect(callingStatus('TX', zone, zonedInstant(zone, '2026-01-17T22:00')).opensNext).toBe('opens 12 PM Sunday')
    // Connecticut at 8 PM: closed for the day, opens 9 AM tomorrow.
    expect(callingStatus('CT', ny, zonedInstant(ny, '2026-01-13T20:00')).opensNext).toBe('opens 9 AM Wednesday')
  })

  it('uses the lead’s wall clock across the DST change (Chicago, Sunday 8 March 2026)', () => {
    const zone = 'America/Chicago'
    // 8:59 AM CDT is 13:59 UTC; a fixed UTC−6 offset would wrongly read 7:59.
    expect(callingStatus('MN', zone, new Date('2026-03-08T13:59:00Z')).inside).toBe(false)
    expect(callingStatus('MN', zone, new Date('2026-03-08T14:00:00Z'))).toMatchObject({
      inside: true,
      text: 'Inside calling hours (9 AM–9 PM local)',
    })
    // Fall back, 1 November: 8:00 AM CST is 14:00 UTC.
    expect(callingStatus('WI', zone, new Date('2026-11-01T13:59:00Z')).inside).toBe(false)
    expect(callingStatus('WI', zone, new Date('2026-11-01T14:00:00Z')).inside).toBe(true)
  })

  it('Arizona keeps its window on MST in July; Hawaii and Alaska use their own clocks', () => {
    // 8:00 AM MST in Phoenix is 15:00 UTC all year.
    expect(callingStatus('AZ', 'America/Phoenix', new Date('2026-07-13T14:59:00Z')).inside).toBe(false)
    expect(callingStatus('AZ', 'America/Phoenix', new Date('2026-07-13T15:00:00Z')).inside).toBe(true)
    // 8:00 AM HST is 18:00 UTC; 9 PM HST is 07:00 UTC the next day.
    expect(callingStatus('HI', 'Pacific/Honolulu', new Date('2026-07-13T17:59:00Z')).inside).toBe(false)
    expect(callingStatus('HI', 'Pacific/Honolulu', new Date('2026-07-13T18:00:00Z')).inside).toBe(true)
    expect(callingStatus('HI', 'Pacific/Honolulu', new Date('2026-07-14T07:00:00Z')).text).toBe(
      'Outside calling hours (8 AM–9 PM local)',
    )
    // 8:00 AM AKDT is 16:00 UTC in July.
    expect(callingStatus('AK', 'America/Anchorage', new Date('2026-07-13T15:59:00Z')).inside).toBe(false)
    expect(callingStatus('AK', 'America/Anchorage', new Date('2026-07-13T16:00:00Z')).inside).toBe(true)
  })

  it('western Kentucky opens at 10 AM Central, an hour after Louisville', () => {
    const at = new Date('2026-01-12T15:30:00Z') // 9:30 AM CST, 10:30 AM EST
    expect(callingStatus('KY', 'America/Chicago', at)).toMatchObject({ inside: false, opensNext: 'opens 10 AM today' })
    expect(callingStatus('KY', 'America/New_York', at).inside).toBe(true)
  })

  it('the Florida panhandle closes at 8 PM Central, an hour after Tallahassee', () => {
    const at = new Date('2026-01-13T01:30:00Z') // 7:30 PM CST, 8:30 PM EST
    expect(callingStatus('FL', 'America/Chicago', at).inside).toBe(true)
    expect(callingStatus('FL', 'America/New_York', at)).toMatchObject({
      inside: false,
      text: 'Outside calling hours (8 AM–8 PM local)',
      opensNext: 'opens 8 AM Tuesday',
    })
  })

  it('a deployment’s table can only narrow the federal window, never widen it', () => {
    const loose = { XX: { weekdays: { from: 6, to: 23 }, saturday: { from: 13.5, to: 22 }, sunday: null } }
    const zone = 'America/Chicago'
    expect(callingStatus('XX', zone, zonedInstant(zone, '2026-01-12T07:30'), loose).text).toBe(
      'Outside calling hours (8 AM–9 PM local)',
    )
    expect(callingStatus('XX', zone, zonedInstant(zone, '2026-01-17T13:29'), loose)).toMatchObject({
      text: 'Outside calling hours (1:30 PM–9 PM local)',
      opensNext: 'opens 1:30 PM today',
    })
  })
})
