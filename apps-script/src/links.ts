// The quote email's refund and no-show links: signed with LINK_SECRET, checked again by `askFromLink` (a door: its
// argument comes from any page), which records the request at the row that holds the Booking ID.
import { agencyDayLabel } from '../../src/ledger/agency-week'
import { MAX_FIELD_LENGTH } from '../../src/ledger/lead-fields'
import { isWithdrawn } from '../../src/ledger/partner-bookings'
import {
  isBookingId,
  isLinkToken,
  isRefundReason,
  linkTokenMessage,
  MAX_NOTE_LENGTH,
  quoteEmailLinkLines,
  type LinkAction,
} from '../../src/ledger/refund-links'
import { noShowTiming, refundAnswerDay, refundDeadline } from '../../src/ledger/refund-windows'
import { fieldsOf, openLedger, readRowOf, writeToRow, type BookingFields, type BookingValues } from './bookings-tab'
import { sameKey } from './keys'
import { withLock } from './script-lock'
import { timeCell } from './tabs'
import { agencyTimeZone, scriptProperty } from './script-properties'

/** What a link's page or its button says when nothing is recorded. */
export const linkRefusals = {
  notValid: 'This link is not valid.',
  alreadyRefunded: 'This quote is already refunded.',
  notYet: 'This appointment has not happened yet.',
  noShowTooLate: 'Too late to report a no-show for this appointment.',
  chooseAReason: 'Choose one of the reasons.',
  noteTooLong: `The note is longer than ${MAX_NOTE_LENGTH} characters.`,
  ledgerBusy: 'The agency’s ledger is busy. Try again in a minute.',
}

/** An https URL ending in /exec, or for tests one on 127.0.0.1. */
export function isWebAppUrl(text: unknown): text is string {
  return (
    typeof text === 'string' &&
    text.length <= MAX_FIELD_LENGTH &&
    /^(https:\/\/[^\s?#/]+|http:\/\/127\.0\.0\.1(:\d+)?)\/[^\s?#]*\/exec$/.test(text)
  )
}

/** The web app URL and LINK_SECRET when quote emails may carry links, else null. */
export function linkSettings(): { url: string; secret: string } | null {
  const url = scriptProperty('WEB_APP_URL')
  const secret = scriptProperty('LINK_SECRET')
  return url && secret ? { url, secret } : null
}

/** HMAC-SHA256 of `{action}:{id}` under LINK_SECRET, web-safe base64 without padding (43 characters). */
export function linkToken(action: LinkAction, id: string, secret: string): string {
  const bytes = Utilities.computeHmacSha256Signature(linkTokenMessage(action, id), secret)
  return Utilities.base64EncodeWebSafe(bytes).replace(/=+$/, '')
}

/** The two lines before the terms line, or null while the links cannot be made. */
export function quoteEmailLinks(id: string, emailedAt: number): string[] | null {
  const settings = linkSettings()
  if (!settings || !isBookingId(id)) return null
  return quoteEmailLinkLines({
    webAppUrl: settings.url,
    id,
    refundToken: linkToken('refund', id, settings.secret),
    noShowToken: linkToken('noshow', id, settings.secret),
    refundBy: refundDeadline(emailedAt, agencyTimeZone()).lastDay,
  })
}

/** The link names a booking and its token is right (compared in constant time). */
export function linkIsValid(action: LinkAction, id: unknown, token: unknown): id is string {
  const settings = linkSettings()
  if (!settings || !isBookingId(id) || !isLinkToken(token)) return false
  return sameKey(token, linkToken(action, id, settings.secret))
}

/** Why this link's form is not shown now (the text shown instead), or '' when it is. */
export function linkStateText(action: LinkAction, fields: BookingFields, now: number, zone: string): string {
  if (isWithdrawn(fields.status)) return linkRefusals.alreadyRefunded
  if (action === 'refund') {
    const asked = timeCell(fields.refundAskedAt)
    if (!Number.isNaN(asked)) return `A refund was already asked for on ${agencyDayLabel(asked, zone)}.`
    const emailed = timeCell(fields.emailedAt)
    if (Number.isNaN(emailed)) return linkRefusals.notValid
    const deadline = refundDeadline(emailed, zone)
    if (now >= deadline.closesAt)
      return `The refund window for this quote closed on ${deadline.lastDay}. Reply to the quote email to reach the agency.`
    return ''
  }
  const reported = timeCell(fields.noShowReportedAt)
  if (!Number.isNaN(reported)) return `This no-show was reported on ${agencyDayLabel(reported, zone)}.`
  const appointment = timeCell(fields.appointment)
  if (Number.isNaN(appointment)) return linkRefusals.notValid
  const timing = noShowTiming(appointment, now, zone)
  if (timing === 'not-yet') return linkRefusals.notYet
  return timing === 'closed' ? linkRefusals.noShowTooLate : ''
}

export interface LinkAnswer {
  ok: boolean
  text: string
  /** The form may be fixed and sent again. */
  retry?: true
}

/**
 * The pages' button, through google.script.run: checks the link, the window, the reason and the note again,
 * under the lock, at the row that holds the Booking ID.
 */
export function askFromLink(request: unknown): LinkAnswer {
  const asked = (request && typeof request === 'object' ? request : {}) as Record<string, unknown>
  const action = asked.action === 'refund' || asked.action === 'noshow' ? asked.action : null
  const id = asked.id
  if (!action || !linkIsValid(action, id, asked.t)) return { ok: false, text: linkRefusals.notValid }
  if (action === 'refund' && !isRefundReason(asked.reason))
    return { ok: false, retry: true, text: linkRefusals.chooseAReason }
  const note = asked.note === undefined || asked.note === null ? '' : asked.note
  if (typeof note !== 'string' || note.length > MAX_NOTE_LENGTH)
    return { ok: false, retry: true, text: linkRefusals.noteTooLong }
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
  if (!spreadsheet) return { ok: false, text: linkRefusals.notValid }
  const answered = withLock((): LinkAnswer => {
    const ledger = openLedger(spreadsheet, 'askFromLink')
    const item = { id, row: ledger.byId[`:${id}`] ?? 0 }
    const cells = readRowOf(ledger, item)
    if (!cells) return { ok: false, text: linkRefusals.notValid }
    const now = Date.now()
    const zone = agencyTimeZone()
    const refused = linkStateText(action, fieldsOf(ledger.columns, cells), now, zone)
    if (refused) return { ok: false, text: refused }
    const at = new Date(now).toISOString()
    const values: BookingValues =
      action === 'refund'
        ? { refundReason: String(asked.reason), refundNote: note.trim(), refundAskedAt: at }
        : { noShowReportedAt: at, noShowNote: note.trim() }
    if (!writeToRow(ledger, item, values)) return { ok: false, text: linkRefusals.notValid }
    if (action === 'noshow') return { ok: true, text: 'Thank you. The agency will call the homeowner.' }
    return { ok: true, text: `Thank you. The agency will answer by email by ${refundAnswerDay(now, zone)}.` }
  })
  return answered ?? { ok: false, retry: true, text: linkRefusals.ledgerBusy }
}
