import type { Company, ZipIndex } from './company'
import { withoutAccents } from './search-text'
import { ZIP_CODE_COUNT, zipText } from './zip-code'

/** Lower case, accents removed, runs of spaces as one. */
function partnerNameKey(text: string): string {
  return withoutAccents(text).toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Per company position: its display name and company name as searched, one per line. Built once per sheet. */
export function partnerNameKeys(companies: readonly Company[]): string[] {
  return companies.map((company) => `${partnerNameKey(company.display_name)}\n${partnerNameKey(company.company_name)}`)
}

/** Positions of the partners whose display name or company name contains `text`: names starting with it first, then sheet order. */
export function findPartners(nameKeys: readonly string[], text: string, limit: number): number[] {
  const query = partnerNameKey(text)
  if (query === '') return []
  const starting: number[] = []
  const containing: number[] = []
  for (let position = 0; position < nameKeys.length && starting.length < limit; position++) {
    const key = nameKeys[position]!
    const at = key.indexOf(query)
    if (at < 0) continue
    if (at === 0 || key[at - 1] === '\n') starting.push(position)
    else if (containing.length < limit) containing.push(position)
  }
  return [...starting, ...containing].slice(0, limit)
}

/** Where a partner from an earlier copy of the sheet is now: its row if that still holds it, else the first with its names; -1 when gone. */
export function positionInSheet(companies: readonly Company[], partner: Company): number {
  const samePartner = (company: Company) =>
    company.company_name === partner.company_name && company.display_name === partner.display_name
  const atItsRow = companies.findIndex((company) => company.sheet_row === partner.sheet_row)
  return atItsRow >= 0 && samePartner(companies[atItsRow]!) ? atItsRow : companies.findIndex(samePartner)
}

export function zipsListedBy(zipIndex: ZipIndex, position: number): string[] {
  const { offsets, positions } = zipIndex
  const zips: string[] = []
  for (let code = 0; code < ZIP_CODE_COUNT; code++) {
    // Each ZIP's positions are ascending: a binary search finds the partner in its range.
    let low = offsets[code]!
    let high = offsets[code + 1]! - 1
    while (low <= high) {
      const middle = (low + high) >> 1
      const found = positions[middle]!
      if (found === position) {
        zips.push(zipText(code))
        break
      }
      if (found < position) low = middle + 1
      else high = middle - 1
    }
  }
  return zips
}
