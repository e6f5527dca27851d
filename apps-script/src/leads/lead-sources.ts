// The Sources tab: one key per lead source (Google Ads, Zapier, Make), which may only deliver leads.
import { cellText } from '../../../src/sheet-cell'
import type { SourceProblem } from '../../../src/leads/lead-intake-contract'
import { sourceProblem } from '../../../src/leads/lead-intake'
import { isActive, sameKey, SETTER_COLUMNS, SETTERS_TAB } from '../platform/keys'
import { scriptProperty } from '../platform/script-properties'
import { columnCells, findTab, type ColumnDefinitions, type Spreadsheet } from '../platform/tabs'

export const SOURCES_TAB = 'Sources'
export const SOURCE_COLUMNS = [
  ['source', 'Source'],
  ['key', 'Key'],
  ['active', 'Active'],
] as const satisfies ColumnDefinitions<string>

export interface SourceRow {
  source: string
  key: string
  active: boolean
  problem: SourceProblem | null
}

/** Every named row of the Sources tab with its problem; reads the header, SOURCE_COLUMNS and the setters' keys. */
export function readSources(spreadsheet: Spreadsheet): SourceRow[] {
  const tab = findTab(spreadsheet, SOURCES_TAB, SOURCE_COLUMNS)
  if (!tab) return []
  const names = columnCells(tab, 'source') ?? []
  const keys = (columnCells(tab, 'key') ?? []).map((cell) => cellText(cell).trim())
  const active = columnCells(tab, 'active') ?? []
  const setters = findTab(spreadsheet, SETTERS_TAB, SETTER_COLUMNS)
  const staffKeys = [scriptProperty('LEDGER_KEY'), ...((setters && columnCells(setters, 'key')) ?? [])]
    .map((key) => cellText(key).trim())
    .filter((key) => key !== '')
  const rows: SourceRow[] = []
  names.forEach((cell, i) => {
    const source = cellText(cell).trim()
    if (source === '') return
    const key = keys[i] ?? ''
    const others = keys.filter((other, j) => j !== i && other !== '' && cellText(names[j]).trim() !== '')
    rows.push({
      source,
      key,
      active: isActive(active[i]),
      problem: sourceProblem({ name: source, key }, others, staffKeys),
    })
  })
  return rows
}

/** The active source whose key this is and that has no problem, or null; every row is compared. */
export function sourceWithKey(sources: readonly SourceRow[], given: string): SourceRow | null {
  let found: SourceRow | null = null
  for (const row of sources) {
    const matches = sameKey(given, row.key)
    if (matches && !found && row.active && row.problem === null) found = row
  }
  return found
}

/** Whether any Sources row holds this key, usable or not: such a key may never do a setter's work. */
export const isSourceKey = (sources: readonly SourceRow[], given: string) =>
  sources.some((row) => row.key !== '' && sameKey(given, row.key))

/** `check`'s `sources`: each row that delivers nothing, and why. */
export const sourceProblems = (sources: readonly SourceRow[]) =>
  sources.flatMap((row) => (row.problem ? [{ source: row.source, problem: row.problem }] : []))
