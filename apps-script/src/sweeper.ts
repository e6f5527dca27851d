// The sweeper: a time-driven trigger runs `everyFiveMinutes`, which gives hand-typed lead rows their Lead ID, and
// sends the quotes still `Waiting to send` two minutes after they were saved (an execution that ran out of time or
// lock left them, or the partner sheet could not be read), with book's claim-then-send; then the rebook rows still
// missing, and the homeowner's emails.
import { BEING_SENT } from '../../src/bookings/booking'
import { cellText } from '../../src/sheet-cell'
import { openLedger, writeToRow, type Ledger } from './bookings/bookings-tab'
import { idsByRow, writeByRowNumber, type NotedRows } from './platform/id-rows'
import { fileLeadInbox } from './leads/lead-inbox'
import { lastTryReason, statusKind } from './bookings/email-status'
import { partnerSheet } from './partners/partner-sheet'
import { isoNow, withLock } from './platform/script-lock'
import { sendQueue, type CellOf, type QueuedEmail } from './bookings/sending'
import { dueHomeownerEmails, sendHomeownerEmailsDue } from './bookings/homeowner-sweep'
import { rebookRowsSince, sweepRebookRows } from './leads/rebook-rows'
import { isBlankLeadRow, LEAD_COLUMNS, LEADS_TAB, type LeadField } from './leads/lead-tabs'
import { columnCells, completeTab, findTab, readWindows, timeCell, windowsOf } from './platform/tabs'

const SWEEPER = 'everyFiveMinutes'
const SWEEP_EVERY_MINUTES = 5
/** A run less than this long ago (the cache's stamp) means this one does nothing: two callers, one sweep. */
const SWEEP_STAMP_SECONDS = 4 * 60
const SWEEP_STAMP = 'sweeper-ran'
/** Younger quotes are still in their own request's hands. */
const SWEEP_AFTER_MS = 2 * 60 * 1000
/** How long a quote without an appointment is tried again after a passing fault: a day after it was saved. */
const WITHOUT_APPOINTMENT_TRIED_MS = 24 * 60 * 60 * 1000

/** Keeps exactly one time-driven trigger for the sweeper; the owner's other triggers are left alone. */
export function keepSweeperTrigger() {
  const sweepers = ScriptApp.getProjectTriggers().filter((trigger) => trigger.getHandlerFunction() === SWEEPER)
  if (sweepers.length === 1) return
  for (const trigger of sweepers) ScriptApp.deleteTrigger(trigger)
  ScriptApp.newTrigger(SWEEPER).timeBased().everyMinutes(SWEEP_EVERY_MINUTES).create()
}

/** Whether the sweeper's trigger is there, for `check`; false when the script may not read its triggers. */
export function sweeperScheduled(): boolean {
  try {
    return ScriptApp.getProjectTriggers().some((trigger) => trigger.getHandlerFunction() === SWEEPER)
  } catch {
    return false
  }
}

/** The trigger's handler, and a door any page can call: it takes nothing, answers nothing and sweeps at most once. */
export function everyFiveMinutes() {
  const started = Date.now()
  const lock = LockService.getScriptLock()
  if (!lock.tryLock(0)) return
  try {
    const cache = CacheService.getScriptCache()
    if (cache.get(SWEEP_STAMP)) return
    cache.put(SWEEP_STAMP, isoNow(), SWEEP_STAMP_SECONDS)
  } finally {
    lock.releaseLock()
  }
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
  if (!spreadsheet) return
  withLock(() => giveLeadIds(spreadsheet))
  const ledger = sweepWaitingQuotes(spreadsheet, started)
  if (ledger) sweepBookingsAhead(spreadsheet, ledger, started)
  fileLeadInbox(spreadsheet)
}

/** One read of the bookings' appointments serves both: the rebook rows first (they send nothing), then the emails. */
function sweepBookingsAhead(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, ledger: Ledger, started: number) {
  const rowsSince = rebookRowsSince()
  const due = withLock(() => dueHomeownerEmails(ledger, Date.now()))
  if (!due) return
  if (rowsSince !== null) sweepRebookRows(spreadsheet, ledger, due.read, rowsSince)
  sendHomeownerEmailsDue(ledger, due, started)
}

/** A lead row typed or appended by hand gets its Lead ID, so that every later write can name it. */
function giveLeadIds(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet) {
  const found = findTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS)
  const ids = found ? columnCells(found, 'leadId') : null
  if (!found || !ids) return
  const rows: number[] = []
  ids.forEach((id, i) => cellText(id).trim() === '' && rows.push(i + 2))
  const cells = readWindows(found, ['receivedAt', 'phone', 'zip'], windowsOf(rows, rows.length))
  const leads: NotedRows<LeadField> = {
    ...completeTab(spreadsheet, found, LEADS_TAB, LEAD_COLUMNS),
    idField: 'leadId',
    noteField: 'ledgerNote',
    action: SWEEPER,
  }
  for (const row of rows) {
    if (isBlankLeadRow(cells[row]!)) continue
    // Written only while the row still has no ID and the phone read; a sort in between is noted, not given an ID.
    const at = { row, id: '', field: 'phone' as const, holds: cellText(cells[row]!.phone).trim() }
    writeByRowNumber(leads, at, { leadId: Utilities.getUuid() })
  }
}

/**
 * A quote a passing fault kept waiting (its `Last Try`) is tried until its appointment, or a day after Saved At when it
 * names none; then its Email Status becomes the last reason, for the owner's `Send again`. '' while it is still tried.
 */
function givenUp(cellOf: CellOf, started: number): string {
  const reason = lastTryReason(cellText(cellOf('lastTry')))
  if (reason === '') return ''
  const appointment = timeCell(cellOf('appointment'))
  const until = Number.isNaN(appointment) ? timeCell(cellOf('savedAt')) + WITHOUT_APPOINTMENT_TRIED_MS : appointment
  return started < until ? '' : reason
}

/**
 * Sends each quote waiting since over two minutes ago; a waiting row without Saved At gets one now. Answers the
 * Bookings tab as opened, for the confirmations; null when the lock was not obtained.
 */
function sweepWaitingQuotes(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, started: number) {
  const found = withLock(() => {
    const ledger = openLedger(spreadsheet, 'everyFiveMinutes')
    const last = ledger.sheet.getLastRow()
    const queue: QueuedEmail[] = []
    if (last < 2) return { ledger, queue }
    const column = (at: number) => ledger.sheet.getRange(2, at, last - 1, 1).getValues() as unknown[][]
    const ids = idsByRow(ledger)
    const statuses = column(ledger.columns.emailStatus)
    const waiting: number[] = []
    statuses.forEach(([status], i) => ids[i + 2] && statusKind(cellText(status)) === 'waiting' && waiting.push(i + 2))
    // Saved At of the waiting rows only: with nothing waiting the sweep reads two cells a row.
    const saved = readWindows(ledger, ['savedAt'], windowsOf(waiting, waiting.length))
    for (const row of waiting) {
      const id = ids[row]!
      const savedAt = timeCell(saved[row]!.savedAt)
      if (Number.isNaN(savedAt)) writeToRow(ledger, { id, row }, { savedAt: isoNow() })
      else if (started - savedAt > SWEEP_AFTER_MS) queue.push({ id, row, before: BEING_SENT })
    }
    return { ledger, queue }
  })
  if (!found) return null
  if (found.queue.length === 0) return found.ledger
  const waiting = (status: string) => statusKind(status) === 'waiting'
  sendQueue(found.ledger, found.queue, partnerSheet(false), started, waiting, (cellOf) => givenUp(cellOf, started))
  return found.ledger
}
