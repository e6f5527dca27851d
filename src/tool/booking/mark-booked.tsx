import { useId, useMemo, useState, type FormEvent } from 'react'
import { bookingCopy } from '../../content/booking-copy'
import { ModalDialog } from '../ui/modal-dialog'
import { setterClockTime } from '../../intl-format'
import type { BookingToSend } from '../../ledger/ledger-contract'
import { partnerKey } from '../../ledger/partner-bookings'
import type { LeadContact } from '../../sheet/booking-answers'
import type { Company } from '../../sheet/company'
import type { GarageSize } from '../../sheet/garage-size'
import { setterName } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'
import { partnerName } from '../../sheet/partner-name'
import { useExternalStore } from '../../use-external-store'
import { recordBooking } from './booking-outbox'
import { flushOutbox, outboxView } from './outbox-sender'

const PAGE_OPENED_AT = Date.now()

/** When this partner was last booked from this page, if it was. */
function useBookedSincePageOpened(partner: string): number | null {
  const { entries } = useExternalStore(outboxView)
  return useMemo(() => {
    const key = partnerKey(partner)
    let latest: number | null = null
    for (const entry of entries)
      if (entry.recordedAt >= PAGE_OPENED_AT && partnerKey(entry.booking.partner) === key)
        latest = Math.max(latest ?? 0, entry.recordedAt)
    return latest
  }, [entries, partner])
}

interface MarkBookedProps {
  company: Company
  zip: string
  garageSize: GarageSize | null
  lead: LeadContact
  /** A warning beyond PAUSED, e.g. that the partner is full this week. */
  warning?: string | null
}

/** `Mark booked` on a card: a dialog shows what will be recorded, and the outbox takes it before anything is said. */
export function MarkBooked({ company, zip, garageSize, lead, warning = null }: MarkBookedProps) {
  const partner = company.company_name.trim()
  const [open, setOpen] = useState(false)
  const bookedAt = useBookedSincePageOpened(partner)
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
      {bookedAt !== null ? <span className="booked-at">{bookingCopy.bookedAt(setterClockTime(bookedAt))}</span> : null}
      {open ? (
        <MarkBookedDialog
          company={company}
          booking={{
            partner,
            service: company.service_category.trim(),
            zip,
            garageSize: garageSize ?? '',
            leadName: lead.name.trim(),
            leadPhone: lead.phone.trim(),
          }}
          warning={warning}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}

type BookingDraft = Omit<BookingToSend, 'id' | 'bookedAt' | 'setter'>

interface MarkBookedDialogProps {
  company: Company
  booking: BookingDraft
  warning: string | null
  onClose: () => void
}

function MarkBookedDialog({ company, booking, warning, onClose }: MarkBookedDialogProps) {
  const nameId = useId()
  const savedName = usePersistedValue(setterName)
  const [name, setName] = useState(savedName)
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const setter = name.trim()
    if (!setter) return setProblem(bookingCopy.yourNameMissing)
    setSaving(true)
    try {
      await recordBooking({ ...booking, id: crypto.randomUUID(), bookedAt: new Date().toISOString(), setter })
    } catch {
      setSaving(false)
      return setProblem(bookingCopy.notRecorded)
    }
    void setterName.save(setter)
    void flushOutbox()
    onClose()
  }

  const shown = (value: string) => value || bookingCopy.none
  const { fields } = bookingCopy
  return (
    <ModalDialog
      className="confirm-dialog mark-booked-dialog"
      title={bookingCopy.dialogTitle(partnerName(company))}
      onClose={onClose}
    >
      <form method="dialog" onSubmit={(event) => void record(event)} noValidate>
        <p>{bookingCopy.dialogIntro}</p>
        <dl className="booking-fields">
          {(
            [
              [fields.partner, booking.partner],
              [fields.service, booking.service],
              [fields.zip, booking.zip],
              [fields.garageSize, booking.garageSize],
              [fields.leadName, booking.leadName],
              [fields.leadPhone, booking.leadPhone],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{shown(value)}</dd>
            </div>
          ))}
        </dl>
        {company.status_badge === 'PAUSED' ? <p className="booking-warning">{bookingCopy.pausedWarning}</p> : null}
        {warning ? <p className="booking-warning">{warning}</p> : null}
        <label htmlFor={nameId}>{bookingCopy.yourName}</label>
        <input
          id={nameId}
          type="text"
          autoComplete="name"
          required
          value={name}
          aria-invalid={problem === bookingCopy.yourNameMissing}
          onChange={(event) => setName(event.target.value)}
        />
        {problem ? (
          <p className="form-message error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="confirm-actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {bookingCopy.record}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {bookingCopy.cancel}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
