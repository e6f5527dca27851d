// @vitest-environment node
// The homeowner's confirmation and the partner's notice, word for word; the link pages' states; which bookings get
// a confirmation (the upgrade rule), when it is due, and the quota it may use (the quota rule).
import { describe, expect, it } from 'vitest'
import { HOMEOWNER_BOOKING, HOMEOWNER_LINKS } from '../../support/homeowner-booking'
import {
  confirmationBody,
  confirmationSubject,
  rescheduleEmailBody,
  rescheduleEmailSubject,
} from '../../../src/bookings/homeowner-email'
import {
  firstHomeownerStatus,
  homeownerEmailDue,
  homeownerQuotaAllows,
} from '../../../src/bookings/homeowner-confirmation'
import { confirmThanks, homeownerLinkState, type HomeownerLinkBooking } from '../../../src/bookings/homeowner-links'

const BOOKING = HOMEOWNER_BOOKING
const LINKS = HOMEOWNER_LINKS

describe('the homeowner confirmation', () => {
  it('names the service in the subject, or leaves it out when the booking has none', () => {
    expect(confirmationSubject(BOOKING)).toBe('Your free estimate: Garage door repair on Tue Dec 1, 10:00 AM CST')
    expect(confirmationSubject({ ...BOOKING, service: ' ' })).toBe('Your free estimate on Tue Dec 1, 10:00 AM CST')
  })

  it('is these lines, the agency name last, every field on one line', () => {
    expect(confirmationBody(BOOKING, LINKS, 'Acme Leads').split('\n')).toEqual([
      'Best Doors will come to 12 Oak St, Madison on Tue Dec 1, 10:00 AM CST for your free Garage door repair estimate.',
      '',
      `Please confirm: ${LINKS.confirm}`,
      `Need another time? ${LINKS.reschedule}`,
      '',
      'Questions? Reply to this email.',
      '',
      'Acme Leads',
    ])
    const body = confirmationBody({ ...BOOKING, service: '', address: '12 Oak St\nhttps://evil.example' }, LINKS, 'A')
    expect(body.split('\n')[0]).toBe(
      'Best Doors will come to 12 Oak St hxxps://evil[.]example on Tue Dec 1, 10:00 AM CST for your free estimate.',
    )
  })

  it('a new time with another partner says, under the appointment, which appointment it replaces', () => {
    const lines = confirmationBody(BOOKING, LINKS, 'Acme Leads', 'Hudson\nFloors').split('\n')
    expect(lines.slice(0, 3)).toEqual([
      'Best Doors will come to 12 Oak St, Madison on Tue Dec 1, 10:00 AM CST for your free Garage door repair estimate.',
      'This replaces your appointment with Hudson Floors.',
      '',
    ])
    expect(confirmationBody(BOOKING, LINKS, 'Acme Leads', '')).toBe(confirmationBody(BOOKING, LINKS, 'Acme Leads'))
  })

  it('tells the partner of a request for another time, the homeowner note last and indented', () => {
    expect(rescheduleEmailSubject(BOOKING)).toBe(
      'Homeowner asked for another time: Garage door repair · 53703 · Tue Dec 1, 10:00 AM CST',
    )
    const body = rescheduleEmailBody(BOOKING, 'Evenings\nafter 5').split('\n')
    expect(body).toContain(`Booking ID: ${BOOKING.id}`)
    expect(body.slice(-3)).toEqual(['Note from the homeowner (not from the agency):', '  Evenings', '  after 5'])
    expect(rescheduleEmailBody(BOOKING, '')).not.toContain('Note from the homeowner')
  })
})

describe('the link pages', () => {
  const NOW = Date.parse('2026-11-28T12:00:00Z')
  const ahead: HomeownerLinkBooking = {
    status: '',
    appointment: Date.parse('2026-12-01T16:00:00Z'),
    confirmedAt: NaN,
    rescheduleAskedAt: NaN,
  }
  const day = (time: number) => new Date(time).toISOString().slice(0, 10)
  const state = (action: 'confirm' | 'reschedule', booking: Partial<HomeownerLinkBooking>) =>
    homeownerLinkState(action, { ...ahead, ...booking }, NOW, day)
  const confirmed = Date.parse('2026-11-27T12:00:00Z')

  it('offers the button while the appointment is ahead and nothing was answered', () => {
    expect(state('confirm', {})).toBe('')
    expect(state('reschedule', {})).toBe('')
    expect(confirmThanks('Best Doors', BOOKING.appointmentLabel)).toBe(
      'Thank you. Best Doors will see you on Tue Dec 1, 10:00 AM CST.',
    )
  })

  it('says which state holds instead', () => {
    expect(state('confirm', { confirmedAt: confirmed })).toBe('You confirmed on 2026-11-27.')
    expect(state('reschedule', { confirmedAt: confirmed })).toBe('')
    expect(state('confirm', { rescheduleAskedAt: confirmed })).toBe(
      'You asked for another time on 2026-11-27. We will call you.',
    )
    expect(state('reschedule', { rescheduleAskedAt: confirmed })).toBe(
      'You asked for another time on 2026-11-27. We will call you.',
    )
    expect(state('confirm', { appointment: NOW })).toBe('This appointment has passed.')
    expect(state('confirm', { appointment: NaN })).toBe('This link is not valid.')
    for (const status of ['Cancelled', 'canceled', ' Refunded '])
      expect(state('reschedule', { status, confirmedAt: confirmed })).toBe('This appointment was cancelled.')
  })
})

describe('which bookings the homeowner hears about', () => {
  const NOW = Date.parse('2026-11-28T12:00:00Z')
  const choice = { emailHomeowner: true, leadEmail: 'pat@home.example', appointment: NOW + 3600_000 }

  it('never a booking saved without emailHomeowner: an older tool, or an outbox entry from before the upgrade', () => {
    expect(firstHomeownerStatus({ ...choice, emailHomeowner: undefined }, NOW)).toBe('')
    expect(firstHomeownerStatus({ ...choice, emailHomeowner: 'true' }, NOW)).toBe('')
    expect(homeownerEmailDue('', 'Sent', choice.appointment, NOW)).toBe(false)
  })

  it('a booking that asks for it waits for the partner quote, unless it cannot go', () => {
    expect(firstHomeownerStatus(choice, NOW)).toBe("waiting for the partner's quote")
    expect(firstHomeownerStatus({ ...choice, emailHomeowner: false }, NOW)).toBe('not wanted')
    expect(firstHomeownerStatus({ ...choice, leadEmail: 'Pat <pat@home.example>' }, NOW)).toBe('no homeowner email')
    expect(firstHomeownerStatus({ ...choice, leadEmail: '' }, NOW)).toBe('no homeowner email')
    expect(firstHomeownerStatus({ ...choice, appointment: NOW }, NOW)).toBe('no appointment ahead')
    expect(firstHomeownerStatus({ ...choice, appointment: NaN }, NOW)).toBe('no appointment ahead')
  })

  it('is due once the partner quote is Sent or Sent by hand, while the appointment is ahead', () => {
    const waiting = "waiting for the partner's quote"
    expect(homeownerEmailDue(waiting, 'Waiting to send', choice.appointment, NOW)).toBe(false)
    expect(homeownerEmailDue(waiting, 'Sent', choice.appointment, NOW)).toBe(true)
    expect(homeownerEmailDue(waiting, 'sent by hand', choice.appointment, NOW)).toBe(true)
    expect(homeownerEmailDue(waiting, 'Sent', NOW, NOW)).toBe(false)
    for (const status of ['Waiting to send', 'daily email limit reached', 'no agency name'])
      expect(homeownerEmailDue(status, 'Sent', choice.appointment, NOW), status).toBe(true)
    for (const status of ['Sent', 'not wanted', 'no homeowner email', 'Sending since 2026-11-28T11:59:00Z'])
      expect(homeownerEmailDue(status, 'Sent', choice.appointment, NOW), status).toBe(false)
  })

  it('goes only while at least 10 recipients remain today: the quotes come first', () => {
    expect(homeownerQuotaAllows(10)).toBe(true)
    expect(homeownerQuotaAllows(9)).toBe(false)
  })
})
