// `queue`: the open leads a setter may be offered, without their names, phones, emails, addresses or notes, within a
// budget of cells read.
import { cellText } from '../../../src/sheet-cell'
import { leadPhoneOfCell, readLeadRow, type LeadRowReading } from '../../../src/leads/lead-row'
import { attemptsCount, doNotCallPhones, isBlankLeadRow, LEADS_TAB, phoneEndOf } from './lead-tabs'
import { INTAKE_LEAD_COLUMNS, type IntakeLeadField as LeadField } from './lead-intake-tabs'
import { agencyTimeZone } from '../platform/script-properties'
import { columnCells, findTab, isoOrEmpty, readWindows, timeCell, windowsOf, type Spreadsheet } from '../platform/tabs'

/** What `queue` reads of every open row to know whether it may be offered. */
const QUEUE_ROW_FIELDS = ['receivedAt', 'phone', 'zip'] as const satisfies readonly LeadField[]
/** What `queue` reads of each lead it answers, besides the above. */
const QUEUE_LEAD_FIELDS = [
  'leadId',
  'service',
  'source',
  'attempts',
  'nextCallAt',
  'claimedBy',
  'claimedUntil',
  'arrivedAt',
] as const satisfies readonly LeadField[]
/** The budget's cells: 4 a lead row (Closed and QUEUE_ROW_FIELDS), and one per field of a lead answered. */
const QUEUE_CELLS_PER_ROW = 4
const QUEUE_CELLS_PER_LEAD = 10

export function queue(spreadsheet: Spreadsheet) {
  const result = { ok: true, leads: [] as object[], waiting: 0, due: 0, unreadable: 0 }
  const leads = findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS)
  if (!leads) return result
  const rowCount = leads.sheet.getLastRow() - 1
  if (rowCount < 1) return result
  const closed = columnCells(leads, 'closed')
  const open: number[] = []
  for (let i = 0; i < rowCount; i++) if (!closed || cellText(closed[i]).trim() === '') open.push(i + 2)
  if (open.length === 0) return result
  const firstOpen = open[0]!
  const lastOpen = open[open.length - 1]!
  const spent = rowCount + 3 * (lastOpen - firstOpen + 1)
  const rowCells = readWindows(leads, QUEUE_ROW_FIELDS, [[firstOpen, lastOpen]])
  const blocked = doNotCallPhones(spreadsheet)
  const zone = agencyTimeZone()
  const offered: number[] = []
  const readings: Record<number, Extract<LeadRowReading, { readable: true }>> = {}
  for (const row of open) {
    const cells = rowCells[row]!
    if (isBlankLeadRow(cells)) continue
    const reading = readLeadRow({ receivedAt: cells.receivedAt, phone: cells.phone, zip: cells.zip }, zone)
    if (!reading.readable) result.unreadable++
    else if (!blocked[`:${leadPhoneOfCell(cells.phone)}`]) {
      offered.push(row)
      readings[row] = reading
    }
  }
  // What the budget leaves for the leads' own fields decides how far apart two rows may be read in one window.
  const budget = QUEUE_CELLS_PER_ROW * rowCount + QUEUE_CELLS_PER_LEAD * offered.length - spent
  const leadCells = readWindows(leads, QUEUE_LEAD_FIELDS, windowsOf(offered, budget / QUEUE_LEAD_FIELDS.length))
  const now = Date.now()
  for (const row of offered) {
    const lead = leadCells[row]!
    const attempts = attemptsCount(lead.attempts)
    const nextCallAt = timeCell(lead.nextCallAt)
    const { receivedAt, zip } = readings[row]!
    const leadId = cellText(lead.leadId).trim()
    if (attempts === 0) result.waiting++
    else if (nextCallAt <= now) result.due++
    // Never the lead's name, phone, email, address or notes.
    result.leads.push({
      leadId,
      row,
      phoneEnd: leadId === '' ? phoneEndOf(rowCells[row]!.phone) : '',
      receivedAt: receivedAt.kind === 'instant' ? new Date(receivedAt.at).toISOString() : '',
      zip,
      service: cellText(lead.service).trim(),
      source: cellText(lead.source).trim(),
      attempts,
      nextCallAt: isoOrEmpty(nextCallAt),
      claimedBy: cellText(lead.claimedBy).trim(),
      claimedUntil: isoOrEmpty(timeCell(lead.claimedUntil)),
      arrivedAt: isoOrEmpty(timeCell(lead.arrivedAt)),
    })
  }
  return result
}
