// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isOpenAt, parseBusinessHours, type WeeklyHours } from '../../../src/partner-time/business-hours'
import { itReadsAsNull } from './reads-as-null'

/** "8:00" / "17:30" / "24:00" → minutes since midnight. */
function minute(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}

type DayName = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat'
const DAY_INDEX: Record<DayName, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 }
const WEEKDAYS: DayName[] = ['mon', 'tue', 'wed', 'thu', 'fri']
const EVERY_DAY: DayName[] = ['sun', ...WEEKDAYS, 'sat']

/** week([WEEKDAYS, '8:00-17:00'], [['sat'], '9:00-13:00']) */
function week(...groups: Array<[DayName[], ...string[]]>): WeeklyHours {
  const days: Extract<WeeklyHours, { alwaysOpen: false }>['days'] = [[], [], [], [], [], [], []]
  for (const [names, ...ranges] of groups) {
    for (const name of names) {
      for (const range of ranges) {
        const [open = '', close = ''] = range.split('-')
        days[DAY_INDEX[name]]?.push({ openMinute: minute(open), closeMinute: minute(close) })
      }
    }
  }
  for (const ranges of days) ranges.sort((a, b) => a.openMinute - b.openMinute)
  return { alwaysOpen: false, days }
}

describe('parseBusinessHours: shapes, days and closed days from the sheet', () => {
  it.each<[string, WeeklyHours]>([
    ['Mon-Fri 8-5', week([WEEKDAYS, '8:00-17:00'])],
    ['M-F 8am-6pm, Sat 9-1', week([WEEKDAYS, '8:00-18:00'], [['sat'], '9:00-13:00'])],
    ['8:00 AM - 5:00 PM', week([EVERY_DAY, '8:00-17:00'])],
    ['Mon-Sat 7-6', week([[...WEEKDAYS, 'sat'], '7:00-18:00'])],
    ['Mon-Fri 8-4:30', week([WEEKDAYS, '8:00-16:30'])],
    ['M-F 7am-4pm', week([WEEKDAYS, '7:00-16:00'])],
    ['Mon-Fri 8-5, Sat 9-12', week([WEEKDAYS, '8:00-17:00'], [['sat'], '9:00-12:00'])],
    ['7:00 AM - 6:00 PM', week([EVERY_DAY, '7:00-18:00'])],
    ['Mon–Fri 8–5', week([WEEKDAYS, '8:00-17:00'])],
    ['Mon—Fri 8—5', week([WEEKDAYS, '8:00-17:00'])],
    ['Monday-Friday 8am-5pm', week([WEEKDAYS, '8:00-17:00'])],
    ['Sat-Sun 10-2', week([['sat', 'sun'], '10:00-14:00'])],
    // Days.
    ['Monday to Friday 8-5', week([WEEKDAYS, '8:00-17:00'])],
    ['Mon thru Fri 8-5', week([WEEKDAYS, '8:00-17:00'])],
    ['Mon. - Fri. 8-5', week([WEEKDAYS, '8:00-17:00'])],
    ['MON-FRI 8AM-5PM', week([WEEKDAYS, '8:00-17:00'])],
    ['Mo-Fr 8-5', week([WEEKDAYS, '8:00-17:00'])],
    ['M-Th 7-5:30', week([['mon', 'tue', 'wed', 'thu'], '7:00-17:30'])],
    ['Tu-Sa 9-6', week([['tue', 'wed', 'thu', 'fri', 'sat'], '9:00-18:00'])],
    ['Tues-Sat 9-6', week([['tue', 'wed', 'thu', 'fri', 'sat'], '9:00-18:00'])],
    ['Mon, Wed, Fri 9-3', week([['mon', 'wed', 'fri'], '9:00-15:00'])],
    ['Mon & Wed 9-3', week([['mon', 'wed'], '9:00-15:00'])],
    ['Sat/Sun 10-2', week([['sat', 'sun'], '10:00-14:00'])],
    ['Fri-Mon 10-4', week([['fri', 'sat', 'sun', 'mon'], '10:00-16:00'])],
    ['Weekdays 7-7', week([WEEKDAYS, '7:00-19:00'])],
    ['Weekends 10-2', week([['sat', 'sun'], '10:00-14:00'])],
    ['Daily 8-8', week([EVERY_DAY, '8:00-20:00'])],
    ['Every day 8-6', week([EVERY_DAY, '8:00-18:00'])],
    ['7 days a week 7am-9pm', week([EVERY_DAY, '7:00-21:00'])],
    ['8-5 Mon-Fri', week([WEEKDAYS, '8:00-17:00'])],
    ['8am-5pm M-F, 9am-1pm Sat', week([WEEKDAYS, '8:00-17:00'], [['sat'], '9:00-13:00'])],
    ['Mon-Fri: 8-5; Sat: 9-1', week([WEEKDAYS, '8:00-17:00'], [['sat'], '9:00-13:00'])],
    ['Mon-Fri 8-5\nSat 9-1', week([WEEKDAYS, '8:00-17:00'], [['sat'], '9:00-13:00'])],
    ['Mon-Fri 8-5 | Sat 9-1', week([WEEKDAYS, '8:00-17:00'], [['sat'], '9:00-13:00'])],
    ['Mon-Fri 8-5 Sat 9-1', week([WEEKDAYS, '8:00-17:00'], [['sat'], '9:00-13:00'])],
    ['Hours: M-F 8-5', week([WEEKDAYS, '8:00-17:00'])],
    ['Open Mon-Fri from 8 to 5', week([WEEKDAYS, '8:00-17:00'])],
    // Closed days.
    ['Mon-Sat 8-5, Closed Sunday', week([[...WEEKDAYS, 'sat'], '8:00-17:00'])],
    ['Mon-Fri 8-5, Sat & Sun closed', week([WEEKDAYS, '8:00-17:00'])],
    ['Mon-Fri 8-5; Sat-Sun: Closed', week([WEEKDAYS, '8:00-17:00'])],
    ['M-F 8-5, Sat 9-1, Sun closed', week([WEEKDAYS, '8:00-17:00'], [['sat'], '9:00-13:00'])],
    // Closed days are taken out of hours that name no days.
    ['7:00 AM - 6:00 PM, Closed Sunday', week([[...WEEKDAYS, 'sat'], '7:00-18:00'])],
    ['7:00 AM - 6:00 PM Sunday closed', week([[...WEEKDAYS, 'sat'], '7:00-18:00'])],
    ['8-5, closed weekends', week([WEEKDAYS, '8:00-17:00'])],
    ['Closed Sundays, 8-6', week([[...WEEKDAYS, 'sat'], '8:00-18:00'])],
  ])('%j', (text, expected) => {
    expect(parseBusinessHours(text)).toEqual(expected)
  })
})

describe('parseBusinessHours: always open', () => {
  it.each([
    '24/7',
    '24 / 7',
    '24x7',
    '24/7/365',
    'Open 24/7',
    'open 24/7',
    'Always open',
    '24 hours',
    'Open 24 hours',
    '24 hrs',
    '24 hours, 7 days a week',
    'Mon-Sun 24 hours',
    'Daily 24h',
    '  24/7  ',
    '24/7.',
    '00:00-24:00',
    '12am-12am',
  ])('%j', (text) => {
    expect(parseBusinessHours(text)).toEqual({ alwaysOpen: true })
  })

  it('keeps 24 hours on some days only as a weekly schedule', () => {
    expect(parseBusinessHours('Mon-Fri 24 hours')).toEqual(week([WEEKDAYS, '0:00-24:00']))
  })
})

describe('parseBusinessHours: am/pm rules', () => {
  it.each<[string, string]>([
    // Neither end has am/pm: start 6–11 AM, 12 noon, 1–5 PM; the end is the first clock time after it.
    ['8-5', '8:00-17:00'],
    ['7-7', '7:00-19:00'],
    ['9-1', '9:00-13:00'],
    ['9-12', '9:00-12:00'],
    ['8-11', '8:00-11:00'],
    ['10-2', '10:00-14:00'],
    ['6-2', '6:00-14:00'],
    ['11-11', '11:00-23:00'],
    ['12-4', '12:00-16:00'],
    ['1-5', '13:00-17:00'],
    ['5-9', '17:00-21:00'],
    ['8-4:30', '8:00-16:30'],
    ['7:30-4', '7:30-16:00'],
    // Only the end has am/pm: the latest start reading before it.
    ['8-5pm', '8:00-17:00'],
    ['1-5pm', '13:00-17:00'],
    ['6-8pm', '18:00-20:00'],
    ['9-11am', '9:00-11:00'],
    ['12-5pm', '12:00-17:00'],
    // Only the start has am/pm: the first end reading after it.
    ['8am-5', '8:00-17:00'],
    ['8am-11', '8:00-11:00'],
    // Both given, in every spelling.
    ['8am-5pm', '8:00-17:00'],
    ['8 AM - 5 PM', '8:00-17:00'],
    ['8a-5p', '8:00-17:00'],
    ['8 a.m. - 5 p.m.', '8:00-17:00'],
    ['8a.m.-5p.m.', '8:00-17:00'],
    ['8:00am to 4:30pm', '8:00-16:30'],
    ['7am-12pm', '7:00-12:00'],
    ['7am-noon', '7:00-12:00'],
    ['noon-8pm', '12:00-20:00'],
    ['8pm-12am', '20:00-24:00'],
    ['6pm-midnight', '18:00-24:00'],
    ['12am-6am', '0:00-6:00'],
    // 24-hour clock.
    ['08:00-17:00', '8:00-17:00'],
    ['8:00-17:00', '8:00-17:00'],
    ['0800-1700', '8:00-17:00'],
    ['13:00-22:00', '13:00-22:00'],
    ['8-17:00', '8:00-17:00'],
    ['6-14:30', '6:00-14:30'],
    ['12-17', '12:00-17:00'],
    ['7am-19:00', '7:00-19:00'],
  ])('%j → %s every day', (text, range) => {
    expect(parseBusinessHours(text)).toEqual(week([EVERY_DAY, range]))
  })

  it('reads several ranges for the same days as a split shift', () => {
    const split = week([WEEKDAYS, '8:00-12:00', '13:00-17:00'])
    expect(parseBusinessHours('Mon-Fri 8-12, 1-5')).toEqual(split)
    expect(parseBusinessHours('Mon-Fri 8-12 & 1-5')).toEqual(split)
    expect(parseBusinessHours('Mon-Fri 8am-12pm / 1pm-5pm')).toEqual(split)
    expect(parseBusinessHours('Mon-Fri 8-12, Mon-Fri 1-5')).toEqual(split)
  })
})

describe('parseBusinessHours: null when unsure', () => {
  const unsure = [
    '',
    '   ',
    'By appointment',
    'by appt',
    'call first',
    'Call for hours',
    'varies',
    'TBD',
    'N/A',
    '-',
    '???',
    'Closed',
    'Closed Sunday',
    'Mon-Fri',
    '8',
    '8-',
    'Mon-Fri 8-5 (Sat by appointment)',
    'Mon-Fri 8-5, Sat by appt',
    'Mon-Fri 8-5 CST',
    'Mon-Fri 8-5 EST',
    'Summer: 7-7',
    '8.30-5',
    // Overnight ranges are rejected.
    '8pm-2am',
    'Fri 10pm-6am',
    '10-2am',
    '19:45-10:00',
    '22-6',
    '2-1',
    // Ambiguous or contradictory.
    '12-12',
    'T-Th 8-5',
    'S 9-1',
    '8-5, Sat 9-1',
    'Mon-Fri 8-5, 9-1 Sat',
    'Mon-Fri 8-5, Wed 9-1',
    'Mon-Fri 8-5, Closed Monday',
    'Closed Sun, Mon-Fri 8-5',
    '8-5, closed daily',
    // Impossible times.
    '13pm-5pm',
    '0am-5pm',
    '8:75-5',
    '25:00-26:00',
    '24:00-17:00',
    '8-5-7',
    'Mon-Fri 8-5 Sat',
    'x'.repeat(500),
  ]
  itReadsAsNull(parseBusinessHours, unsure, [undefined, null])
})

describe('isOpenAt on a fixed clock', () => {
  const mondayToFriday8to5 = week([WEEKDAYS, '8:00-17:00'])
  const chicago = 'America/Chicago'

  it.each([
    // Friday 2026-03-06, Chicago on CST (UTC−6).
    ['Friday 7:59 AM', '2026-03-06T13:59:00Z', false],
    ['Friday 8:00 AM (opening)', '2026-03-06T14:00:00Z', true],
    ['Friday 4:59 PM', '2026-03-06T22:59:00Z', true],
    ['Friday 5:00 PM (close is exclusive)', '2026-03-06T23:00:00Z', false],
    ['Friday 11:59 PM', '2026-03-07T05:59:00Z', false],
    ['Saturday 00:00', '2026-03-07T06:00:00Z', false],
    ['Saturday noon', '2026-03-07T18:00:00Z', false],
    // Monday 2026-03-09, the day after spring forward: Chicago on CDT (UTC−5).
    ['Monday 7:59 AM CDT', '2026-03-09T12:59:00Z', false],
    ['Monday 8:00 AM CDT (a fixed CST offset would say 7:00)', '2026-03-09T13:00:00Z', true],
    ['Monday 4:30 PM CDT', '2026-03-09T21:30:00Z', true],
    ['Monday 5:00 PM CDT', '2026-03-09T22:00:00Z', false],
    // Monday 2026-11-02, the day after fall back: CST again.
    ['Monday 7:59 AM CST', '2026-11-02T13:59:00Z', false],
    ['Monday 8:00 AM CST', '2026-11-02T14:00:00Z', true],
    ['Monday 5:00 PM CST', '2026-11-02T23:00:00Z', false],
  ])('Mon-Fri 8-5 in Chicago, %s → %s', (_label, instant, open) => {
    expect(isOpenAt(mondayToFriday8to5, chicago, new Date(instant))).toBe(open)
  })

  it('reads the weekday on the partner clock across midnight', () => {
    // Until midnight Monday–Friday; Saturday from midnight to 6 AM.
    const hours = week([WEEKDAYS, '18:00-24:00'], [['sat'], '0:00-6:00'])
    expect(isOpenAt(hours, chicago, new Date('2026-03-07T05:59:00Z'))).toBe(true) // Fri 11:59 PM
    expect(isOpenAt(hours, chicago, new Date('2026-03-07T06:00:00Z'))).toBe(true) // Sat 00:00
    expect(isOpenAt(hours, chicago, new Date('2026-03-07T12:00:00Z'))).toBe(false) // Sat 6:00 AM
    expect(isOpenAt(hours, chicago, new Date('2026-03-08T05:59:00Z'))).toBe(false) // Sat 11:59 PM
    // Friday 8 PM in Chicago is Saturday 02:00 UTC: still Friday for the partner.
    const fridayEvening = week([['fri'], '18:00-22:00'])
    expect(isOpenAt(fridayEvening, chicago, new Date('2026-03-07T02:00:00Z'))).toBe(true)
  })

  it('23:59 UTC Sunday is still Sunday afternoon in Honolulu', () => {
    const weekends = parseBusinessHours('Sat-Sun 10-2')
    if (!weekends) throw new Error('unparsed')
    expect(isOpenAt(weekends, 'Pacific/Honolulu', new Date('2026-03-08T23:59:00Z'))).toBe(true) // Sun 1:59 PM
    expect(isOpenAt(weekends, 'Pacific/Honolulu', new Date('2026-03-09T00:00:00Z'))).toBe(false) // Sun 2:00 PM
    const sundays = week([['sun'], '10:00-16:00'])
    expect(isOpenAt(sundays, 'Pacific/Honolulu', new Date('2026-03-09T01:00:00Z'))).toBe(true) // Mon UTC, Sun 3 PM HST
    expect(isOpenAt(sundays, 'UTC', new Date('2026-03-09T01:00:00Z'))).toBe(false)
  })

  it('follows the repeated hour when clocks fall back', () => {
    // Sunday 2026-11-01 in Chicago: 1:00–1:59 AM happens twice.
    const early = week([['sun'], '0:00-1:30'])
    expect(isOpenAt(early, chicago, new Date('2026-11-01T06:15:00Z'))).toBe(true) // 1:15 AM CDT
    expect(isOpenAt(early, chicago, new Date('2026-11-01T06:45:00Z'))).toBe(false) // 1:45 AM CDT
    expect(isOpenAt(early, chicago, new Date('2026-11-01T07:15:00Z'))).toBe(true) // 1:15 AM CST
  })

  it('skips the missing hour when clocks spring forward', () => {
    // Sunday 2026-03-08 in Chicago: 2:00–2:59 AM never happens.
    const early = week([['sun'], '2:00-3:00'])
    expect(isOpenAt(early, chicago, new Date('2026-03-08T07:59:00Z'))).toBe(false) // 1:59 AM CST
    expect(isOpenAt(early, chicago, new Date('2026-03-08T08:00:00Z'))).toBe(false) // 3:00 AM CDT
  })

  it('Phoenix does not shift with DST', () => {
    const hours = week([EVERY_DAY, '8:00-17:00'])
    // 8:00 AM MST = 15:00 UTC in January and in July alike.
    expect(isOpenAt(hours, 'America/Phoenix', new Date('2026-01-15T14:59:00Z'))).toBe(false)
    expect(isOpenAt(hours, 'America/Phoenix', new Date('2026-01-15T15:00:00Z'))).toBe(true)
    expect(isOpenAt(hours, 'America/Phoenix', new Date('2026-07-15T14:59:00Z'))).toBe(false)
    expect(isOpenAt(hours, 'America/Phoenix', new Date('2026-07-15T15:00:00Z'))).toBe(true)
  })

  it('always open is open at any instant', () => {
    expect(isOpenAt({ alwaysOpen: true }, chicago, new Date('2026-03-08T08:00:00Z'))).toBe(true)
    expect(isOpenAt({ alwaysOpen: true }, 'Pacific/Honolulu', new Date('2026-11-01T07:00:00Z'))).toBe(true)
  })

  it('Alaska opens at 8 AM local on both sides of the change', () => {
    const hours = week([EVERY_DAY, '8:00-17:00'])
    expect(isOpenAt(hours, 'America/Anchorage', new Date('2026-03-07T17:00:00Z'))).toBe(true) // Sat 8 AM AKST
    expect(isOpenAt(hours, 'America/Anchorage', new Date('2026-03-09T15:59:00Z'))).toBe(false) // Mon 7:59 AM AKDT
    expect(isOpenAt(hours, 'America/Anchorage', new Date('2026-03-09T16:00:00Z'))).toBe(true) // Mon 8 AM AKDT
  })
})
