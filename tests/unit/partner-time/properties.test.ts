// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOpenAt, parseBusinessHours, type WeeklyHours } from '../../../src/partner-time/business-hours'
import { formatPartnerLocalTime, partnerLocalClock } from '../../../src/partner-time/local-time'
import { describePartnerClock } from '../../../src/partner-time/partner-clock'
import { resolveTimeZone } from '../../../src/partner-time/time-zone'

const ZONES = [
  'America/Chicago',
  'America/New_York',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'Pacific/Honolulu',
  'America/Anchorage',
  'UTC',
]

/** Pieces of real cells, so generated text reaches deep into the parsers, not just the first word. */
const HOURS_PIECES = [
  'Mon',
  'Fri',
  'M',
  'F',
  'Sat',
  'Sun',
  'Tu',
  'Th',
  'weekdays',
  'daily',
  '7 days a week',
  'closed',
  'Closed',
  '8',
  '5',
  '12',
  '9',
  '1',
  '7:30',
  '4:30',
  '0800',
  '17:00',
  '24:00',
  '00:00',
  'am',
  'pm',
  'a.m.',
  'noon',
  'midnight',
  '24 hours',
  '24/7',
  '-',
  '–',
  ' to ',
  ',',
  ';',
  '&',
  '/',
  ':',
  '\n',
  ' ',
  ' ',
  'open',
  'from',
  '(',
  ')',
  '.',
  'x',
]
const ZONE_PIECES = [
  'CST',
  'Central',
  'Time',
  'time',
  '(US)',
  '(US & Canada)',
  '/',
  '.',
  ' ',
  'America',
  'Chicago',
  'america/chicago',
  'EST',
  'AZ',
  'HST',
  'Alaska',
  'GMT',
  '+5',
  '(',
  ')',
  'Etc',
  'UTC',
]

const piecesText = (pieces: string[]) =>
  fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map((parts) => parts.join(''))

/** Cells shaped like real ones ("Mon-Fri 8-5, Sat 9am-1pm"), most of which parse. */
const clockText = fc
  .tuple(
    fc.integer({ min: 0, max: 24 }),
    fc.constantFrom('', ':00', ':30', ':45'),
    fc.constantFrom('', 'am', 'pm', ' AM', ' p.m.'),
  )
  .map(([hour, minutes, meridiem]) => `${hour}${minutes}${meridiem}`)
const dayText = fc.constantFrom(
  'Mon-Fri',
  'M-F',
  'Sat',
  'Sun',
  'Sat-Sun',
  'Mon, Wed, Fri',
  'Tue-Sat',
  'Daily',
  'Weekends',
  '',
)
const groupText = fc
  .tuple(dayText, clockText, fc.constantFrom('-', ' - ', '–', ' to '), clockText)
  .map(([days, open, dash, close]) => `${days} ${open}${dash}${close}`.trim())
const hoursCell = fc
  .tuple(fc.array(groupText, { minLength: 1, maxLength: 3 }), fc.constantFrom('', ', Closed Sunday', '; Sun closed'))
  .map(([groups, closed]) => groups.join(', ') + closed)

const anyText = fc.oneof(
  hoursCell,
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  piecesText(HOURS_PIECES),
  piecesText(ZONE_PIECES),
)

const anyDate = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
})

function checkShape(hours: WeeklyHours): void {
  if (hours.alwaysOpen) return
  expect(hours.days).toHaveLength(7)
  expect(hours.days.some((ranges) => ranges.length > 0)).toBe(true)
  for (const ranges of hours.days) {
    let previousClose = 0
    for (const { openMinute, closeMinute } of ranges) {
      expect(Number.isInteger(openMinute) && Number.isInteger(closeMinute)).toBe(true)
      expect(openMinute).toBeGreaterThanOrEqual(previousClose)
      expect(closeMinute).toBeGreaterThan(openMinute)
      expect(closeMinute).toBeLessThanOrEqual(1440)
      previousClose = closeMinute
    }
  }
}

describe('partner time properties', () => {
  it('resolveTimeZone never throws, and what it returns is a zone Intl accepts', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const zone = resolveTimeZone(text)
        if (zone !== null) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow()
      }),
      { numRuns: 2000 },
    )
  })

  it('parseBusinessHours never throws, and what it returns is well formed', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const hours = parseBusinessHours(text)
        if (hours !== null) checkShape(hours)
      }),
      { numRuns: 3000 },
    )
  })

  it('isOpenAt never throws for any parsed hours, zone and date in 2000–2100', () => {
    const parsedHours = fc
      .oneof(hoursCell, piecesText(HOURS_PIECES))
      .map((text) => parseBusinessHours(text))
      .filter((hours): hours is WeeklyHours => hours !== null)
    const knownHours = fc
      .constantFrom(
        'Mon-Fri 8-5',
        'M-F 8am-6pm, Sat 9-1',
        '8:00 AM - 5:00 PM',
        '24/7',
        'Sat-Sun 10-2',
        'Mon-Fri 8-12, 1-5',
        '8pm-12am',
        '12am-6am',
      )
      .map((text) => parseBusinessHours(text) as WeeklyHours)
    fc.assert(
      fc.property(fc.oneof(parsedHours, knownHours), fc.constantFrom(...ZONES), anyDate, (hours, zone, now) => {
        expect(typeof isOpenAt(hours, zone, now)).toBe('boolean')
      }),
      { numRuns: 1000 },
    )
  })

  it('the local clock and the local time agree for any date in 2000–2100', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), anyDate, (zone, now) => {
        const text = formatPartnerLocalTime(zone, now)
        const match = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM) local$/.exec(text)
        expect(match).not.toBeNull()
        const hour12 = Number(match?.[1])
        const minute = Number(match?.[2])
        const hour24 = (hour12 % 12) + (match?.[3] === 'PM' ? 12 : 0)
        const clock = partnerLocalClock(zone, now)
        expect(clock.minuteOfDay).toBe(hour24 * 60 + minute)
        expect(clock.weekday).toBeGreaterThanOrEqual(0)
        expect(clock.weekday).toBeLessThanOrEqual(6)
      }),
      { numRuns: 500 },
    )
  })

  it('Mon-Fri 8-5 is open exactly when the partner clock reads a weekday between 8:00 and 16:59', () => {
    const hours = parseBusinessHours('Mon-Fri 8-5') as WeeklyHours
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), anyDate, (zone, now) => {
        const { weekday, minuteOfDay } = partnerLocalClock(zone, now)
        const expected = weekday >= 1 && weekday <= 5 && minuteOfDay >= 480 && minuteOfDay < 1020
        expect(isOpenAt(hours, zone, now)).toBe(expected)
      }),
      { numRuns: 500 },
    )
  })

  it('describePartnerClock never throws on arbitrary cells', () => {
    fc.assert(
      fc.property(anyText, anyText, anyDate, (zoneText, hoursText, now) => {
        const clock = describePartnerClock(zoneText, hoursText, now)
        if (clock.localTime === null) expect(clock.openState).toBeNull()
      }),
      { numRuns: 1000 },
    )
  })
})
