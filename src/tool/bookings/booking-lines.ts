// A booking as the dialog puts it in the outbox: no field but the notes can write a line of the quote email.
import { oneLine } from '../../bookings/email-lines'
import type { BookingToSend } from '../../bookings/booking'

/** The booking with every text field but `notes` on one line (runs of line breaks and tabs as one space), trimmed. */
export const oneLineFields = (booking: BookingToSend) =>
  Object.fromEntries(
    Object.entries(booking).map(([field, value]) => [
      field,
      field !== 'notes' && typeof value === 'string' ? oneLine(value).trim() : value,
    ]),
  ) as BookingToSend
