// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readAppointment, zoneAtEntered } from '../../../src/partner-time/appointment'

// A fixed clock well before every appointment below. US DST 2026 starts Sunday 2026-03-08 at 2:00 local
// and ends Sunday 2026-11-01 at 2:00 local.
const NOW = new Date('2026-01-15T18:00:00Z')

describe('readAppointment', () => {
  it.each([
    // [zone, datetime-local value, iso, label]
    ['America/Chicago', '2026-12-01T10:00', '2026-12-01T10:00:00-06:00', 'Tue Dec 1, 10:00 AM CST'],
    ['America/Chicago', '2026-07-01T10:00', '2026-07-01T10:00:00-05:00', 'Wed Jul 1, 10:00 AM CDT'],
    ['America/Chicago', '2026-07-01T00:30', '2026-07-01T00:30:00-05:00', 'Wed Jul 1, 12:30 AM CDT'],
    ['America/Chicago', '2026-07-01T12:05', '2026-07-01T12:05:00-05:00', 'Wed Jul 1, 12:05 PM CDT'],
    // Arizona keeps MST all year.
    ['America/Phoenix', '2026-07-01T15:45', '2026-07-01T15:45:00-07:00', 'Wed Jul 1, 3:45 PM MST'],
    ['America/Phoenix', '2026-12-01T08:00', '2026-12-01T08:00:00-07:00', 'Tue Dec 1, 8:00 AM MST'],
    ['Pacific/Honolulu', '2026-07-04T09:00', '2026-07-04T09:00:00-10:00', 'Sat Jul 4, 9:00 AM HST'],
    ['America/Anchorage', '2026-02-10T13:00', '2026-02-10T13:00:00-09:00', 'Tue Feb 10, 1:00 PM AKST'],
    // New York either side of both changes.
    ['America/New_York', '2026-03-08T01:59', '2026-03-08T01:59:00-05:00', 'Sun Mar 8, 1:59 AM EST'],
    ['America/New_York', '2026-03-08T03:00', '2026-03-08T03:00:00-04:00', 'Sun Mar 8, 3:00 AM EDT'],
    ['America/New_York', '2026-11-01T00:59', '2026-11-01T00:59:00-04:00', 'Sun Nov 1, 12:59 AM EDT'],
    // 1:30 happens twice on fall-back night: the earlier one, still EDT.
    ['America/New_York', '2026-11-01T01:30', '2026-11-01T01:30:00-04:00', 'Sun Nov 1, 1:30 AM EDT'],
    ['America/New_York', '2026-11-01T02:00', '2026-11-01T02:00:00-05:00', 'Sun Nov 1, 2:00 AM EST'],
    // Zones Intl names only by their offset; half and three-quarter hour offsets.
    ['America/Sao_Paulo', '2026-12-01T10:00', '2026-12-01T10:00:00-03:00', 'Tue Dec 1, 10:00 AM GMT-3'],
    ['Asia/Kolkata', '2026-12-01T10:00', '2026-12-01T10:00:00+05:30', 'Tue Dec 1, 10:00 AM GMT+5:30'],
    ['Asia/Kathmandu', '2026-12-01T10:00', '2026-12-01T10:00:00+05:45', 'Tue Dec 1, 10:00 AM GMT+5:45'],
    ['America/St_Johns', '2026-07-01T10:00', '2026-07-01T10:00:00-02:30', 'Wed Jul 1, 10:00 AM GMT-2:30'],
    ['UTC', '2026-12-01T10:00', '2026-12-01T10:00:00+00:00', 'Tue Dec 1, 10:00 AM UTC'],
    // A step that asks for seconds.
    ['America/Chicago', '2026-12-01T10:00:30', '2026-12-01T10:00:30-06:00', 'Tue Dec 1, 10:00 AM CST'],
  ])('%s %s -> %s, %s', (zone, value, iso, label) => {
    expect(readAppointment(value, zone, NOW)).toEqual({ ok: true, iso, label })
  })

  it('gives the instant the iso names', () => {
    const reading = readAppointment('2026-11-01T01:30', 'America/New_York', NOW)
    expect(reading.ok && new Date(reading.iso).toISOString()).toBe('2026-11-01T05:30:00.000Z')
  })

  it.each([
    ['America/New_York', '2026-03-08T02:30'],
    ['America/New_York', '2026-03-08T02:00'],
    ['America/Chicago', '2026-03-08T02:59'],
    ['America/Los_Angeles', '2026-03-08T02:15'],
  ])('%s %s is skipped when clocks spring forward', (zone, value) => {
    expect(readAppointment(value, zone, NOW)).toEqual({ ok: false, problem: 'skipped' })
  })

  it('does not skip 2:30 where there is no DST', () => {
    expect(readAppointment('2026-03-08T02:30', 'America/Phoenix', NOW)).toMatchObject({ ok: true })
  })

  it.each([
    ['', 'America/Chicago', 'empty'],
    ['   ', 'America/Chicago', 'empty'],
    ['2026-02-30T10:00', 'America/Chicago', 'empty'],
    ['2026-12-01', 'America/Chicago', 'empty'],
    ['2026-12-01T10:00', null, 'no-zone'],
    // No zone is told first, before an empty value or a skipped one.
    ['', null, 'no-zone'],
    ['2026-03-08T02:30', null, 'no-zone'],
    ['2026-12-01T10:00', 'Not/A_Zone', 'no-zone'],
    // A skipped hour in the past is still told as skipped.
    ['2025-03-09T02:30', 'America/Chicago', 'skipped'],
    ['2025-12-01T10:00', 'America/Chicago', 'past'],
  ])('%j in %s: %s', (value, zone, problem) => {
    expect(readAppointment(value, zone, NOW)).toEqual({ ok: false, problem })
  })

  it('is past unless strictly after now', () => {
    // 12:00 CST is 18:00 UTC, the clock's own minute.
    expect(readAppointment('2026-01-15T12:00', 'America/Chicago', NOW)).toEqual({ ok: false, problem: 'past' })
    expect(readAppointment('2026-01-15T12:01', 'America/Chicago', NOW)).toMatchObject({ ok: true })
    expect(readAppointment('2026-01-15T11:59', 'America/Chicago', NOW)).toEqual({ ok: false, problem: 'past' })
  })
})

describe('the appointment label', () => {
  it('builds the label from parts with plain spaces', () => {
    const reading = readAppointment('2026-12-01T10:00', 'America/Chicago', NOW)
    const label = reading.ok ? reading.label : reading.problem
    expect(label).toBe('Tue Dec 1, 10:00 AM CST')
    expect(label).not.toMatch(/[\u202f\u00a0]/)
  })
})

describe('the zone named beside a time being entered', () => {
  // Saturday 7 March 2026 in Chicago, the day before the clocks go forward.
  const BEFORE_CHANGE = new Date('2026-03-07T18:00:00Z')

  it('is the zone at the time entered, across a clock change either way', () => {
    expect(zoneAtEntered('2026-03-09T10:00', 'America/Chicago', BEFORE_CHANGE)).toBe('CDT')
    expect(zoneAtEntered('2026-03-07T10:00', 'America/Chicago', BEFORE_CHANGE)).toBe('CST')
    expect(zoneAtEntered('2026-11-02T10:00', 'America/New_York', new Date('2026-10-30T18:00:00Z'))).toBe('EST')
  })

  it('is the zone now while nothing readable is entered', () => {
    expect(zoneAtEntered('', 'America/Chicago', BEFORE_CHANGE)).toBe('CST')
    expect(zoneAtEntered('2026-03-09T', 'America/Chicago', new Date('2026-07-01T18:00:00Z'))).toBe('CDT')
  })
})
