// A setter's daily limit: past it, a booking is saved with a `held:` Email Status, neither emailed nor billed, until
// the owner sends it (`release`) or cancels it (`withdraw`).
import { endOfDayAfter } from '../../../src/partner-time/agency-week'
import { cellText } from '../../../src/sheet-cell'
import { DEFAULT_DAILY_LIMIT } from '../../../src/bookings/policy'
import { openLedger, writeToRow, type Ledger } from './bookings-tab'
import { isHeld } from './email-status'
import { SETTER_COLUMNS, SETTERS_TAB } from '../platform/keys'
import { partnerSheet } from '../partners/partner-sheet'
import { withLock } from '../platform/script-lock'
import { agencyTimeZone } from '../platform/script-properties'
import { reportFates, sendQueue } from './sending'
import { columnCells, findTab, readWindows, timeCell, windowsOf, type Spreadsheet } from '../platform/tabs'

/** The `Daily Limit` on the first Setters row with this name: a whole number, else the default. */
export function dailyLimitOf(spreadsheet: Spreadsheet, setter: string): number {
  const tab = findTab(spreadsheet, SETTERS_TAB, SETTER_COLUMNS)
  if (!tab || !tab.columns.dailyLimit) return DEFAULT_DAILY_LIMIT
  const names = columnCells(tab, 'setter') ?? []
  const limits = columnCells(tab, 'dailyLimit') ?? []
  const at = names.findIndex((name) => cellText(name).trim() === setter)
  const text = at < 0 ? '' : cellText(limits[at]).trim()
  return /^\d+$/.test(text) ? Number(text) : DEFAULT_DAILY_LIMIT
}

/**
 * The setter's bookings saved in the agency day holding `now`, inside the lock: the Saved At column, then the
 * Setter cells of the rows saved that day only.
 */
export function savedTodayBy(ledger: Ledger, setter: string, now: number): number {
  const last = ledger.sheet.getLastRow()
  if (last < 2) return 0
  const zone = agencyTimeZone()
  const from = endOfDayAfter(now, -1, zone)
  const upTo = endOfDayAfter(now, 0, zone)
  const saved = ledger.sheet.getRange(2, ledger.columns.savedAt, last - 1, 1).getValues() as unknown[][]
  const today: number[] = []
  saved.forEach(([cell], i) => {
    const time = timeCell(cell)
    if (time >= from && time < upTo) today.push(i + 2)
  })
  // Gaps filled up to as many rows again: a sorted tab costs a few cells rather than a call a row.
  const setters = readWindows(ledger, ['setter'], windowsOf(today, 2 * today.length))
  return today.filter((row) => cellText(setters[row]!.setter).trim() === setter).length
}

/** The held booking's row and its cells, or the refusal; inside the lock. */
function heldRow(ledger: Ledger, id: string): { row: number; emailStatus: string } | { ok: false; error: string } {
  const row = ledger.byId[`:${id}`]
  if (!row) return { ok: false, error: 'not-found' }
  const cells = readWindows(ledger, ['emailStatus', 'status'], [[row, row]])[row]!
  const emailStatus = cellText(cells.emailStatus).trim()
  if (!isHeld(emailStatus, cellText(cells.status).trim())) return { ok: false, error: 'not-held' }
  return { row, emailStatus }
}

const askedId = (id: unknown) => (typeof id === 'string' ? id.trim() : '')

/** Owner only: sends a held booking's quote as `deliver` would, claimed only while it is still held. */
export function release(spreadsheet: Spreadsheet, id: unknown, started: number) {
  const asked = askedId(id)
  if (asked === '') return { ok: false, error: 'bad-request' }
  const found = withLock(() => {
    const ledger = openLedger(spreadsheet, 'release')
    return { ledger, held: heldRow(ledger, asked) }
  })
  if (found === null) return { ok: false, error: 'busy' }
  const held = found.held
  if ('error' in held) return held
  // Fresh, as for deliver: the owner may have just corrected the partner's address.
  const queue = [{ id: asked, row: held.row, before: held.emailStatus }]
  const outcomes = sendQueue(found.ledger, queue, partnerSheet(true), started, isHeld)
  return { ok: true, ...reportFates([asked], (each) => outcomes[`:${each}`] ?? held.emailStatus) }
}

/** Owner only: a held booking's Status becomes `Cancelled`; it is never emailed nor billed. */
export function withdraw(spreadsheet: Spreadsheet, id: unknown) {
  const asked = askedId(id)
  if (asked === '') return { ok: false, error: 'bad-request' }
  const answer = withLock(() => {
    const ledger = openLedger(spreadsheet, 'withdraw')
    const held = heldRow(ledger, asked)
    if ('error' in held) return held
    return writeToRow(ledger, { id: asked, row: held.row }, { status: 'Cancelled' })
      ? { ok: true }
      : { ok: false, error: 'not-found' }
  })
  return answer ?? { ok: false, error: 'busy' }
}
