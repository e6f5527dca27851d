// Whether a paste into one of the tool's boxes is a whole lead to spread over the form, or just that box's value.
// Light on purpose (no phone library): the UI asks on every paste and loads the reader only when this says yes.
import type { LeadField } from '../lead'
import { labelAlone, labelledLine, PHONE, plainText, withoutEmails } from './lead-labels'

/** The tool's boxes a lead can be pasted into. */
export type PasteField = 'zip' | 'find' | LeadField

/** A block is several lines, a tab, or a phone or email beside other words; in notes and address, two labels or more. */
export function isLeadBlock(text: string, field: PasteField): boolean {
  const trimmed = plainText(text).trim()
  // Notes and addresses run over several lines by themselves: only labels tell a lead apart.
  if (field === 'notes' || field === 'address') return labelCount(trimmed) >= 2
  if (trimmed.includes('\n') || trimmed.includes('\t')) return true
  const rest = withoutEmails(trimmed.replace(PHONE, ' '))
  return rest.length < trimmed.length && /[\p{L}\p{N}]/u.test(rest)
}

function labelCount(text: string): number {
  let count = 0
  for (const line of text.split('\n')) if (labelledLine(line.trim())?.field || labelAlone(line.trim())) count++
  return count
}
