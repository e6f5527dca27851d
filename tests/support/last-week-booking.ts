// A quote the refund specs book: emailed Tue Jan 5 2027 (last week for the page's clock), its appointment Fri Jan 8.
import type { BookingToSend } from '../../src/bookings/booking'

export const LAST_WEEK_EMAILED = Date.parse('2027-01-05T16:00:00.000Z')
export const LAST_WEEK_APPOINTMENT = '2027-01-08T10:00:00-06:00'
export const LAST_WEEK_APPOINTMENT_LABEL = 'Fri Jan 8, 10:00 AM CST'

export const lastWeekBooking = (id: string, partner: string): BookingToSend => ({
  id,
  bookedAt: new Date(LAST_WEEK_EMAILED).toISOString(),
  setter: 'Alex',
  partner,
  service: 'Concrete Coatings',
  zip: '54016',
  garageSize: '2-car',
  leadName: 'Pat Doe',
  leadPhone: '715 555 0100',
  appointment: LAST_WEEK_APPOINTMENT,
  appointmentLabel: LAST_WEEK_APPOINTMENT_LABEL,
})
