// @vitest-environment node
// Admin's week of homeowner answers: appointments by their date, confirmed, asked for another time, held by the quota.
import { describe, expect, it } from 'vitest'
import type { ListedBooking } from '../../../src/bookings/booking'
import { homeownerAnswerOf, homeownerAnswers } from '../../../src/bookings/homeowner-answers'
import { homeownerCopy } from '../../../src/content/bookings/homeowner-copy'

const WEEK = Date.parse('2026-11-30T06:00:00Z')
const NEXT = WEEK + 7 * 86_400_000
const listed = (id: string, appointment: string, extra: Partial<ListedBooking> = {}): ListedBooking => ({
  id,
  bookedAt: '2026-11-20T15:00:00Z',
  partner: 'Hudson',
  service: '',
  zip: '54016',
  garageSize: '',
  status: '',
  appointment,
  appointmentLabel: `label ${id}`,
  ...extra,
})

describe('homeownerAnswers', () => {
  it('counts the week by appointment date, leaving out withdrawn and held bookings', () => {
    const answers = homeownerAnswers(
      [
        listed('a', '2026-12-01T16:00:00Z', { confirmedAt: '2026-11-21T10:00:00Z' }),
        listed('b', '2026-12-02T16:00:00Z', { rescheduleAskedAt: '2026-11-21T10:00:00Z' }),
        listed('c', '2026-12-03T16:00:00Z', { homeownerEmailStatus: 'daily email limit reached' }),
        listed('d', '2026-12-09T16:00:00Z', { rescheduleAskedAt: '2026-11-22T10:00:00Z' }),
        listed('e', '2026-12-01T16:00:00Z', { status: 'Cancelled', confirmedAt: '2026-11-21T10:00:00Z' }),
        listed('f', '2026-12-01T16:00:00Z', { held: 'held: x' }),
      ],
      WEEK,
      NEXT,
      Date.parse('2026-11-28T00:00:00Z'),
    )
    expect(answers).toMatchObject({
      appointments: 3,
      confirmed: 1,
      askedAgain: 1,
      confirmedShare: '33%',
      waitingForQuota: 1,
    })
    expect(answers.stillAsking.map((booking) => booking.id)).toEqual(['b', 'd'])
    expect(homeownerCopy.appointments(3, 1, '33%', 0, 1)).toBe(
      'Appointments: 3 · confirmed 1 (33%) · reminded 0 · asked for another time 1',
    )
  })

  it('counts the reminders that went: a sent time; none being sent, of another week, withdrawn or held', () => {
    const sent = '2026-11-30T15:00:00.000Z'
    const answers = homeownerAnswers(
      [
        listed('a', '2026-12-01T16:00:00Z', { reminderSentAt: sent, confirmedAt: '2026-11-21T10:00:00Z' }),
        // The script answers '' for `Sending since …` and for a reason the reminder did not go.
        listed('b', '2026-12-02T16:00:00Z', { reminderSentAt: '' }),
        listed('c', '2026-12-03T16:00:00Z'),
        listed('d', '2026-12-08T16:00:00Z', { reminderSentAt: sent }),
        listed('e', '2026-12-01T16:00:00Z', { reminderSentAt: sent, status: 'Refunded' }),
        listed('f', '2026-12-01T16:00:00Z', { reminderSentAt: sent, held: 'held: x' }),
        listed('g', '2026-12-04T16:00:00Z', { reminderSentAt: sent, rescheduleAskedAt: '2026-12-03T10:00:00Z' }),
      ],
      WEEK,
      NEXT,
      Date.parse('2026-11-28T00:00:00Z'),
    )
    expect(answers).toMatchObject({ appointments: 4, confirmed: 1, reminded: 2, askedAgain: 1, confirmedShare: '25%' })
    expect(
      homeownerCopy.appointments(
        answers.appointments,
        answers.confirmed,
        answers.confirmedShare,
        answers.reminded,
        answers.askedAgain,
      ),
    ).toBe('Appointments: 4 · confirmed 1 (25%) · reminded 2 · asked for another time 1')
  })

  it('says — without appointments, and counts no reminder', () => {
    const empty = homeownerAnswers([listed('x', '2026-12-20T16:00:00Z', { reminderSentAt: 'x' })], WEEK, NEXT, WEEK)
    expect(empty).toMatchObject({ appointments: 0, confirmed: 0, reminded: 0, askedAgain: 0, confirmedShare: '—' })
    expect(homeownerCopy.appointments(0, 0, empty.confirmedShare, 0, 0)).toBe(
      'Appointments: 0 · confirmed 0 (—) · reminded 0 · asked for another time 0',
    )
  })

  it('says — without appointments, and drops a request once its appointment passed', () => {
    const asked = listed('b', '2026-12-02T16:00:00Z', { rescheduleAskedAt: '2026-11-21T10:00:00Z' })
    const after = homeownerAnswers([asked], NEXT, NEXT + 1, Date.parse('2026-12-02T16:00:00Z'))
    expect([after.confirmedShare, after.stillAsking]).toEqual(['—', []])
    expect(homeownerCopy.waitingForQuota(2)).toBe('Homeowner emails waiting: 2 (daily email limit)')
  })

  it('names the answer on the booking line: asked for another time wins over confirmed', () => {
    expect(homeownerAnswerOf(listed('a', '', { confirmedAt: 'x' }))).toBe('confirmed')
    expect(homeownerAnswerOf(listed('a', '', { confirmedAt: 'x', rescheduleAskedAt: 'y' }))).toBe(
      'asked for another time',
    )
    expect(homeownerAnswerOf(listed('a', ''))).toBe('')
  })
})
