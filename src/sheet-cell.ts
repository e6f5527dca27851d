// The one reader of a spreadsheet cell as text, for the tool's readers of the ledger's tabs and for its script.

const isDateCell = (value: unknown): value is Date => Object.prototype.toString.call(value) === '[object Date]'

/**
 * A cell as text: a date as ISO 8601 ('' for an invalid one), nothing as '', and one leading apostrophe dropped
 * (the script writes every text with one, and a Plain text column keeps it).
 */
export function cellText(value: unknown): string {
  if (isDateCell(value)) return Number.isNaN(value.getTime()) ? '' : value.toISOString()
  if (value === null || value === undefined) return ''
  const text = String(value)
  return typeof value === 'string' && text.startsWith("'") ? text.slice(1) : text
}

export { isDateCell }
