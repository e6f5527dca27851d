import { useId, useState, type FormEvent } from 'react'
import { bookingCopy } from '../../content/bookings/booking-copy'
import { oneLine } from '../../bookings/email-lines'
import type { BookingToSend } from '../../bookings/booking'
import { readAppointment, zoneAtEntered } from '../../partner-time/appointment'
import type { LeadField } from '../../leads/lead'
import type { Company } from '../../partners/company'
import { partnerName } from '../../partners/partner-name'
import { setterName } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'
import { ModalDialog } from '../ui/modal-dialog'
import { useBookingLead } from './booking-lead'
import { useLedgerKeyHolder } from '../ledger-link/ledger-settings'
import { SetterField } from './setter-field'
import { BookingInput } from './booking-input'
import { useLedgerEmailsHomeowners, useRecordBooking } from './api'
import { HomeownerEmailChoice } from './homeowner-email-choice'
import { oneLineFields } from './booking-lines'
import { bookingProblems, DIALOG_ORDER, type BookingProblems, type DialogField } from './booking-problems'

type PartnerSide = Pick<BookingToSend, 'partner' | 'service' | 'zip' | 'garageSize' | 'partnerEmail'>

const LEAD_INPUTS: { field: LeadField; booking: keyof typeof bookingCopy.leadFields; type: string }[] = [
  { field: 'name', booking: 'leadName', type: 'text' },
  { field: 'phone', booking: 'leadPhone', type: 'tel' },
  { field: 'email', booking: 'leadEmail', type: 'email' },
  { field: 'address', booking: 'leadAddress', type: 'text' },
]

const NO_PROBLEMS: BookingProblems = { byField: {}, others: [] }

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
  const [problems, setProblems] = useState(NO_PROBLEMS)
  const recording = useRecordBooking(onClose, queueLead)
  const [dontEmail, setDontEmail] = useState(false)
  const homeownerEmail = contact.email.trim()
  const emailsHomeowner = useLedgerEmailsHomeowners(homeownerEmail)

  function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A setter's key books under the Setters tab's name, whatever the request says.
    const setter = keyHolder?.role === 'setter' ? keyHolder.setter : name.trim()
    const appointment = readAppointment(appointmentValue, timeZone, new Date())
    const toSend: BookingToSend = oneLineFields({
      ...booking,
      id: crypto.randomUUID(),
      bookedAt: new Date().toISOString(),
      setter,
      leadName: contact.name.trim(),
      leadPhone: contact.phone.trim(),
      leadEmail: contact.email.trim(),
      leadAddress: contact.address.trim(),
      notes: contact.notes.trim(),
      ...(appointment.ok ? { appointment: appointment.iso, appointmentLabel: appointment.label } : {}),
      // The claimed lead's ID lets the ledger hold a second booking of one homeowner with this partner.
      ...(queueLead ? { leadId: queueLead.leadId } : {}),
      ...(timeZone ? { timeZone } : {}),
      // Only what the dialog said: without its line the ledger emails no homeowner.
      ...(emailsHomeowner ? { emailHomeowner: !dontEmail } : {}),
    })
    const found = bookingProblems(contact, appointment, toSend, keyHolder?.role !== 'setter')
    setProblems(found)
    if (!appointment.ok || Object.keys(found.byField).length > 0 || found.others.length > 0) {
      recording.reset()
      const first = DIALOG_ORDER.find((field) => found.byField[field])
      if (first) document.getElementById(idOf(first))?.focus()
      return
    }
    recording.mutate(toSend)
  }

  const zoneNote = timeZone ? bookingCopy.appointmentZone(zoneAtEntered(appointmentValue, timeZone, new Date())) : null

  const inputProps = (field: DialogField) => ({ id: idOf(field), problem: problems.byField[field] })

  const shown = (value: string) => value || bookingCopy.none
  const { fields } = bookingCopy
  return (
    <ModalDialog
      className="confirm-dialog mark-booked-dialog"
      title={bookingCopy.dialogTitle(partnerName(company))}
      onClose={onClose}
    >
      <form method="dialog" onSubmit={record} noValidate>
        {queueLead?.rebookLine ? <p className="rebook-line">{queueLead.rebookLine}</p> : null}
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
              value={oneLine(contact[field])}
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
          <BookingInput
            {...inputProps('notes')}
            label={bookingCopy.leadFields.notes}
            type="text"
            multiline
            value={contact.notes}
            onChange={(notes) => onContactChange({ ...contact, notes })}
          />
          {emailsHomeowner ? (
            <HomeownerEmailChoice
              id={idOf('homeowner')}
              email={homeownerEmail}
              dontEmail={dontEmail}
              onChange={setDontEmail}
            />
          ) : null}
          <SetterField holder={keyHolder} {...inputProps('setter')} value={name} onChange={setName} />
        </div>
        <p className="field-hint">{bookingCopy.leadKeptNote}</p>
        {problems.others.length > 0 ? (
          <p className="form-message error" role="alert">
            {problems.others.join(' ')}
          </p>
        ) : null}
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
