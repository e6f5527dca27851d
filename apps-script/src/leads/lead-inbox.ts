// The sweeper files each lead that waited in Lead Inbox through intake's one rule, then clears its body: one body at a
// time under the lock, so setters never wait long for it, and never past a minute, so a run ends well inside Google's six.
import { cellText } from '../../../src/sheet-cell'
import { parsed } from '../../../src/ledger-api/ledger-answer'
import { intakeLead, leadRefusal, type IntakeLead, type SentLead } from '../../../src/leads/lead-intake'
import { fileLead, sentLeadOf, type Filed } from './lead-intake'
import { writeByRowNumber, type NotedRows } from '../platform/id-rows'
import { LEAD_INBOX_COLUMNS, LEAD_INBOX_TAB, type LeadInboxField } from './lead-intake-tabs'
import { alertLeadOffered } from './lead-alert'
import { partnerCategories, partnerSheet } from '../partners/partner-sheet'
import { withLock } from '../platform/script-lock'
import {
  columnCells,
  completeTab,
  findTab,
  hasEveryColumn,
  readWindows,
  timeCell,
  type Spreadsheet,
  type Tab,
} from '../platform/tabs'

/** The sweeper's handler, as a Ledger Note names it. */
const SWEEPER = 'everyFiveMinutes'
/** No body is started this long after filing began; the next run files the rest. */
const FILING_MS = 60_000

interface WaitingBody {
  row: number
  arrivedAt: number
  source: string
  kind: string
  body: string
}

/** Files the bodies still in Lead Inbox in arrival order, each in a lock of its own; then its chat alert. */
export function fileLeadInbox(spreadsheet: Spreadsheet) {
  const found = findTab(spreadsheet, LEAD_INBOX_TAB, LEAD_INBOX_COLUMNS)
  const bodies = found && columnCells(found, 'body')
  if (!found || !bodies || !bodies.some((body) => cellText(body).trim() !== '')) return
  const started = Date.now()
  // An older tab lacks a column: it is added under the lock, as every write is.
  const inbox = hasEveryColumn(found, LEAD_INBOX_COLUMNS)
    ? found
    : withLock(() => completeTab(spreadsheet, found, LEAD_INBOX_TAB, LEAD_INBOX_COLUMNS))
  if (!inbox) return
  const categories = partnerCategories(partnerSheet(false))
  for (const waiting of waitingBodies(inbox)) {
    if (Date.now() - started >= FILING_MS) return
    const request = parsed(waiting.body)
    const sent =
      request && sentLeadOf(waiting.kind === 'google' ? 'google' : 'json', leadOf(waiting.kind, request), categories)
    const readable = sent && !leadRefusal(sent) && !Number.isNaN(waiting.arrivedAt) ? sent : null
    const read = readable && intakeLead(readable, categories)
    const filed = withLock(() =>
      fileBody(spreadsheet, inbox, waiting, readable && read ? { sent: readable, read } : null),
    )
    if (filed?.offered) alertLeadOffered(filed.offered)
  }
}

/**
 * Files one body under the lock: its Lead ID is written into its row first, the lead appended under that ID, then
 * the body cleared; a body whose Lead ID is already in Leads (a run stopped before the clear) is only cleared. Each
 * inbox write is addressed by row number, checked and read back by the row's Lead ID and body.
 */
function fileBody(
  spreadsheet: Spreadsheet,
  inbox: Tab<LeadInboxField>,
  waiting: WaitingBody,
  lead: { sent: SentLead; read: IntakeLead } | null,
): Filed | null {
  const rows: NotedRows<LeadInboxField> = { ...inbox, idField: 'leadId', noteField: 'ledgerNote', action: SWEEPER }
  const now = readWindows(inbox, ['body', 'leadId'], [[waiting.row, waiting.row]])[waiting.row]!
  // Another run may have filed this body since it was read: only the same body, still there, is filed.
  if (cellText(now.body) !== waiting.body) return null
  const kept = cellText(now.leadId).trim()
  const at = (id: string) => ({ row: waiting.row, id, field: 'body' as const, holds: waiting.body.trim() })
  if (!lead) {
    writeByRowNumber(rows, at(kept), { body: '', leadId: 'not filed: unreadable' })
    return null
  }
  const leadId = kept || Utilities.getUuid()
  if (kept === '' && !writeByRowNumber(rows, at(''), { leadId })) return null
  const filed = fileLead(spreadsheet, waiting.source, lead.sent, lead.read, waiting.arrivedAt, leadId, kept !== '')
  writeByRowNumber(rows, at(leadId), filed.leadId === leadId ? { body: '' } : { body: '', leadId: filed.leadId })
  return filed
}

/** Every row with a body, oldest arrival first (row order among equal times). */
function waitingBodies(inbox: Tab<LeadInboxField>): WaitingBody[] {
  const rows: number[] = []
  ;(columnCells(inbox, 'body') ?? []).forEach((body, i) => cellText(body).trim() !== '' && rows.push(i + 2))
  const cells = readWindows(
    inbox,
    ['arrivedAt', 'source', 'kind', 'body'],
    rows.map((row) => [row, row] as const),
  )
  return rows
    .map((row) => {
      const { arrivedAt, source, kind, body } = cells[row]!
      return {
        row,
        arrivedAt: timeCell(arrivedAt),
        source: cellText(source).trim(),
        kind: cellText(kind),
        body: cellText(body),
      }
    })
    .sort((a, b) => (a.arrivedAt || 0) - (b.arrivedAt || 0) || a.row - b.row)
}

const leadOf = (kind: string, request: Record<string, unknown>): Record<string, unknown> => {
  if (kind === 'google') return request
  const lead = request.lead
  return lead && typeof lead === 'object' && !Array.isArray(lead) ? (lead as Record<string, unknown>) : {}
}
