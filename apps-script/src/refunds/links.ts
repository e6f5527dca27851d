// The quote email's refund and no-show links: signed with LINK_SECRET, checked again by `askFromLink` (a door: its
// argument comes from any page), which records the request at the row that holds the Booking ID.
import { agencyDayLabel } from '../../../src/partner-time/agency-week'
import { isWithdrawn } from '../../../src/bookings/partner-bookings'
import { isRefundReason, type LinkAction } from '../../../src/refunds/refund-links'
import { MAX_NOTE_LENGTH, refundPolicyText } from '../../../src/refunds/policy'
import { noShowTiming, refundAnswerDay, refundDeadline } from '../../../src/refunds/refund-windows'
import {
  fieldsOf,
  openLedger,
  readRowOf,
  writeToRow,
  type BookingFields,
  type BookingValues,
} from '../bookings/bookings-tab'
import { movedPageText } from '../bookings/new-times'
import { linkIsValid } from '../platform/signed-links'
import { withLock } from '../platform/script-lock'
import { timeCell } from '../platform/tabs'
import { agencyTimeZone } from '../platform/script-properties'

/** What a link's page or its button says when nothing is recorded. */
export const linkRefusals = {
  notValid: 'This link is not valid.',
  alreadyRefunded: 'This quote is already refunded.',
  notYet: 'This appointment has not happened yet.',
  noShowTooLate: 'Too late to report a no-show for this appointment.',
  chooseAReason: 'Choose one of the reasons.',
  noteTooLong: refundPolicyText.noteTooLong,
  ledgerBusy: 'The agency’s ledger is busy. Try again in a minute.',
}

/**
 * Why this link's form is not shown now (the text shown instead), or '' when it is; `moved` is a Rescheduled
 * booking's text (movedPageText), which records nothing.
 */
export function linkStateText(
  action: LinkAction,
  fields: BookingFields,
  now: number,
  zone: string,
  moved: string,
): string {
  if (moved) return moved
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
    const fields = fieldsOf(ledger.columns, cells)
    const refused = linkStateText(action, fields, now, zone, movedPageText(ledger, fields.id, fields.status))
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
