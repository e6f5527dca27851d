// Sending quotes: each email claimed under the lock just before it goes (its row marked `Sending since …`), sent
// outside the lock, its fate written before the next; `deliver` sends again what the owner asks.
import { MAX_FIELD_LENGTH } from '../../../src/bookings/lead-fields'
import { quoteEmailBody, quoteEmailSubject, type NewTimeOf } from '../../../src/bookings/quote-email'
import { refundPolicyText } from '../../../src/refunds/policy'
import { cellText } from '../../../src/sheet-cell'
import {
  BOOKING_FIELDS,
  openLedger,
  type BookingField,
  readRowOf,
  writeToRow,
  type BookingItem,
  type BookingValues,
  type Ledger,
} from './bookings-tab'
import { MAY_HAVE_BEEN_SENT } from '../../../src/bookings/booking'
import {
  DAILY_LIMIT,
  isPassingFault,
  lastTryText,
  SENDING_MARK,
  statusKind,
  storedOutcome,
  WAITING,
} from './email-status'
import { newTimeOf } from './new-times'
import { quoteEmailLinks } from './quote-links'
import { partnerSheet, recipientFor, type PartnerSheet } from '../partners/partner-sheet'
import { isoNow, withLock } from '../platform/script-lock'
import { scriptProperty } from '../platform/script-properties'
import type { Spreadsheet } from '../platform/tabs'

/** An execution lives at most 6 minutes: a request claims no email after this, so the last one has time to go. */
const CLAIM_WINDOW_MS = 4 * 60 * 1000
const MAX_IDS_PER_REQUEST = 200

export interface Mail {
  to: string
  subject: string
  body: string
  /** Else REPLY_TO. */
  replyTo?: string
  attachments?: GoogleAppsScript.Base.BlobSource[]
}

/** A booking to send, and the fate answered for it when it is not reached. */
export interface QueuedEmail extends BookingItem {
  before: string
}

/** Whether a row may be claimed, by its Email Status and its Status (the owner's). */
export type Claimable = (emailStatus: string, status: string) => boolean

/** A claimed row's cell by field, as read just before its claim. */
export type CellOf = (field: BookingField) => unknown

/** The reason a claimable row is no longer to be sent, written as its Email Status; '' to send it. */
type GivenUp = (cellOf: CellOf) => string

/** Fates by `:{id}`: `Sent`, or the reason it was not. */
export type Fates = Record<string, string>

interface Pending {
  item: BookingItem
  mail: Mail
  status: string
  at: string
}

/**
 * Sends the queued bookings' quotes, one at a time: under the lock, writes the last one's fate, then claims the
 * next whose Email Status `claimable` accepts, releases the lock and sends. Claims nothing after CLAIM_WINDOW_MS.
 */
export function sendQueue(
  ledger: Ledger,
  queue: readonly QueuedEmail[],
  partners: PartnerSheet | null,
  started: number,
  claimable: Claimable,
  givenUp: GivenUp = () => '',
): Fates {
  const outcomes: Fates = {}
  let pending: Pending | null = null
  let next = 0
  for (;;) {
    const turn = withLock(() => {
      if (pending) writeFate(ledger, pending)
      pending = null
      while (next < queue.length && Date.now() - started <= CLAIM_WINDOW_MS) {
        const item = queue[next++]!
        const claimed = claimEmail(ledger, item, partners, claimable, givenUp)
        if ('mail' in claimed) return claimed
        outcomes[`:${item.id}`] = claimed.outcome
      }
      return null
    })
    if (turn === null && pending) {
      // The lock was not obtained: the row is marked as this request's, so its fate is written anyway; the rest wait.
      writeFate(ledger, pending)
      pending = null
    }
    if (!turn) break
    const status = send(turn.mail)
    pending = { item: turn.item, mail: turn.mail, status, at: isoNow() }
    outcomes[`:${turn.item.id}`] = status
  }
  for (const item of queue.slice(next)) outcomes[`:${item.id}`] = item.before
  return outcomes
}

/** Inside the lock: the mail when the row is claimed, else its fate (written when new). */
function claimEmail(
  ledger: Ledger,
  item: BookingItem,
  partners: PartnerSheet | null,
  claimable: Claimable,
  givenUp: GivenUp,
): { mail: Mail; item: BookingItem } | { outcome: string } {
  const cells = readRowOf(ledger, item)
  if (!cells) return { outcome: 'not in the ledger' }
  const c = ledger.columns
  const status = cellText(cells[c.emailStatus - 1]).trim()
  if (!claimable(status, cellText(cells[c.status - 1]).trim())) return { outcome: storedOutcome(status) }
  const finalReason = givenUp((field) => cells[c[field] - 1])
  if (finalReason !== '')
    return writeToRow(ledger, item, { emailStatus: finalReason })
      ? { outcome: finalReason }
      : { outcome: 'not in the ledger' }
  const fields: BookingValues = {}
  for (const field of BOOKING_FIELDS) fields[field] = cellText(cells[c[field] - 1]).trim()
  const recipient = partners ? recipientFor(partners, fields.partner ?? '') : { reason: 'not sent' }
  const values: BookingValues = {}
  const address = 'addresses' in recipient ? recipient.addresses.join(', ') : ''
  if (cellText(cells[c.partnerEmail - 1]).trim() !== address) values.partnerEmail = address
  const blocked = 'addresses' in recipient ? quotaProblem(recipient.addresses.length) : recipient.reason
  if (isPassingFault(blocked)) {
    // Kept waiting, so that the sweeper or the owner's deliver sends it once the partner sheet reads again.
    values.lastTry = lastTryText(blocked, isoNow())
    if (statusKind(status) !== 'waiting') values.emailStatus = WAITING
    return writeToRow(ledger, item, values) ? { outcome: blocked } : { outcome: 'not in the ledger' }
  }
  if (!(blocked && blocked === status)) values.emailStatus = blocked || SENDING_MARK + isoNow()
  if (!writeToRow(ledger, item, values)) return { outcome: 'not in the ledger' }
  if (blocked || !('addresses' in recipient)) return { outcome: blocked }
  const newTime = newTimeOf(ledger, ledger.byId, cellText(cells[c.rebookOf - 1]).trim(), fields.partner ?? '')
  return { item, mail: mailOf(fields, recipient.addresses, newTime) }
}

/** '' when the day's quota covers these recipients, else why the email cannot go now. */
export function quotaProblem(recipients: number): string {
  try {
    return MailApp.getRemainingDailyQuota() < recipients ? DAILY_LIMIT : ''
  } catch (error) {
    return couldNotSend(error)
  }
}

/** Writes a sent email's fate into its row: `Sent` with Emailed To and At, or the reason alone. */
function writeFate(ledger: Ledger, pending: Pending) {
  const values: BookingValues = { emailStatus: pending.status }
  if (pending.status === 'Sent') {
    values.emailedTo = pending.mail.to
    values.emailedAt = pending.at
  }
  writeToRow(ledger, pending.item, values)
}

/** Sends one email and answers `Sent` or the reason it was not sent. Outside the lock. */
export function send(mail: Mail): string {
  try {
    const message: GoogleAppsScript.Mail.MailAdvancedParameters = {
      to: mail.to,
      subject: mail.subject,
      body: mail.body,
    }
    const replyTo = mail.replyTo ?? scriptProperty('REPLY_TO')
    const name = scriptProperty('AGENCY_NAME')
    if (replyTo) message.replyTo = replyTo
    if (name) message.name = name
    if (mail.attachments) message.attachments = mail.attachments
    MailApp.sendEmail(message)
    return 'Sent'
  } catch (error) {
    // Google documents one MailApp error, the daily quota's; after any other Gmail may have taken the message.
    return /too many times for one day: email/i.test(messageOf(error)) ? DAILY_LIMIT : MAY_HAVE_BEEN_SENT
  }
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message
  return (message ? String(message) : String(error)).replace(/\s+/g, ' ').trim()
}

/** The quota could not be read (a permission left unticked): nothing was sent. */
export const couldNotSend = (error: unknown) => `could not send: ${messageOf(error)}`.slice(0, MAX_FIELD_LENGTH)

/** The quote email; a new time's carries the no-show link alone, since it is not charged and so not refunded. */
function mailOf(fields: BookingValues, addresses: readonly string[], newTime: NewTimeOf | null): Mail {
  const links = quoteEmailLinks(fields.id ?? '', Date.now())
  const noShowLine = links ? [links[1]] : null
  const linkLines = newTime ? noShowLine : links
  return {
    to: addresses.join(', '),
    subject: quoteEmailSubject(fields, newTime),
    body: quoteEmailBody(fields, refundPolicyText.quoteEmail, linkLines, newTime),
  }
}

/** An answer's `emailed` and `notEmailed`, from each booking's fate; `held` too when one is held. */
export function reportFates(order: readonly string[], fateOf: (id: string) => string) {
  const emailed: string[] = []
  const notEmailed: { id: string; reason: string }[] = []
  const held: { id: string; reason: string }[] = []
  for (const id of order) {
    const status = fateOf(id)
    if (status === 'Sent') emailed.push(id)
    else if (statusKind(status) === 'held') held.push({ id, reason: status })
    else notEmailed.push({ id, reason: status })
  }
  // Absent when none, so that an answer without held bookings reads as an older script's.
  return held.length > 0 ? { emailed, notEmailed, held } : { emailed, notEmailed }
}

export function deliver(spreadsheet: Spreadsheet, ids: unknown, resend: boolean, started: number) {
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_IDS_PER_REQUEST)
    return { ok: false, error: 'bad-request' }
  if (ids.some((id) => typeof id !== 'string')) return { ok: false, error: 'bad-request' }
  // Never a held quote: only the owner's `release` sends one.
  const claimable = (status: string) => {
    const kind = statusKind(status)
    return kind === 'waiting' || kind === 'other' || (kind === 'stale' && resend)
  }
  // Read and decide inside the lock; each email is claimed again just before it goes.
  const decided = withLock(() => {
    const ledger = openLedger(spreadsheet, 'deliver')
    const order: string[] = []
    const outcomes: Fates = {}
    const queue: QueuedEmail[] = []
    for (const asked of ids as string[]) {
      const id = asked.trim()
      if (`:${id}` in outcomes) continue
      order.push(id)
      const row = ledger.byId[`:${id}`]
      if (!row) {
        outcomes[`:${id}`] = 'not in the ledger'
        continue
      }
      const status = cellText(ledger.sheet.getRange(row, ledger.columns.emailStatus).getValue()).trim()
      outcomes[`:${id}`] = storedOutcome(status)
      if (claimable(status)) queue.push({ id, row, before: storedOutcome(status) })
    }
    return { ledger, order, outcomes, queue }
  })
  if (decided === null) return { ok: false, error: 'busy' }
  // Fresh: the owner has just corrected an address in the partner sheet.
  const partners = decided.queue.length > 0 ? partnerSheet(true) : null
  const outcomes = sendQueue(decided.ledger, decided.queue, partners, started, claimable)
  const fates = reportFates(decided.order, (id) => outcomes[`:${id}`] ?? decided.outcomes[`:${id}`] ?? '')
  return { ok: true, ...fates }
}
