// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { AppointmentRow } from '../../../src/refunds/no-show-period'
import { countNoShows, noShowLine, rebookedAfterNoShow } from '../../../src/refunds/no-shows'
import type { ListedBooking } from '../../../src/bookings/booking'
import { homeownerCopy } from '../../../src/content/bookings/homeowner-copy'

const NOW = Date.parse('2026-11-25T18:00:00.000Z')
const row = (partner: string, appointment: string, noShowReportedAt = '', emailStatus = 'Sent'): AppointmentRow => ({
  partner,
  appointment,
  emailStatus,
  noShowReportedAt,
})

describe('no-shows reported in the last 4 weeks', () => {
  it('counts delivered quotes whose appointment fell in the 28 days before now, and those reported', () => {
    const rows = [
      row('Partner A', '2026-11-20T10:00:00-06:00', '2026-11-20T18:00:00.000Z'),
      row('Partner A', '2026-11-18T10:00:00-06:00'),
      row('partner a ', '2026-11-02T09:00:00-06:00'),
      row('Partner B', '2026-11-24T09:00:00-08:00', '2026-11-24T20:00:00.000Z', 'Sent by hand'),
      row('Partner B', '2026-10-30T09:00:00-05:00', '2026-10-31T09:00:00.000Z', ''),
    ]
    const counts = countNoShows(rows, NOW)
    expect(counts.overall).toEqual({ reported: 3, appointments: 5 })
    expect(noShowLine(counts.overall)).toBe('No-shows reported: 3 of 5 appointments in the last 4 weeks (60%)')
    expect(counts.byPartner).toEqual([
      { partner: 'Partner A', reported: 1, appointments: 3 },
      { partner: 'Partner B', reported: 2, appointments: 2 },
    ])
    expect(counts.byPartner.map(noShowLine)).toEqual([
      'No-shows reported: 1 of 3 appointments in the last 4 weeks (33%)',
      'No-shows reported: 2 of 2 appointments in the last 4 weeks (100%)',
    ])
  })

  it('the 28 days end now: an appointment exactly 28 days ago counts, one a moment earlier or still to come does not', () => {
    const iso = (time: number) => new Date(time).toISOString()
    const start = Date.parse('2026-10-28T18:00:00.000Z')
    const rows = [
      row('P', iso(start - 1), 'x'),
      row('P', iso(start), 'x'),
      row('P', iso(NOW), ''),
      row('P', iso(NOW + 1), 'x'),
    ]
    expect(countNoShows(rows, NOW).overall).toEqual({ reported: 1, appointments: 2 })
  })

  it('leaves out quotes not delivered, being sent, or without a readable appointment', () => {
    const sending = `Sending since ${new Date(NOW - 60_000).toISOString()}`
    const rows = [
      row('P', '2026-11-20T10:00:00-06:00', 'x', 'no partner email'),
      row('P', '2026-11-20T10:00:00-06:00', 'x', 'daily email limit reached'),
      row('P', '2026-11-20T10:00:00-06:00', '', sending),
      row('P', '', 'x'),
      row('P', 'Tue Dec 1, 10:00 AM', 'x'),
      row('P', '2026-11-20T10:00:00-06:00', '  '),
    ]
    expect(countNoShows(rows, NOW)).toEqual({
      overall: { reported: 0, appointments: 1 },
      byPartner: [{ partner: 'P', reported: 0, appointments: 1 }],
    })
  })

  it('says 0% when there were no appointments, and rounds to a whole percent', () => {
    expect(countNoShows([], NOW)).toEqual({ overall: { reported: 0, appointments: 0 }, byPartner: [] })
    expect(noShowLine({ reported: 0, appointments: 0 })).toBe(
      'No-shows reported: 0 of 0 appointments in the last 4 weeks (0%)',
    )
    expect(noShowLine({ reported: 1, appointments: 8 })).toBe(
      'No-shows reported: 1 of 8 appointments in the last 4 weeks (13%)',
    )
    expect(noShowLine({ reported: 2, appointments: 3 })).toBe(
      'No-shows reported: 2 of 3 appointments in the last 4 weeks (67%)',
    )
  })
})

describe('rebooked after a no-show, for the week shown', () => {
  const WEEK = Date.parse('2026-11-30T06:00:00.000Z')
  const NEXT = WEEK + 7 * 86_400_000
  const reported = (id: string, at: string): AppointmentRow => ({
    ...row('Hudson', '2026-11-30T10:00:00-06:00', at),
    id,
  })
  const newTime = (id: string, rebookOf: string, extra: Partial<ListedBooking> = {}): ListedBooking => ({
    id,
    bookedAt: '2026-12-01T15:00:00.000Z',
    partner: 'Hudson',
    service: '',
    zip: '54016',
    garageSize: '',
    status: '',
    rebookOf,
    ...extra,
  })

  it('counts the no-shows reported that week, and those a booking gives a new time', () => {
    const rows = [
      reported('a', '2026-11-30T18:00:00.000Z'),
      reported('b', '2026-12-02T18:00:00.000Z'),
      reported('c', '2026-12-06T05:59:59.000Z'),
      // Reported the week before, and the week after: another week's.
      reported('d', '2026-11-30T05:59:59.000Z'),
      reported('e', '2026-12-07T06:00:00.000Z'),
      // An appointment nobody reported.
      { ...row('Hudson', '2026-12-01T10:00:00-06:00'), id: 'f' },
    ]
    const bookings = [
      newTime('n1', 'a'),
      // Two new times of one no-show count it once.
      newTime('n2', 'a'),
      newTime('n3', 'd'),
      newTime('n4', 'f'),
      // A withdrawn or held new time is no new time.
      newTime('n5', 'b', { status: 'Cancelled' }),
      newTime('n6', 'c', { held: 'held: same homeowner' }),
      newTime('n7', ''),
    ]
    const figures = rebookedAfterNoShow(rows, bookings, WEEK, NEXT)
    expect(figures).toEqual({ rebooked: 1, reported: 3 })
    expect(homeownerCopy.rebookedAfterNoShow(figures.rebooked, figures.reported)).toBe(
      'Rebooked after a no-show: 1 of 3',
    )
  })

  it('says 0 of 0 without a no-show, counts a copied row once, and rebooks none a script before version 13 names', () => {
    expect(rebookedAfterNoShow([], [newTime('n1', 'a')], WEEK, NEXT)).toEqual({ rebooked: 0, reported: 0 })
    const copied = [reported('a', '2026-12-01T18:00:00.000Z'), reported('a', '2026-12-01T18:00:00.000Z')]
    expect(rebookedAfterNoShow(copied, [newTime('n1', 'a')], WEEK, NEXT)).toEqual({ rebooked: 1, reported: 1 })
    const unnamed = [row('Hudson', '2026-11-30T10:00:00-06:00', '2026-12-01T18:00:00.000Z')]
    expect(rebookedAfterNoShow(unnamed, [newTime('n1', '')], WEEK, NEXT)).toEqual({ rebooked: 0, reported: 1 })
  })
})
