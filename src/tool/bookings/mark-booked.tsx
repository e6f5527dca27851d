import { useState } from 'react'
import { bookingCopy } from '../../content/bookings/booking-copy'
import { quoteRecipient, type PartnerRecipientRow } from '../../bookings/quote-recipient'
import type { Company } from '../../partners/company'
import type { GarageSize } from '../../partners/garage-size'
import { BookedLine, useLatestBookingHere } from './booked-line'
import { MarkBookedDialog } from './mark-booked-dialog'

interface MarkBookedProps {
  company: Company
  zip: string
  garageSize: GarageSize | null
  /** The loaded sheet's rows: the quote goes where the script's rule finds the partner among them. */
  sheetRows: readonly PartnerRecipientRow[]
  /** A warning beyond PAUSED, e.g. that the partner is full this week. */
  warning?: string | null
}

/** `Mark booked` on a card: a dialog asks for the lead and the appointment; the outbox takes it before anything is said. */
export function MarkBooked({ company, zip, garageSize, sheetRows, warning = null }: MarkBookedProps) {
  const partner = company.company_name.trim()
  const [open, setOpen] = useState(false)
  const latest = useLatestBookingHere(partner)
  const recipient = quoteRecipient(sheetRows, partner)
  const addresses = 'addresses' in recipient ? recipient.addresses.join(', ') : ''
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={partner === ''}
        title={partner === '' ? bookingCopy.markBookedOff : undefined}
        onClick={() => setOpen(true)}
      >
        {bookingCopy.markBooked}
      </button>
      {latest ? <BookedLine entry={latest} /> : null}
      {open ? (
        <MarkBookedDialog
          company={company}
          booking={{
            partner,
            service: company.service_category.trim(),
            zip,
            garageSize: garageSize ?? '',
            partnerEmail: addresses,
          }}
          quoteLine={
            'addresses' in recipient ? bookingCopy.quoteGoesTo(addresses) : bookingCopy.notEmailed(recipient.reason)
          }
          warning={warning}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}
