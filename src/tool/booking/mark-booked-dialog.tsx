import { useId, useMemo, useState, type FormEvent } from 'react'
import { bookingCopy } from '../../content/booking-copy'
import type { BookingToSend } from '../../ledger/ledger-contract'
import { isLeadPhone, isOptionalEmail, MAX_FIELD_LENGTH } from '../../ledger/lead-fields'
import { readAppointment, zoneAbbreviation } from '../../partner-time/appointment'
import type { LeadContact, LeadField } from '../../sheet/booking-answers'
import type { Company } from '../../sheet/company'
import { partnerName } from '../../sheet/partner-name'
import { setterName } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'
import { ModalDialog } from '../ui/modal-dialog'
import { useBookingLead } from './booking-lead'
import { useLedgerKeyHolder } from './ledger-settings'
import { SetterField } from './setter-field'
import { BookingInput } from './booking-input'
import { useRecordBooking } from './use-record-booking'

type PartnerSide = Pick<BookingToSend, 'partner' | 'service' | 'zip' | 'garageSize' | 'partnerEmail'>

const LEAD_INPUTS: { field: LeadField; booking: keyof typeof bookingCopy.leadFields; type: string }[] = [
  { field: 'name', booking: 'leadName', type: 'text' },
  { field: 'phone', booking: 'leadPhone', type: 'tel' },
  { field: 'email', booking: 'leadEmail', type: 'email' },
  { field: 'address', booking: 'leadAddress', type: 'text' },
]

type Problems = Partial<Record<LeadField | 'appointment' | 'setter', string>>

/** Each rule of the dialog, in the order the fields are shown. */
function problemsOf(lead: LeadContact, appointment: ReturnType<typeof readAppointment>, setter: string): Problems {
  const { leadProblems, appointmentProblems } = bookingCopy
  const problems: Problems = {}
  if (!lead.name.trim()) problems.name = leadProblems.leadName
  if (!isLeadPhone(lead.phone)) problems.phone = leadProblems.leadPhone
  if (!isOptionalEmail(lead.email)) problems.email = leadProblems.leadEmail
  if (!lead.address.trim()) problems.address = leadProblems.leadAddress
  if (!appointment.ok) problems.appointment = appointmentProblems[appointment.problem]
  if (!setter) problems.setter = bookingCopy.yourNameMissing
  return problems
}

interface MarkBookedDialogProps {
  company: Company
  booking: PartnerSide
  /** `Quote goes to …`, or why the quote will not be emailed: the script's rule over the loaded sheet. */
  quoteLine: string
  warning: string | null
  onClose: () => void
}

export function MarkBookedDialog({ company, booking, quoteLine, warning, onClose }: MarkBookedDialogProps) {
  const idPrefix = useId()
  const idOf = (field: string) => `${idPrefix}-${field}`
  const { contact, onContactChange, timeZone, queueLead } = useBookingLead()
  const savedName = usePersistedValue(setterName)
  const [name, setName] = useState(savedName)
  const keyHolder = useLedgerKeyHolder()
  const [appointmentValue, setAppointmentValue] = useState('')
  const [problems, setProblems] = useState<Problems>({})
  const recording = useRecordBooking(onClose, queueLead)

  function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A setter's key books under the Setters tab's name, whatever the request says.
    const setter = keyHolder?.role === 'setter' ? keyHolder.setter : name.trim()
    const appointment = readAppointment(appointmentValue, timeZone, new Date())
    const found = problemsOf(contact, appointment, setter)
    setProblems(found)
    if (!appointment.ok || Object.keys(found).length > 0) {
      recording.reset()
      const first = Object.keys(found)[0]
      if (first) document.getElementById(idOf(first))?.focus()
      return
    }
    recording.mutate({
      ...booking,
      id: crypto.randomUUID(),
      bookedAt: new Date().toISOString(),
      setter,
      leadName: contact.name.trim(),
      leadPhone: contact.phone.trim(),
      leadEmail: contact.email.trim(),
      leadAddress: contact.address.trim(),
      notes: contact.notes.trim(),
      appointment: appointment.iso,
      appointmentLabel: appointment.label,
    })
  }

  const zoneNote = useMemo(() => {
    if (!timeZone) return null
    const reading = readAppointment(appointmentValue, timeZone, new Date(0))
    const instant = reading.ok ? new Date(reading.iso) : new Date()
    return bookingCopy.appointmentZone(zoneAbbreviation(instant, timeZone))
  }, [appointmentValue, timeZone])

  const inputProps = (field: keyof Problems) => ({ id: idOf(field), problem: problems[field] })

  const shown = (value: string) => value || bookingCopy.none
  const { fields } = bookingCopy
  return (
    <ModalDialog
      className="confirm-dialog mark-booked-dialog"
      title={bookingCopy.dialogTitle(partnerName(company))}
      onClose={onClose}
    >
      <form method="dialog" onSubmit={record} noValidate>
        <p>{bookingCopy.dialogIntro}</p>
        <dl className="booking-fields">
          {(
            [
              [fields.partner, booking.partner],
              [fields.service, booking.service],
              [fields.zip, booking.zip],
              [fields.garageSize, booking.garageSize],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{shown(value)}</dd>
            </div>
          ))}
        </dl>
        <p className="quote-goes-to">{quoteLine}</p>
        {company.status_badge === 'PAUSED' ? <p className="booking-warning">{bookingCopy.pausedWarning}</p> : null}
        {warning ? <p className="booking-warning">{warning}</p> : null}
        <div className="booking-lead-fields">
          {LEAD_INPUTS.map(({ field, booking: label, type }) => (
            <BookingInput
              key={field}
              {...inputProps(field)}
              label={bookingCopy.leadFields[label]}
              type={type}
              value={contact[field]}
              onChange={(value) => onContactChange({ ...contact, [field]: value })}
            />
          ))}
          <BookingInput
            {...inputProps('appointment')}
            label={bookingCopy.appointment}
            type="datetime-local"
            hint={zoneNote}
            value={appointmentValue}
            onChange={setAppointmentValue}
          />
          <div className="booking-field">
            <label htmlFor={idOf('notes')}>{bookingCopy.leadFields.notes}</label>
            <textarea
              id={idOf('notes')}
              rows={2}
              maxLength={MAX_FIELD_LENGTH}
              value={contact.notes}
              onChange={(event) => onContactChange({ ...contact, notes: event.target.value })}
            />
          </div>
          <SetterField holder={keyHolder} {...inputProps('setter')} value={name} onChange={setName} />
        </div>
        <p className="field-hint">{bookingCopy.leadKeptNote}</p>
        {recording.isError ? (
          <p className="form-message error" role="alert">
            {bookingCopy.notRecorded}
          </p>
        ) : null}
        <div className="confirm-actions">
          <button type="submit" className="button button-primary" disabled={recording.isPending}>
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
