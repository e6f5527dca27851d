// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { LoadedSheet } from '../../../src/partners/company'
import { sheetMessages } from '../../../src/partners/messages'
import { parseSheet } from '../../../src/partners/parse-sheet'
import { emptyZipIndex, firstIndexedZip, searchByZip } from '../../../src/partners/zip-search'

let sheet: LoadedSheet
// Parsed in each test, not once at load: StrykerJS's per-test coverage sees only what runs in a test.
beforeEach(() => {
  sheet = parseSheet(
    ['Company Name,Zips', 'Alpha,"54016, 54017"', 'Beta,54017', 'Gamma,"54016|55001"', 'Delta,54022'].join('\r\n'),
  )
})
const zipToSearch = (input: string) => searchByZip(sheet, input).zip

describe('ZIP search: "all non-digits are stripped; a company matches if its zip_codes contains that exact stripped string"', () => {
  it('returns the matching companies in sheet order', () => {
    const r = searchByZip(sheet, '54016')
    expect(r.companies.map((c) => c.company_name)).toEqual(['Alpha', 'Gamma'])
    expect(r.zip).toBe('54016')
  })
  it('`540-16` matches `54016`', () => {
    expect(searchByZip(sheet, '540-16').companies.map((c) => c.company_name)).toEqual(['Alpha', 'Gamma'])
    expect(searchByZip(sheet, ' ZIP: 5 4 0 1 6 ').zip).toBe('54016')
  })
  it('"No prefix, distance or state matching": `5401` and `540161` match nothing', () => {
    expect(searchByZip(sheet, '5401')).toEqual({
      zip: '5401',
      positions: new Int32Array(0),
      companies: [],
      message: 'No companies found for ZIP 5401.',
    })
    expect(searchByZip(sheet, '540161').companies).toEqual([])
    expect(searchByZip(sheet, '54023').companies).toEqual([])
  })
  it('"Empty input returns no results": message `Enter a ZIP to search.`', () => {
    const none = { zip: '', positions: new Int32Array(0), companies: [], message: 'Enter a ZIP to search.' }
    expect(searchByZip(sheet, '')).toEqual(none)
    expect(searchByZip(sheet, ' - abc ')).toEqual(none)
  })
  it("'No companies found for ZIP {zip}.'", () => {
    expect(searchByZip(sheet, '99999').message).toBe('No companies found for ZIP 99999.')
  })
  it("'{n} company/companies match ZIP {zip}.' — singular", () => {
    expect(searchByZip(sheet, '54022').message).toBe('1 company matches ZIP 54022.')
  })
  it("'{n} company/companies match ZIP {zip}.' — plural", () => {
    expect(searchByZip(sheet, '54017').message).toBe('2 companies match ZIP 54017.')
  })
  it('gives the sheet positions of the companies it found, in sheet order', () => {
    const result = searchByZip(sheet, '54017')
    expect(Array.from(result.positions, (position) => sheet.companies[position])).toEqual(result.companies)
  })
  it('works on an empty sheet', () => {
    expect(searchByZip({ companies: [], zipIndex: emptyZipIndex() }, '54016').message).toBe(
      'No companies found for ZIP 54016.',
    )
  })
  it('without one stand-alone 5-digit group, only ASCII digits are kept', () => {
    expect(zipToSearch('a1-2 3٤5')).toBe('1235')
    expect(zipToSearch('54016')).toBe('54016')
  })
  it('a value that is not text is read as its digits', () => {
    expect(searchByZip(sheet, 54017 as unknown as string).message).toBe('2 companies match ZIP 54017.')
    expect(searchByZip(sheet, undefined as unknown as string).message).toBe('Enter a ZIP to search.')
  })
})

describe("the ZIP box's example: the lowest ZIP some partner lists", () => {
  it('is read off the ZIP index', () => {
    expect(firstIndexedZip(sheet.zipIndex)).toBe('54016')
    expect(firstIndexedZip(parseSheet('Company Name,Zips\r\nA,99950\r\nB,00501 60601\r\n').zipIndex)).toBe('00501')
    expect(firstIndexedZip(parseSheet('Company Name,Zips\r\nA,99950\r\n').zipIndex)).toBe('99950')
  })
  it('is none when no partner lists a ZIP', () => {
    expect(firstIndexedZip(emptyZipIndex())).toBeNull()
    expect(firstIndexedZip(parseSheet('Company Name,Zips\r\nA,\r\n').zipIndex)).toBeNull()
  })
})

describe('SPEC §4 and §8 texts, verbatim', () => {
  it('every message', () => {
    expect(sheetMessages.loading).toBe('Loading data…')
    expect(sheetMessages.loaded(12)).toBe('Loaded 12 companies.')
    expect(sheetMessages.notConfigured).toBe('Set your Google Sheet CSV URL in Admin tab → Use This Sheet.')
    expect(sheetMessages.loadFailed).toBe('Failed to load data. Check the CSV URL in Admin tab.')
    expect(sheetMessages.httpError(500)).toBe('HTTP 500')
    expect(sheetMessages.enterZip).toBe('Enter a ZIP to search.')
    expect(sheetMessages.noMatch('54016')).toBe('No companies found for ZIP 54016.')
    expect(sheetMessages.matches(1, '54016')).toBe('1 company matches ZIP 54016.')
    expect(sheetMessages.matches(3, '54016')).toBe('3 companies match ZIP 54016.')
    expect(sheetMessages.noResults).toBe('No results.')
  })
})

describe('typed or pasted text: an address line’s closing ZIP or a ZIP+4 is searched as that ZIP, anything else has its non-digits stripped', () => {
  it.each([
    ['54016', '54016', 'Alpha,Gamma'],
    ['540-16', '54016', 'Alpha,Gamma'],
    ['54016-1234', '54016', 'Alpha,Gamma'],
    ['Hudson, WI 54016', '54016', 'Alpha,Gamma'],
    ['123 Main St, Hudson, WI 54016-1234', '54016', 'Alpha,Gamma'],
    ['123456', '123456', ''],
    ['5401', '5401', ''],
  ])('%j searches %s', (input, zip, names) => {
    const result = searchByZip(sheet, input)
    expect(result.zip).toBe(zip)
    expect(result.companies.map((c) => c.company_name).join(',')).toBe(names)
    // The result line names the ZIP actually searched, in the spec's words.
    expect(result.message).toBe(
      names ? sheetMessages.matches(names.split(',').length, zip) : sheetMessages.noMatch(zip),
    )
  })
  it('two 5-digit groups with no word between are not a ZIP: the digits are stripped as the spec says', () => {
    expect(zipToSearch('54016 54017')).toBe('5401654017')
  })
  it('reads a pasted address as the Address field does: the ZIP closing the line, never the house number', () => {
    expect(zipToSearch('12345 Main St, Hudson, WI 54016')).toBe('54016')
    expect(zipToSearch('12345 Main St, Hudson, WI 54016, USA')).toBe('54016')
    expect(zipToSearch('54016 or 54017')).toBe('54017')
  })
  it.each([
    '123 Main St, Hudson, WI 54016, United States',
    '123 Main St, Hudson, WI 54016.',
    '123 Main St, Hudson, WI 54016, usa',
    '123 Main St\nHudson, WI 54016\nUnited States',
    '123 Main St, Hudson, WI 54016 (cell 715-555-1234)',
    '54016 1234',
    '54016 - 1234',
    '54016–1234',
  ])('%j searches 54016', (input) => {
    expect(zipToSearch(input)).toBe('54016')
  })
  it('a 5-digit group inside a longer run of letters or digits does not count', () => {
    expect(zipToSearch('Suite A54016, 123456')).toBe('54016123456')
  })
  it('reads at most 200 characters', () => {
    expect(zipToSearch(`${'x'.repeat(200)} 54016`)).toBe('')
    expect(zipToSearch(`${'x'.repeat(194)} 54016`)).toBe('54016')
  })
})
