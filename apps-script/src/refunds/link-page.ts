// The pages the links open (doGet): the quote without lead details, then either why nothing can be asked now or
// the form. Email scanners open every link, so a page only reads.
import { shown } from '../../../src/bookings/quote-email'
import { REFUND_REASONS, type LinkAction } from '../../../src/refunds/refund-links'
import { MAX_NOTE_LENGTH, refundPolicyText } from '../../../src/refunds/policy'
import { bookingFields, type BookingFields } from '../bookings/bookings-tab'
import { movedPageTextIn } from '../bookings/new-times'
import { linkIsValid } from '../platform/signed-links'
import { linkRefusals, linkStateText } from './links'
import { escapeHtml, PAGE_STYLE, pageScriptTag } from '../platform/link-page-script'
import { agencyTimeZone } from '../platform/script-properties'
import { refundDeadline } from '../../../src/refunds/refund-windows'
import { timeCell } from '../platform/tabs'

const TERMS_REFUND_LINES = [
  refundPolicyText.terms,
  'Refunds are granted at the Company’s sole discretion.',
  'Refunds are not given for missed appointments, customer cancellations or calendar malfunctions.',
]
const NO_SHOW_LINE = 'Under the Terms a no-show is not refunded. The agency will try to rebook the homeowner.'
const NOTE_LABEL = 'Anything the agency should know'
const COULD_NOT_SEND = 'Could not send. Try again.'
const PAGE_TITLES: Record<LinkAction, string> = { refund: 'Ask for a refund', noshow: 'Report a no-show' }
const PAGE_BUTTONS: Record<LinkAction, string> = { refund: 'Ask for a refund', noshow: 'Report the no-show' }
/** A bad link's page: what the partner can do next. */
const NOT_VALID_PAGE_TEXT = `${linkRefusals.notValid} Open it again from the quote email, or reply to that email.`
/** GET: the refund or no-show page, or `This link is not valid.` */
export function doGet(e: unknown): GoogleAppsScript.HTML.HtmlOutput {
  const parameter = ((e as { parameter?: Record<string, unknown> } | null)?.parameter ?? {}) as Record<string, unknown>
  const action: LinkAction | null =
    typeof parameter.refund === 'string' ? 'refund' : typeof parameter.noshow === 'string' ? 'noshow' : null
  if (!action) return linkPage('refund', null, NOT_VALID_PAGE_TEXT, '')
  const id = parameter[action]
  const token = parameter.t
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
  const fields = linkIsValid(action, id, token) ? bookingFields(spreadsheet, id) : null
  if (!fields) return linkPage(action, null, NOT_VALID_PAGE_TEXT, '')
  const zone = agencyTimeZone()
  const stateText = linkStateText(action, fields, Date.now(), zone, movedPageTextIn(spreadsheet, fields))
  if (stateText === linkRefusals.notValid) return linkPage(action, null, NOT_VALID_PAGE_TEXT, '')
  // An open refund form implies the quote was emailed, so its window's last day is known.
  const askBy = action === 'refund' && !stateText ? refundDeadline(timeCell(fields.emailedAt), zone).lastDay : null
  return linkPage(action, fields, stateText, String(token), askBy)
}

/** The page: the quote (no lead details), then the state's text, or the form when `stateText` is ''. */
function linkPage(
  action: LinkAction,
  fields: BookingFields | null,
  stateText: string,
  token: string,
  askBy: string | null = null,
) {
  const title = PAGE_TITLES[action]
  const html = [`<style>${PAGE_STYLE}</style>`, '<main id="page">', `<h1>${escapeHtml(title)}</h1>`]
  if (fields) {
    html.push('<dl>')
    const rows: [string, string][] = [
      ['Service', fields.service],
      ['ZIP', fields.zip],
      ['Appointment', fields.appointmentLabel],
      ['Booking ID', fields.id],
    ]
    for (const [label, value] of rows) html.push(`<dt>${label}</dt><dd>${escapeHtml(shown(value))}</dd>`)
    html.push('</dl>')
    if (askBy) html.push(`<p id="ask-by"><strong>Ask by ${escapeHtml(askBy)}</strong></p>`)
  }
  if (stateText || !fields) html.push(`<p id="answer" role="status">${escapeHtml(stateText)}</p>`)
  else html.push(linkForm(action, fields.id, token))
  html.push('</main>')
  return HtmlService.createHtmlOutput(html.join('\n'))
    .setTitle(title)
    .addMetaTag('viewport', 'width=device-width, initial-scale=1')
}

function linkForm(action: LinkAction, id: string, token: string): string {
  const html = ['<form id="ask">']
  if (action === 'refund') {
    html.push('<blockquote>')
    for (const line of TERMS_REFUND_LINES) html.push(`<p>${escapeHtml(line)}</p>`)
    html.push('</blockquote>', '<fieldset><legend>Reason</legend>')
    for (const reason of REFUND_REASONS)
      html.push(`<label><input type="radio" name="reason" value="${escapeHtml(reason)}"> ${escapeHtml(reason)}</label>`)
    html.push('</fieldset>')
  } else html.push(`<p>${escapeHtml(NO_SHOW_LINE)}</p>`)
  html.push(
    `<label for="note">${NOTE_LABEL}</label>`,
    `<textarea id="note" name="note" maxlength="${MAX_NOTE_LENGTH}"></textarea>`,
    `<button type="submit">${escapeHtml(PAGE_BUTTONS[action])}</button>`,
    '<p id="problem" role="alert"></p>',
    '</form>',
  )
  html.push(pageScriptTag({ action, id, t: token }, COULD_NOT_SEND))
  return html.join('\n')
}
