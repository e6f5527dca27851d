// Keys and roles: the owner's LEDGER_KEY, or a setter's from the Setters tab; what each may ask.
import { actionsFor } from '../../../src/ledger-api/actions'
import { cellText } from '../../../src/sheet-cell'
import { scriptProperty } from './script-properties'
import { columnsOf, type ColumnDefinitions, type Spreadsheet } from './tabs'

export const SETTERS_TAB = 'Setters'
export const SETTER_COLUMNS = [
  ['setter', 'Setter'],
  ['key', 'Key'],
  ['active', 'Active'],
  ['dailyLimit', 'Daily Limit'],
] as const satisfies ColumnDefinitions<string>
/** The shortest owner's or setter's key the script takes. */
export const MIN_KEY_LENGTH = 20
/** What a request with a LEDGER_KEY under MIN_KEY_LENGTH is answered: such a key is no owner key. */
export const WEAK_OWNER_KEY = 'weak-key'
/** What a setter's key may ask (the actions' table says); every other action is the owner's. */
const SETTER_ACTIONS: readonly string[] = actionsFor('setter')

export type Caller = { role: 'owner'; setter: '' } | { role: 'setter'; setter: string }

export const mayAsk = (caller: Caller, action: unknown) =>
  caller.role === 'owner' || SETTER_ACTIONS.indexOf(String(action)) >= 0

/** The owner for LEDGER_KEY (WEAK_OWNER_KEY when it is too short), a setter for an active setter's key, else null. */
export function callerOf(given: unknown, spreadsheet: Spreadsheet | null): Caller | typeof WEAK_OWNER_KEY | null {
  const ownerKey = scriptProperty('LEDGER_KEY')
  if (!ownerKey || typeof given !== 'string') return null
  if (sameKey(given, ownerKey))
    return ownerKey.length >= MIN_KEY_LENGTH ? { role: 'owner', setter: '' } : WEAK_OWNER_KEY
  if (given.length < MIN_KEY_LENGTH || !spreadsheet) return null
  const sheet = spreadsheet.getSheetByName(SETTERS_TAB)
  const setter = sheet ? setterWithKey(sheet, given) : ''
  return setter ? { role: 'setter', setter } : null
}

/** Compares every character given, so the time taken says nothing about how much of a key was right. */
export function sameKey(given: string, key: string): boolean {
  let difference = given.length ^ key.length
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ (key.charCodeAt(i) | 0)
  return difference === 0 && key.length > 0
}

/** The name of the active setter whose key this is, or ''; reads the header and 3 cells a setter row. */
function setterWithKey(sheet: GoogleAppsScript.Spreadsheet.Sheet, given: string): string {
  const c = columnsOf(sheet, SETTER_COLUMNS).columns
  const count = sheet.getLastRow() - 1
  if (!c.setter || !c.key || !c.active || count < 1) return ''
  const column = (at: number) => (sheet.getRange(2, at, count, 1).getValues() as unknown[][]).map((cells) => cells[0])
  const names = column(c.setter)
  const keys = column(c.key)
  const active = column(c.active)
  let found = ''
  for (let i = 0; i < count; i++) {
    const key = cellText(keys[i]).trim()
    // Every row is compared, whatever matched before it.
    const matches = sameKey(given, key)
    const name = cellText(names[i]).trim()
    if (matches && !found && key.length >= MIN_KEY_LENGTH && isActive(active[i]) && name) found = name
  }
  return found
}

/** `yes`, `TRUE` or a ticked checkbox; anything else turns the key off. */
export function isActive(value: unknown): boolean {
  if (value === true) return true
  const text = cellText(value).trim().toLowerCase()
  return text === 'yes' || text === 'true'
}
