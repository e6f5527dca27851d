// `leadStats` (owner only): speed to lead and each setter's calls, for the agency weeks Admin shows, by the tool's
// own weekLeadStats over the rows received in those weeks; the leads a write reached by mistake (their Ledger Note);
// and the calls that arrived after their lead's Booked.
import { cellText } from '../../../src/sheet-cell'
import { isRebookSource } from '../../../src/leads/rebook'
import { instantOfDateTimeText } from '../../../src/leads/date-time-text'
import { leadPhoneOfCell, readLeadZip, readReceivedAt } from '../../../src/leads/lead-row'
import type { CallOutcome } from '../../../src/leads/queued-lead'
import { weekLeadStats, type WeekLead } from '../../../src/leads/speed-to-lead'
import { ATTEMPT_COLUMNS, ATTEMPTS_TAB, LEAD_COLUMNS, LEADS_TAB, type LeadField } from './lead-tabs'
import { agencyTimeZone } from '../platform/script-properties'
import {
  columnCells,
  findTab,
  isoOrEmpty,
  readWindows,
  timeCell,
  windowsOf,
  type FoundTab,
  type Spreadsheet,
} from '../platform/tabs'

const MAX_STATS_WEEKS = 12
// A stray write is rare; a tab full of notes needs the sheet itself, not a list in Admin.
const MAX_NOTED_LEADS = 20
const MAX_LATE_CALLS = 20

/** A call recorded after its lead's Booked (made before it, sent late): Admin's Calls that arrived late. */
interface LateCall {
  leadId: string
  name: string
  outcome: string
  setter: string
  at: string
}

/** [{from, to}] in ms, or null when `weeks` is not 1 to 12 ISO windows. */
function statsWeeks(weeks: unknown): { from: number; to: number }[] | null {
  if (!Array.isArray(weeks) || weeks.length === 0 || weeks.length > MAX_STATS_WEEKS) return null
  const out: { from: number; to: number }[] = []
  for (const week of weeks as { from?: unknown; to?: unknown }[]) {
    const from = week && typeof week.from === 'string' ? instantOfDateTimeText(week.from, null) : null
    const to = week && typeof week.to === 'string' ? instantOfDateTimeText(week.to, null) : null
    if (from === null || to === null || from >= to) return null
    out.push({ from, to })
  }
  return out
}

/** Rows (1-based) of `times` at or after `from` and before `to`: the first and the last, or null. */
function spanOf(times: readonly number[], from: number, to: number): [number, number] | null {
  let first = -1
  let last = -1
  times.forEach((time, i) => {
    if (time >= from && time < to) {
      if (first < 0) first = i
      last = i
    }
  })
  return first < 0 ? null : [first + 2, last + 2]
}

/** The first Leads rows with a Ledger Note: its Lead ID (a row without one is emptied, never noted) and the note. */
function notedLeads(leadsTab: FoundTab<LeadField>): { leadId: string; ledgerNote: string }[] {
  const noted: { row: number; ledgerNote: string }[] = []
  ;(columnCells(leadsTab, 'ledgerNote') ?? []).forEach((cell, i) => {
    const ledgerNote = cellText(cell).trim()
    if (noted.length < MAX_NOTED_LEADS && ledgerNote !== '') noted.push({ row: i + 2, ledgerNote })
  })
  const rows = noted.map(({ row }) => row)
  const ids = readWindows(leadsTab, ['leadId'], windowsOf(rows, rows.length))
  return noted.map(({ row, ledgerNote }) => ({ leadId: cellText(ids[row]!.leadId).trim(), ledgerNote }))
}

/** The late calls with their lead's name, read only when there are some. */
function namedLateCalls(leadsTab: FoundTab<LeadField>, late: Omit<LateCall, 'name'>[]): LateCall[] {
  if (late.length === 0) return []
  const rowById: Record<string, number> = {}
  ;(columnCells(leadsTab, 'leadId') ?? []).forEach((cell, i) => {
    const id = cellText(cell).trim()
    if (id !== '' && !rowById[`:${id}`]) rowById[`:${id}`] = i + 2
  })
  const rows = late.map((call) => rowById[`:${call.leadId}`]).filter((row): row is number => row !== undefined)
  const names = readWindows(leadsTab, ['name'], windowsOf(rows, rows.length))
  return late.map((call) => {
    const row = rowById[`:${call.leadId}`]
    return { ...call, name: row ? cellText(names[row]!.name).trim() : '' }
  })
}

export function leadStats(spreadsheet: Spreadsheet, requested: unknown) {
  const weeks = statsWeeks(requested)
  if (!weeks) return { ok: false, error: 'bad-request', reason: 'weeks is not a list of 1 to 12 {from, to}' }
  const from = Math.min(...weeks.map((week) => week.from))
  const to = Math.max(...weeks.map((week) => week.to))
  const zone = agencyTimeZone()
  const leadsTab = findTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS)
  const receivedTimes = ((leadsTab && columnCells(leadsTab, 'receivedAt')) ?? []).map((cell) => {
    const reading = readReceivedAt(cell, zone)
    return reading.kind === 'instant' ? reading.at : NaN
  })
  const leads: WeekLead[] = []
  const leadSpan = leadsTab ? spanOf(receivedTimes, from, to) : null
  if (leadsTab && leadSpan) {
    const leadCells = readWindows(leadsTab, ['leadId', 'firstCallAt', 'phone', 'zip', 'source'], [leadSpan])
    for (let row = leadSpan[0]; row <= leadSpan[1]; row++) {
      const cells = leadCells[row]!
      // A row never offered (neither phone nor ZIP) is no lead the setters could answer.
      if (readLeadZip(cells.zip) === '' && leadPhoneOfCell(cells.phone) === '') continue
      // A rebook row is a homeowner the agency already answered: out of speed to lead.
      if (isRebookSource(cellText(cells.source))) continue
      const firstCallAt = timeCell(cells.firstCallAt)
      leads.push({
        leadId: cellText(cells.leadId).trim() || `row ${row}`,
        receivedAt: receivedTimes[row - 2]!,
        firstCallAt: Number.isNaN(firstCallAt) ? null : firstCallAt,
      })
    }
  }
  const attempts: { leadId: string; setter: string; outcome: CallOutcome }[] = []
  const late: Omit<LateCall, 'name'>[] = []
  const attemptsTab = leads.length > 0 ? findTab(spreadsheet, ATTEMPTS_TAB, ATTEMPT_COLUMNS) : null
  const atCells = attemptsTab ? columnCells(attemptsTab, 'at') : null
  // A call on a lead received in the weeks comes after the first week's start.
  const attemptSpan = atCells ? spanOf(atCells.map(timeCell), from, Infinity) : null
  if (attemptsTab && atCells && attemptSpan) {
    const attemptCells = readWindows(attemptsTab, ['leadId', 'setter', 'outcome'], [attemptSpan])
    // The tab is in the order calls arrived: a call below its lead's Booked arrived after it.
    const booked: Record<string, true> = {}
    for (let r = attemptSpan[0]; r <= attemptSpan[1]; r++) {
      const attempt = {
        leadId: cellText(attemptCells[r]!.leadId).trim(),
        setter: cellText(attemptCells[r]!.setter).trim(),
        outcome: cellText(attemptCells[r]!.outcome).trim() as CallOutcome,
      }
      attempts.push(attempt)
      if (booked[`:${attempt.leadId}`] && late.length < MAX_LATE_CALLS)
        late.push({ ...attempt, at: isoOrEmpty(timeCell(atCells[r - 2])) })
      if (attempt.outcome === 'Booked') booked[`:${attempt.leadId}`] = true
    }
  }
  const asked = requested as { from: string; to: string }[]
  return {
    ok: true,
    notedLeads: leadsTab ? notedLeads(leadsTab) : [],
    lateCalls: leadsTab ? namedLateCalls(leadsTab, late) : [],
    weeks: weeks.map((week, i) => {
      const figures = weekLeadStats(leads, attempts, week)
      return { from: asked[i]!.from, to: asked[i]!.to, speed: figures.speed, setters: figures.setters }
    }),
  }
}
