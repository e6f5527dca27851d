// SPEC.md §5: a company matches only if it lists exactly that ZIP; no prefix, distance or state matching.

import { type Company, type LoadedSheet, type ZipIndex } from './company'
import { sheetMessages } from './messages'
import { isZip, ZIP_CODE_COUNT, zipOfAddress, zipText } from './zip-code'

export interface ZipSearchResult {
  zip: string
  /** Positions in the sheet's companies of the partners listing `zip`, in sheet order. */
  positions: Int32Array
  companies: Company[]
  /** Status text, verbatim from SPEC.md §8. */
  message: string
}

/** How much of the ZIP box's text is read: room for a pasted address line. */
export const ZIP_INPUT_MAX_LENGTH = 200

/** Five digits with no letter or digit right before or after: '54016' in 'WI 54016.' or '54016 1234'. */
const STAND_ALONE_ZIP = /(?<![0-9A-Za-z])[0-9]{5}(?![0-9A-Za-z])/g

/** An address line's or ZIP+4's ZIP, else a lone 5-digit group, else every non-digit stripped ('540-16' -> '54016'). */
export function zipToSearch(input: string): string {
  const text = input.slice(0, ZIP_INPUT_MAX_LENGTH)
  const groups = text.match(STAND_ALONE_ZIP)
  return zipOfAddress(text) ?? (groups?.length === 1 ? groups[0]! : text.replace(/[^0-9]/g, ''))
}

export function emptyZipIndex(): ZipIndex {
  return { offsets: new Int32Array(ZIP_CODE_COUNT + 1), positions: new Int32Array(0) }
}

/** The lowest ZIP that some company lists (an example for the ZIP box), or null when none does. */
export function firstIndexedZip(index: ZipIndex): string | null {
  for (let code = 0; code < ZIP_CODE_COUNT; code++)
    if (index.offsets[code + 1]! > index.offsets[code]!) return zipText(code)
  return null
}

/** Positions of the companies serving `zip` (exactly 5 digits), ascending; empty for anything else. */
export function zipPositions(index: ZipIndex, zip: string): Int32Array {
  if (!isZip(zip)) return index.positions.subarray(0, 0)
  const code = Number(zip)
  return index.positions.subarray(index.offsets[code] ?? 0, index.offsets[code + 1] ?? 0)
}

export function searchByZip(sheet: Pick<LoadedSheet, 'companies' | 'zipIndex'>, input: string): ZipSearchResult {
  const zip = zipToSearch(typeof input === 'string' ? input : String(input ?? ''))
  const positions = zipPositions(sheet.zipIndex, zip)
  if (zip === '') return { zip, positions, companies: [], message: sheetMessages.enterZip }
  const companies = Array.from(positions, (position) => sheet.companies[position]!)
  const n = companies.length
  return { zip, positions, companies, message: n === 0 ? sheetMessages.noMatch(zip) : sheetMessages.matches(n, zip) }
}
