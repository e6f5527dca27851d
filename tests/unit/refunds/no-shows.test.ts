// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { AppointmentRow } from '../../../src/refunds/no-show-period'
import { countNoShows, noShowLine } from '../../../src/refunds/no-shows'

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
