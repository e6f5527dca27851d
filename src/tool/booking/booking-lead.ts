// The lead Mark booked records: the Lead details (memory only), which the dialog edits in place, and the time
// zone of the searched ZIP, in which the appointment is read. Given by the Search tab, read by every card's dialog.
import { createContext, useContext, useMemo } from 'react'
import { EMPTY_LEAD, type LeadContact } from '../../sheet/booking-answers'

export interface BookingLead {
  contact: LeadContact
  onContactChange: (contact: LeadContact) => void
  /** The lead's IANA time zone; null while no ZIP in the US list is searched. */
  timeZone: string | null
}

const NO_LEAD: BookingLead = { contact: EMPTY_LEAD, onContactChange: () => undefined, timeZone: null }

export const BookingLeadContext = createContext<BookingLead>(NO_LEAD)

export const useBookingLead = () => useContext(BookingLeadContext)

/** The value the Search tab gives, one object per change of the lead or its zone. */
export const useBookingLeadValue = (
  contact: LeadContact,
  onContactChange: (contact: LeadContact) => void,
  timeZone: string | null,
): BookingLead => useMemo(() => ({ contact, onContactChange, timeZone }), [contact, onContactChange, timeZone])
