// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { LoadedSheet } from '../../../src/partners/company'
import { parseSheet } from '../../../src/partners/parse-sheet'
import { findPartners, partnerNameKeys, positionInSheet, zipsListedBy } from '../../../src/partners/partner-search'

let sheet: LoadedSheet
let keys: string[]
// Parsed in each test, not once at load: StrykerJS's per-test coverage sees only what runs in a test.
beforeEach(() => {
  sheet = parseSheet(
    [
      'company_name,display_name,zip codes',
      'Northern Coatings LLC,Peña Floors,54016 54022',
      'Acme Trees Inc,,54016',
      'Big River Painting,Acme-Free Painting,55101',
      ',,99501',
      'Trees R Us,,54016',
      'Coatings Plus,Zeta Garage Floors,54022',
    ].join('\n'),
  )
  keys = partnerNameKeys(sheet.companies)
})

describe('partner matching', () => {
  it('finds a display name or a company name containing the text, ignoring case and accents', () => {
    expect(findPartners(keys, 'PENA', 10)).toEqual([0])
    expect(findPartners(keys, 'peña fl', 10)).toEqual([0])
    expect(findPartners(keys, 'northern', 10)).toEqual([0])
    expect(findPartners(keys, 'river', 10)).toEqual([2])
    expect(findPartners(keys, 'nothing like it', 10)).toEqual([])
    expect(findPartners(keys, '   ', 10)).toEqual([])
  })

  it('lists names starting with the text first, then the rest in sheet order, up to the limit', () => {
    expect(findPartners(keys, 'acme', 10)).toEqual([1, 2])
    expect(findPartners(keys, 'trees', 10)).toEqual([4, 1])
    expect(findPartners(keys, 'trees', 1)).toEqual([4])
    // A company name starting with the text counts as starting, though the display name comes first.
    expect(findPartners(keys, 'coatings', 10)).toEqual([5, 0])
  })

  it('finds a partner again in a newer copy of the sheet: at its row, moved, or gone', () => {
    const trees = sheet.companies[4]!
    expect(positionInSheet(sheet.companies, trees)).toBe(4)
    const moved = parseSheet(
      'company_name,zip codes\nNew Partner,54016\nTrees R Us,54016\nAcme Trees Inc,54016',
    ).companies
    expect(positionInSheet(moved, trees)).toBe(1)
    expect(positionInSheet(moved.slice(0, 1), trees)).toBe(-1)
  })

  it("reads a partner's ZIPs off the sheet's ZIP index", () => {
    expect(zipsListedBy(sheet.zipIndex, 0)).toEqual(['54016', '54022'])
    expect(zipsListedBy(sheet.zipIndex, 1)).toEqual(['54016'])
    expect(zipsListedBy(sheet.zipIndex, 3)).toEqual(['99501'])
  })
})
