// Test-side reading of a loaded sheet's ZIPs per company. The app never needs a
// company's ZIP list (search reads the ZIP index), so this lives with the tests:
// it reads the index back into one ascending list of 5-digit strings per company.

import type { LoadedSheet } from '../../src/partners/company'
import { ZIP_CODE_COUNT, zipText } from '../../src/partners/zip-code'

/** For each company position, the ZIPs whose index range lists it, ascending. */
export function zipCodesByCompany(sheet: Pick<LoadedSheet, 'companies' | 'zipIndex'>): string[][] {
  const lists = sheet.companies.map((): string[] => [])
  const { offsets, positions } = sheet.zipIndex
  for (let k = 0; k < positions.length; k++) lists[positions[k]!]!.push(zipText(codeAt(offsets, k)))
  for (const list of lists) list.sort()
  return lists
}

/** The code whose range [offsets[code], offsets[code + 1]) holds entry k (binary search). */
function codeAt(offsets: Int32Array, k: number): number {
  let low = 0
  let high = ZIP_CODE_COUNT - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if (offsets[mid]! <= k) low = mid
    else high = mid - 1
  }
  return low
}

/** The ZIPs of the company at `position`, ascending. */
export function zipCodesOf(sheet: Pick<LoadedSheet, 'companies' | 'zipIndex'>, position: number): string[] {
  return zipCodesByCompany(sheet)[position] ?? []
}

/** The report's entries for `tokens` rejected on sheet row `row`, in order. */
export const rejectedOnRow = (row: number, tokens: string[]) => tokens.map((token) => ({ row, token }))
