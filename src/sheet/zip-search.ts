// ZIP search (SPEC.md §5): strip every non-digit; a company matches if its
// zip_codes contain exactly that string. No prefix, distance or state matching.
// One Map lookup in the ZIP index; results in sheet order.

import type { Company, LoadedSheet } from './company'
import { sheetMessages } from './messages'

export interface ZipSearchResult {
  /** The input with every non-digit removed (what was searched for). */
  zip: string
  companies: Company[]
  /** Status text, verbatim from SPEC.md §8. */
  message: string
}

/** Removes every character that is not an ASCII digit 0-9. */
export function stripToDigits(input: string): string {
  let out = ''
  let allDigits = true
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i)
    if (c < 48 || c > 57) {
      allDigits = false
      break
    }
  }
  if (allDigits) return input
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i)
    if (c >= 48 && c <= 57) out += input[i]
  }
  return out
}

export function searchByZip(
  sheet: Pick<LoadedSheet, 'companies' | 'zipIndex'>,
  input: string,
): ZipSearchResult {
  const zip = stripToDigits(typeof input === 'string' ? input : String(input ?? ''))
  if (zip === '') return { zip, companies: [], message: sheetMessages.enterZip }
  const positions = sheet.zipIndex.get(zip)
  if (positions === undefined || positions.length === 0) {
    return { zip, companies: [], message: sheetMessages.noMatch(zip) }
  }
  const all = sheet.companies
  const companies: Company[] = []
  for (let i = 0; i < positions.length; i++) {
    const c = all[positions[i]!]
    if (c !== undefined) companies.push(c)
  }
  const n = companies.length
  return {
    zip,
    companies,
    message: n === 0 ? sheetMessages.noMatch(zip) : sheetMessages.matches(n, zip),
  }
}
