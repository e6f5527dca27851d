// The sweeper files each lead that waited in Lead Inbox through intake's one rule, then clears its body.
import { cellText } from '../../src/ledger/sheet-cell'
import { parsed } from '../../src/ledger/ledger-answer'
import { leadRefusal } from '../../src/lead-queue/lead-intake'
import { fileLead, sentLeadOf, type Filed } from './lead-intake'
import { LEAD_INBOX_COLUMNS, LEAD_INBOX_TAB } from './lead-intake-tabs'
import { alertLeadOffered } from './lead-alert'
import { partnerCategories, partnerSheet } from './partner-sheet'
import { withLock } from './script-lock'
import { columnCells, completeTab, findTab, readWindows, timeCell, writeCells, type Spreadsheet } from './tabs'

/** Files every body still in Lead Inbox, oldest first, in one lock; then the chat alerts. */
export function fileLeadInbox(spreadsheet: Spreadsheet) {
  const found = findTab(spreadsheet, LEAD_INBOX_TAB, LEAD_INBOX_COLUMNS)
  const bodies = found && columnCells(found, 'body')
  if (!found || !bodies || !bodies.some((body) => cellText(body).trim() !== '')) return
  const categories = partnerCategories(partnerSheet(false))
  const offered = withLock(() => {
    const inbox = completeTab(spreadsheet, found, LEAD_INBOX_TAB, LEAD_INBOX_COLUMNS)
    const rows: number[] = []
    ;(columnCells(inbox, 'body') ?? []).forEach((body, i) => cellText(body).trim() !== '' && rows.push(i + 2))
    const cells = readWindows(
      inbox,
      ['arrivedAt', 'source', 'kind', 'body'],
      rows.map((row) => [row, row] as const),
    )
    const alerts: NonNullable<Filed['offered']>[] = []
    for (const row of rows) {
      const { arrivedAt, source, kind, body } = cells[row]!
      const request = parsed(cellText(body))
      const sent =
        request &&
        sentLeadOf(cellText(kind) === 'google' ? 'google' : 'json', leadOf(cellText(kind), request), categories)
      const arrival = timeCell(arrivedAt)
      if (!sent || leadRefusal(sent) || Number.isNaN(arrival)) {
        writeCells(inbox, row, { body: '', leadId: 'not filed: unreadable' })
        continue
      }
      const filed = fileLead(spreadsheet, cellText(source).trim(), sent, categories, arrival)
      writeCells(inbox, row, { body: '', leadId: filed.answer.leadId })
      if (filed.offered) alerts.push(filed.offered)
    }
    return alerts
  })
  for (const lead of offered ?? []) alertLeadOffered(lead)
}

const leadOf = (kind: string, request: Record<string, unknown>): Record<string, unknown> => {
  if (kind === 'google') return request
  const lead = request.lead
  return lead && typeof lead === 'object' && !Array.isArray(lead) ? (lead as Record<string, unknown>) : {}
}
