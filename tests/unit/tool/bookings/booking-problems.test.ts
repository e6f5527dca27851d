// @vitest-environment node
// What Mark booked says before it records anything: the lead's rules, and the ledger's 500-character limit on every
// field the booking sends, in the dialog's own words.
import { describe, expect, it } from 'vitest'
import { readAppointment } from '../../../../src/partner-time/appointment'
import type { LeadContact } from '../../../../src/leads/lead'
import { bookingProblems } from '../../../../src/tool/bookings/booking-problems'
import { booking } from '../../apps-script/script-requests'

const NOW = new Date('2026-11-20T15:00:00Z')
const appointment = readAppointment('2026-12-01T10:00', 'America/Chicago', NOW)
const lead: LeadContact = {
  name: 'Pat Doe',
  phone: '715 555 0100',
  email: '',
  address: '12 Main St, Hudson, WI 54016',
  notes: '',
}
const toSend = (extra: Parameters<typeof booking>[1] = {}) => booking('b-1', extra, { withAppointment: true })

describe('the Mark booked dialog’s check', () => {
  it('passes a booking the ledger takes', () => {
    expect(bookingProblems(lead, appointment, toSend(), true)).toEqual({ byField: {}, others: [] })
  })

  it('says a field the setter can mend is too long under that field, in its words', () => {
    const notes = 'n'.repeat(612)
    expect(bookingProblems({ ...lead, notes }, appointment, toSend({ notes }), true)).toEqual({
      byField: { notes: 'Notes: at most 500 characters (now 612).' },
      others: [],
    })
    const phone = '7'.repeat(501)
    expect(bookingProblems({ ...lead, phone }, appointment, toSend({ leadPhone: phone }), true).byField).toEqual({
      phone: 'Lead phone: at most 500 characters (now 501).',
    })
  })

  it('says a field the sheet or the key filled is too long apart, since the dialog cannot edit it', () => {
    const problems = bookingProblems(
      lead,
      appointment,
      toSend({ partner: 'P'.repeat(520), partnerEmail: 'e'.repeat(700), setter: 'S'.repeat(501) }),
      false,
    )
    expect(problems).toEqual({
      byField: {},
      others: [
        'Your name: at most 500 characters (now 501).',
        'Partner: at most 500 characters (now 520).',
        'Partner email: at most 500 characters (now 700).',
      ],
    })
    expect(bookingProblems(lead, appointment, toSend({ setter: 'S'.repeat(501) }), true).byField).toEqual({
      setter: 'Your name: at most 500 characters (now 501).',
    })
  })

  it('keeps the lead’s own rules', () => {
    const problems = bookingProblems({ ...lead, name: ' ', address: '' }, appointment, toSend({ setter: '' }), true)
    expect(problems.byField).toEqual({
      name: "Enter the lead's name.",
      address: 'Enter the street address of the estimate.',
      setter: 'Enter your name: the owner sees who booked it.',
    })
  })
})
