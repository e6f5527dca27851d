// The quote email the ledger script sends the partner for each booking: the same text as apps-script/ledger.js
// (a test runs both on one table of inputs). Framework-free.
import { defanged, emailText, oneLine } from './email-lines'

/** The booking fields the email uses, all text as the tool sends them ('' or absent when empty). */
export interface QuoteEmailFields {
  id?: string
  setter?: string
  service?: string
  zip?: string
  garageSize?: string
  leadName?: string
  leadPhone?: string
  leadEmail?: string
  leadAddress?: string
  appointmentLabel?: string
  notes?: string
}

/** The email's last line, from the Terms of Service; the refund rule is the refunds core's (its policy.ts). */
const quoteEmailTermsLine = (refundRule: string) =>
  `Charges apply weekly for the quotes delivered the prior week. ${refundRule}`

/** At most this many partner addresses per booking. */
const MAX_PARTNER_ADDRESSES = 5

const EMPTY = '—'
/** A field as the emails show it: on one line, trimmed, any link defanged; or `—` when empty. */
export function shown(value: string | undefined): string {
  const text = typeof value === 'string' ? defanged(oneLine(value)).trim() : ''
  return text === '' ? EMPTY : text
}

/** The heading of the lead's notes, the quote email's last lines. */
const LEAD_NOTES_HEADING = 'Notes from the lead (not from the agency):'

/** `{Service} · {ZIP} · {Appointment Label}`, the service left out when there is none. */
export function quoteSummary(b: Pick<QuoteEmailFields, 'service' | 'zip' | 'appointmentLabel'>): string {
  const service = typeof b.service === 'string' ? oneLine(b.service).trim() : ''
  return `${service ? `${shown(service)} · ` : ''}${shown(b.zip)} · ${shown(b.appointmentLabel)}`
}

/** MailApp refuses a longer subject (`Argument too large: subject`). */
const MAIL_SUBJECT_LIMIT = 250

/** `text`, or its start and `…` within the limit; a character written as two UTF-16 units is never split. */
export function fitMailSubject(text: string): string {
  if (text.length <= MAIL_SUBJECT_LIMIT) return text
  let end = MAIL_SUBJECT_LIMIT - 1
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end--
  return `${text.slice(0, end)}…`
}

/** A new time of a quote that stands billed: the earlier Booking ID, and the agency day it was booked (`Mon Nov 30`). */
export interface NewTimeOf {
  id: string
  bookedOn: string
}

export const quoteEmailSubject = (b: QuoteEmailFields, newTime: NewTimeOf | null = null) =>
  fitMailSubject(`${newTime ? 'New time' : 'New estimate'}: ${quoteSummary(b)}`)

/** The lines a new time's email adds after the booking's: the earlier booking, and why this one is not charged. */
const newTimeLines = (newTime: NewTimeOf) => [
  `New time for Booking ID: ${shown(newTime.id)}`,
  '',
  'This new time is not charged.',
  `Not charged while the quote of ${newTime.bookedOn} stands.`,
]

/**
 * The quote's lines; `linkLines` (the refund and no-show links; a new time's, the no-show link alone) go before the
 * terms line when given, and the lead's notes after it, last. `refundRule` is the terms' refund sentence
 * (refundPolicyText.quoteEmail): bookings rank below refunds, so the caller brings it.
 */
export function quoteEmailBody(
  b: QuoteEmailFields,
  refundRule: string,
  linkLines: readonly string[] | null = null,
  newTime: NewTimeOf | null = null,
): string {
  const lines = [
    `Lead: ${shown(b.leadName)}`,
    `Phone: ${shown(b.leadPhone)}`,
    `Email: ${shown(b.leadEmail)}`,
    `Address: ${shown(b.leadAddress)}`,
    `Appointment: ${shown(b.appointmentLabel)}`,
    `Service: ${shown(b.service)}`,
    `Garage size: ${shown(b.garageSize)}`,
    `Booking ID: ${shown(b.id)}`,
    `Booked by: ${shown(b.setter)}`,
    ...(newTime ? newTimeLines(newTime) : []),
    '',
    ...(linkLines ? [...linkLines, ''] : []),
    quoteEmailTermsLine(refundRule),
  ]
  return emailText(lines, [{ heading: LEAD_NOTES_HEADING, text: b.notes }])
}

const PLAIN_ADDRESS = /^[^\s@<>()[\]\\",;:]+@[^\s@<>()[\]\\",;:]+\.[^\s@<>()[\]\\",;:.]+$/

/** One address with no display name, brackets or spaces: `jo@example.com`. */
export const isPlainAddress = (text: string) => PLAIN_ADDRESS.test(text)

/**
 * A Partner Email cell as recipients: plain addresses separated by commas or semicolons (no display names,
 * no angle brackets, no line breaks), repeats dropped (case ignored), at most five; or why it cannot be used.
 */
export function partnerAddresses(text: string | undefined): { addresses: string[] } | { reason: string } {
  const addresses: string[] = []
  const seen = new Set<string>()
  for (const piece of (typeof text === 'string' ? text : '').split(/[,;]/)) {
    if (piece.trim() === '') continue
    if (/[\r\n]/.test(piece) || !isPlainAddress(piece.trim()))
      return { reason: `not an email address: ${piece.replace(/\s+/g, ' ').trim()}` }
    const address = piece.trim()
    if (seen.has(address.toLowerCase())) continue
    seen.add(address.toLowerCase())
    addresses.push(address)
  }
  if (addresses.length === 0) return { reason: 'no partner email' }
  if (addresses.length > MAX_PARTNER_ADDRESSES) return { reason: 'too many addresses' }
  return { addresses }
}
