// Given by the Search tab to every card's Mark booked dialog, which edits the Lead details (memory only) in place.
import { createContext, useContext, useMemo } from 'react'
import { EMPTY_LEAD, type LeadContact } from '../../leads/lead'

/** The lead Next lead claimed: Mark booked records `Booked` for it, with the booking's id. */
export interface QueueLeadToBook {
  leadId: string
  /** A rebook row's `New time for the quote booked {Day Mon D}.`; absent for any other lead. */
  rebookLine?: string
  /** The lead's zone by its ZIP, sent with the outcome; absent: the agency's. */
  timeZone?: string
  /** `null`: the booking is in the outbox, but its `Booked` outcome could not be kept. */
  onBooked: (attemptId: string | null, bookingId: string) => void
}

export interface BookingLead {
  contact: LeadContact
  onContactChange: (contact: LeadContact) => void
  /** The lead's IANA time zone; null while no ZIP in the US list is searched. */
  timeZone: string | null
  queueLead: QueueLeadToBook | null
}

const NO_LEAD: BookingLead = { contact: EMPTY_LEAD, onContactChange: () => undefined, timeZone: null, queueLead: null }

export const BookingLeadContext = createContext<BookingLead>(NO_LEAD)

export const useBookingLead = () => useContext(BookingLeadContext)

/** The value the Search tab gives, one object per change of the lead or its zone. */
export const useBookingLeadValue = (
  contact: LeadContact,
  onContactChange: (contact: LeadContact) => void,
  timeZone: string | null,
  queueLead: QueueLeadToBook | null = null,
): BookingLead =>
  useMemo(() => ({ contact, onContactChange, timeZone, queueLead }), [contact, onContactChange, timeZone, queueLead])
