// The lead queue's tabs: Leads (the sources fill its first ten columns, the script the rest), Attempts (one row a
// call) and Do Not Call.
import { OWNER_AS_SETTER } from '../../../src/ledger-api/ledger-contract'
import { cellText } from '../../../src/sheet-cell'
import { LEAD_TAB_COLUMNS } from '../../../src/leads/lead'
import { leadPhoneOfCell } from '../../../src/leads/lead-row'
import type { Caller } from '../platform/keys'
import { columnCells, findTab, type Cells, type ColumnDefinitions, type Spreadsheet } from '../platform/tabs'

export const LEADS_TAB = 'Leads'
export const ATTEMPTS_TAB = 'Attempts'
export const DO_NOT_CALL_TAB = 'Do Not Call'
/** The columns the sources and the queue write (src/leads/lead.ts), in their order for a new tab. */
export const LEAD_COLUMNS = LEAD_TAB_COLUMNS.map(({ field, header }) => [field, header] as const)
export const ATTEMPT_COLUMNS = [
  ['attemptId', 'Attempt ID'],
  ['leadId', 'Lead ID'],
  ['at', 'At'],
  ['setter', 'Setter'],
  ['outcome', 'Outcome'],
  ['callbackAt', 'Callback At'],
] as const satisfies ColumnDefinitions<string>
export const DO_NOT_CALL_COLUMNS = [
  ['phone', 'Phone'],
  ['addedAt', 'Added At'],
  ['leadId', 'Lead ID'],
] as const satisfies ColumnDefinitions<string>

export type LeadField = (typeof LEAD_COLUMNS)[number][0]
export type AttemptField = (typeof ATTEMPT_COLUMNS)[number][0]
export type LeadCells = Cells<LeadField>

/** The Do Not Call tab's phones, as `:{10 digits}` keys. */
export function doNotCallPhones(spreadsheet: Spreadsheet): Record<string, true> {
  const tab = findTab(spreadsheet, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS)
  const phones: Record<string, true> = {}
  for (const cell of (tab && columnCells(tab, 'phone')) ?? []) {
    const digits = leadPhoneOfCell(cell)
    if (digits) phones[`:${digits}`] = true
  }
  return phones
}

/** What `queue` answers of a row without a Lead ID, and a claim by row repeats: its phone's last 4 digits. */
export const phoneEndOf = (cell: unknown) => leadPhoneOfCell(cell).slice(-4)

export const setterOf = (caller: Caller) => (caller.role === 'owner' ? OWNER_AS_SETTER : caller.setter)

/** A row the sources left empty (a deleted lead): neither counted nor offered. */
export const isBlankLeadRow = (row: LeadCells) =>
  cellText(row.receivedAt).trim() === '' && cellText(row.phone).trim() === '' && cellText(row.zip).trim() === ''

export function attemptsCount(value: unknown): number {
  const count = typeof value === 'number' ? value : Number(cellText(value).trim() || '0')
  return Number.isNaN(count) || count < 0 ? 0 : Math.floor(count)
}
