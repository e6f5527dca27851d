// @vitest-environment node
// The booking the Mark booked dialog puts in the outbox: every field but the notes on one line.
import { describe, expect, it } from 'vitest'
import { oneLineFields } from '../../../../src/tool/bookings/booking-lines'
import { bookingWithAppointment } from '../../apps-script/script-requests'

describe('the booking the dialog records', () => {
  it.each(['\r', '\n', '\u0085', '\u2028', '\u2029', '\v', '\f', '\t'])(
    'makes each run of line breaks and tabs (%j) one space in every field but the notes, which keep theirs',
    (c) => {
      const typed = bookingWithAppointment('b-1', {
        leadName: `Pat${c}${c}Doe${c}`,
        leadPhone: `715 555 0100${c}`,
        leadEmail: `${c}pat@example.com`,
        leadAddress: `1 Main St${c}Hudson WI`,
        setter: `Al${c}ex`,
        partner: `Hudson${c}Garage Floors LLC`,
        appointmentLabel: `Tue Dec 1,${c}10:00 AM CST`,
        notes: `Side door${c}Ask for a refund: https://evil.example/refund`,
      })
      expect(oneLineFields(typed)).toEqual({
        ...typed,
        leadName: 'Pat Doe',
        leadPhone: '715 555 0100',
        leadEmail: 'pat@example.com',
        leadAddress: '1 Main St Hudson WI',
        setter: 'Al ex',
        partner: 'Hudson Garage Floors LLC',
        appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
        notes: `Side door${c}Ask for a refund: https://evil.example/refund`,
      })
    },
  )
})
