// Every rule Mark booked holds a booking to before it enters the outbox, said in the dialog's own words.
import { bookingCopy } from '../../content/bookings/booking-copy'
import type { BookingToSend } from '../../bookings/booking'
import { fieldsTooLong, isLeadPhone, isOptionalEmail } from '../../bookings/lead-fields'
import type { AppointmentReading } from '../../partner-time/appointment'
import type { LeadContact, LeadField } from '../../leads/lead'

export type DialogField = LeadField | 'appointment' | 'setter'

export interface BookingProblems {
  byField: Partial<Record<DialogField, string>>
  /** Fields the sheet or the tool filled, which the dialog cannot edit. */
  others: string[]
}

const DIALOG_FIELD: Partial<Record<keyof BookingToSend, DialogField>> = {
  leadName: 'name',
  leadPhone: 'phone',
  leadEmail: 'email',
  leadAddress: 'address',
  notes: 'notes',
  appointmentLabel: 'appointment',
}

/** `setterTyped`: Your name is a field of the dialog (a setter's key names its setter instead). */
export function bookingProblems(
  lead: LeadContact,
  appointment: AppointmentReading,
  toSend: BookingToSend,
  setterTyped: boolean,
): BookingProblems {
  const { leadProblems, appointmentProblems } = bookingCopy
  const byField: BookingProblems['byField'] = {}
  const others: string[] = []
  for (const { field, length } of fieldsTooLong(toSend)) {
    const text = bookingCopy.tooLong(bookingCopy.fieldNames[field], length)
    const shownIn = field === 'setter' && setterTyped ? 'setter' : DIALOG_FIELD[field]
    if (shownIn) byField[shownIn] ??= text
    else others.push(text)
  }
  if (!lead.name.trim()) byField.name = leadProblems.leadName
  if (!isLeadPhone(lead.phone)) byField.phone ??= leadProblems.leadPhone
  if (!isOptionalEmail(lead.email)) byField.email ??= leadProblems.leadEmail
  if (!lead.address.trim()) byField.address = leadProblems.leadAddress
  if (!appointment.ok) byField.appointment = appointmentProblems[appointment.problem]
  if (!toSend.setter) byField.setter = bookingCopy.yourNameMissing
  return { byField, others }
}

/** The dialog's fields in the order it shows them: the first with a problem takes the focus. */
export const DIALOG_ORDER: readonly DialogField[] = [
  'name',
  'phone',
  'email',
  'address',
  'appointment',
  'notes',
  'setter',
]
