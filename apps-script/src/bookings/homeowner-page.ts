// The homeowner's link pages (doGet `?confirm=` and `?reschedule=`) and their button (askFromLink, action `confirm`
// or `reschedule`). Email scanners open every link, so a page only reads; the button records, under the lock.
import { agencyDayLabel } from '../../../src/partner-time/agency-week'
import {
  confirmThanks,
  homeownerLinkState,
  homeownerPages,
  isHomeownerLinkAction,
  MAX_RESCHEDULE_NOTE_LENGTH,
  type HomeownerLinkAction,
} from '../../../src/bookings/homeowner-links'
import { rescheduleEmailBody, rescheduleEmailSubject } from '../../../src/bookings/homeowner-email'
import { shown } from '../../../src/bookings/quote-email'
import { bookingFields, fieldsOf, openLedger, readRowOf, writeToRow, type BookingFields } from './bookings-tab'
import { SENDING_MARK } from './email-status'
import { movedPageText, movedPageTextIn } from './new-times'
import { quotaProblem, send } from './sending'
import { partnerDisplayName, partnerSheet, recipientFor } from '../partners/partner-sheet'
import { escapeHtml, PAGE_STYLE, pageScriptTag } from '../platform/link-page-script'
import { linkIsValid } from '../platform/signed-links'
import { isoNow, withLock } from '../platform/script-lock'
import { leadTimeZone, scriptProperty } from '../platform/script-properties'
import { timeCell } from '../platform/tabs'

/** What the link's button answers: `retry` when the form may be fixed and sent again. */
interface HomeownerAnswer {
  ok: boolean
  text: string
  retry?: true
}

/** The text shown instead of the button, or '' to offer it; days in the homeowner's zone; a moved booking's first. */
function stateOf(action: HomeownerLinkAction, fields: BookingFields, now: number, moved: string): string {
  if (moved) return moved
  const zone = leadTimeZone(fields.timeZone)
  const booking = {
    status: fields.status,
    appointment: timeCell(fields.appointment),
    confirmedAt: timeCell(fields.confirmedAt),
    rescheduleAskedAt: timeCell(fields.rescheduleAskedAt),
  }
  return homeownerLinkState(action, booking, now, (time) => agencyDayLabel(time, zone))
}

/** GET `?confirm=` or `?reschedule=`: its page; null for any other link. */
export function homeownerPage(e: unknown): GoogleAppsScript.HTML.HtmlOutput | null {
  const parameter = ((e as { parameter?: Record<string, unknown> } | null)?.parameter ?? {}) as Record<string, unknown>
  const action =
    typeof parameter.confirm === 'string' ? 'confirm' : typeof parameter.reschedule === 'string' ? 'reschedule' : null
  if (!action) return null
  const id = parameter[action]
  const token = parameter.t
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
  const fields = linkIsValid(action, id, token) ? bookingFields(spreadsheet, id) : null
  if (!fields) return page(action, null, homeownerPages.notValid, '')
  const moved = movedPageTextIn(spreadsheet, fields)
  return page(action, fields, stateOf(action, fields, Date.now(), moved), String(token))
}

/** The page: the agency, the appointment, then the state's text, or the button when `stateText` is ''. */
function page(action: HomeownerLinkAction, fields: BookingFields | null, stateText: string, token: string) {
  const title = homeownerPages[action].title
  const agency = scriptProperty('AGENCY_NAME').trim()
  const html = [`<style>${PAGE_STYLE}</style>`, '<main id="page">']
  if (agency) html.push(`<p id="agency">${escapeHtml(agency)}</p>`)
  html.push(`<h1>${escapeHtml(title)}</h1>`)
  if (fields) {
    const rows: [string, string][] = [
      ['Partner', partnerDisplayName(partnerSheet(false), fields.partner)],
      ['Service', fields.service],
      ['Appointment', fields.appointmentLabel],
    ]
    html.push('<dl>')
    for (const [label, value] of rows) html.push(`<dt>${label}</dt><dd>${escapeHtml(shown(value))}</dd>`)
    html.push('</dl>')
  }
  if (stateText || !fields) html.push(`<p id="answer" role="status">${escapeHtml(stateText)}</p>`)
  else {
    html.push('<form id="ask">')
    if (action === 'reschedule')
      html.push(
        `<label for="note">${homeownerPages.noteLabel}</label>`,
        `<textarea id="note" name="note" maxlength="${MAX_RESCHEDULE_NOTE_LENGTH}"></textarea>`,
      )
    else html.push('<input type="hidden" id="note" value="">')
    html.push(
      `<button type="submit">${escapeHtml(homeownerPages[action].button)}</button>`,
      '<p id="problem" role="alert"></p>',
      '</form>',
      pageScriptTag({ action, id: fields.id, t: token }, homeownerPages.couldNotSend),
    )
  }
  html.push('</main>')
  return HtmlService.createHtmlOutput(html.join('\n'))
    .setTitle(agency ? `${title} · ${agency}` : title)
    .addMetaTag('viewport', 'width=device-width, initial-scale=1')
}

/** askFromLink for `confirm` and `reschedule`; null for any other action. */
export function answerHomeownerLink(request: unknown): HomeownerAnswer | null {
  const asked = (request && typeof request === 'object' ? request : {}) as Record<string, unknown>
  const action = asked.action
  if (!isHomeownerLinkAction(action)) return null
  const id = asked.id
  if (!linkIsValid(action, id, asked.t)) return { ok: false, text: homeownerPages.notValid }
  const note = asked.note === undefined || asked.note === null ? '' : asked.note
  if (typeof note !== 'string' || note.length > MAX_RESCHEDULE_NOTE_LENGTH)
    return { ok: false, retry: true, text: homeownerPages.noteTooLong }
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
  if (!spreadsheet) return { ok: false, text: homeownerPages.notValid }
  // Fetched before the lock, as `book` does: the partner's name, and where the request for another time goes.
  const partners = partnerSheet(false)
  const answered = withLock(() => {
    const ledger = openLedger(spreadsheet, 'askFromLink')
    const item = { id, row: ledger.byId[`:${id}`] ?? 0 }
    const cells = readRowOf(ledger, item)
    if (!cells) return { answer: { ok: false, text: homeownerPages.notValid } }
    const fields = fieldsOf(ledger.columns, cells)
    const refused = stateOf(action, fields, Date.now(), movedPageText(ledger, fields.id, fields.status))
    if (refused) return { answer: { ok: false, text: refused } }
    const at = isoNow()
    if (action === 'confirm') {
      if (!writeToRow(ledger, item, { confirmedAt: at }))
        return { answer: { ok: false, text: homeownerPages.notValid } }
      const partner = partnerDisplayName(partners, fields.partner)
      return { answer: { ok: true, text: confirmThanks(partner, fields.appointmentLabel) } }
    }
    const recipient = recipientFor(partners, fields.partner)
    const blocked = 'addresses' in recipient ? quotaProblem(recipient.addresses.length) : recipient.reason
    const values = {
      rescheduleAskedAt: at,
      rescheduleNote: note.trim(),
      rescheduleEmailStatus: blocked || SENDING_MARK + at,
    }
    if (!writeToRow(ledger, item, values)) return { answer: { ok: false, text: homeownerPages.notValid } }
    const mail =
      'addresses' in recipient && !blocked
        ? {
            to: recipient.addresses.join(', '),
            subject: rescheduleEmailSubject(fields),
            body: rescheduleEmailBody(fields, note),
          }
        : null
    return { answer: { ok: true, text: homeownerPages.rescheduleThanks }, ledger, item, mail }
  })
  if (answered === null) return { ok: false, retry: true, text: homeownerPages.ledgerBusy }
  if ('mail' in answered && answered.mail) {
    const { ledger, item } = answered
    const fate = { rescheduleEmailStatus: send(answered.mail) }
    if (withLock(() => writeToRow(ledger, item, fate)) === null) writeToRow(ledger, item, fate)
  }
  return answered.answer
}
