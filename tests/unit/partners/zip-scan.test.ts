// @vitest-environment node
// The ZIP list scanner in parseSheet reads ASCII cells as bytes and other cells
// character by character. These tests hold it to the plain reading of SPEC.md §5
// ("split on whitespace, comma, semicolon or pipe; keep only tokens of exactly 5
// digits"), written here the obvious way, on awkward cells and on many rows.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { LoadedSheet } from '../../../src/partners/company'
import { parseSheet } from '../../../src/partners/parse-sheet'
import { zipPositions } from '../../../src/partners/zip-search'
import { writeCsv } from '../../support/write-csv'
import { rejectedOnRow, zipCodesByCompany } from '../../support/zip-codes-of'

// Hundreds of parses per property: on a loaded machine that outlasts the default 5 s.
vi.setConfig({ testTimeout: 60_000 })

/** Separators: ',', ';', '|', every ASCII control character and space, and JS whitespace above ASCII. */
// eslint-disable-next-line no-control-regex
const SEPARATORS = /[\u0000-\u0020,;|\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/

function referenceZips(cell: string): { zips: string[]; rejected: string[] } {
  const zips: string[] = []
  const rejected: string[] = []
  for (const token of cell.split(SEPARATORS)) {
    if (token === '') continue
    if (!/^[0-9]{5}$/.test(token)) rejected.push(token)
    else if (!zips.includes(token)) zips.push(token)
  }
  // The index does not keep the sheet's order of a company's ZIPs: read back, they come ascending.
  return { zips: zips.sort(), rejected }
}

/** One company per cell (named, so rows without ZIPs are kept too). */
function sheetOf(cells: readonly string[]): LoadedSheet {
  return parseSheet(writeCsv([['Company Name', 'Zips'], ...cells.map((cell, i) => [`Co ${i}`, cell])]))
}

function expectLikeReference(cells: readonly string[]) {
  const sheet = sheetOf(cells)
  expect(sheet.companies).toHaveLength(cells.length)
  const rejected: { row: number; token: string }[] = []
  const zipLists = zipCodesByCompany(sheet)
  let pairs = 0
  cells.forEach((cell, i) => {
    const expected = referenceZips(cell)
    expect(zipLists[i]).toEqual(expected.zips)
    for (const token of expected.rejected) rejected.push({ row: i + 2, token })
    pairs += expected.zips.length
  })
  expect(sheet.report.rejectedZipTokens).toEqual(rejected)
  // The index holds exactly the (ZIP, company) pairs, each ZIP's companies in sheet order.
  expect(sheet.zipIndex.positions).toHaveLength(pairs)
  const byZip = new Map<string, number[]>()
  cells.forEach((cell, position) => {
    for (const zip of referenceZips(cell).zips) byZip.set(zip, [...(byZip.get(zip) ?? []), position])
  })
  for (const [zip, positions] of byZip) expect(Array.from(zipPositions(sheet.zipIndex, zip))).toEqual(positions)
}

const zipish = fc.constantFrom('54016', '00000', '99999', '55001', '12345', '00501')
const tokenish = fc.oneof(
  { weight: 6, arbitrary: zipish },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '5401',
      '540161',
      '1234567890',
      'abcde',
      '5401a',
      'a5401',
      '54016-1234',
      '1234５',
      '５４０１６',
      '٥٤٠١٦',
      '54O16',
      '5',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 7 }) },
)
const separator = fc.constantFrom(
  ' ',
  ',',
  ';',
  '|',
  ', ',
  ' | ',
  '; ',
  '\t',
  '\r\n',
  '\n',
  ',,,',
  ' ;| ',
  '\u00a0',
  '\u3000',
  '\ufeff',
  '\u0001',
  '\u2028',
)
const zipCell = fc
  .array(fc.tuple(tokenish, separator), { maxLength: 40 })
  .chain((parts) => fc.tuple(fc.constant(parts), separator, separator))
  .map(([parts, lead, trail]) => lead + parts.map(([token, sep]) => token + sep).join('') + trail)

describe('ZIP lists read as SPEC.md §5 says', () => {
  it.each([
    ['54016', ['54016']],
    ['54016,', ['54016']],
    [',54016', ['54016']],
    [' ,; | 54016 |;, ', ['54016']],
    ['54016 54016 54017 54016', ['54016', '54017']],
    ['540165401654016', []],
    ['5401654016', []],
    ['54016\u00a054017', ['54016', '54017']],
    ['54016é', []],
    ['é 54016', ['54016']],
    ['1234５ 54016', ['54016']],
    ['00000 99999', ['00000', '99999']],
    [',,;;||', []],
  ])('%j -> %j', (cell, zips) => {
    expect(zipCodesByCompany(sheetOf([cell]))[0]).toEqual(zips)
    expectLikeReference([cell])
  })

  it('rejects exactly the tokens that are not 5 ASCII digits, in order, with their row', () => {
    const sheet = sheetOf(['54016 540161 1234５ ５４０１６ 5401 abcde 54O16', '55001;55001;5500'])
    expect(sheet.report.rejectedZipTokens).toEqual([
      ...rejectedOnRow(2, ['540161', '1234５', '５４０１６', '5401', 'abcde', '54O16']),
      ...rejectedOnRow(3, ['5500']),
    ])
  })

  it('a ZIP repeated within a row counts once; repeated on the next rows it counts for each', () => {
    const sheet = sheetOf(['54016 54016', '54016', '54017 54016 54017'])
    expect(zipCodesByCompany(sheet)).toEqual([['54016'], ['54016'], ['54016', '54017']])
    expect(Array.from(zipPositions(sheet.zipIndex, '54016'))).toEqual([0, 1, 2])
    expect(Array.from(zipPositions(sheet.zipIndex, '54017'))).toEqual([2])
  })

  it('the index holds the ZIPs of the companies only: the records carry no ZIP list', () => {
    const sheet = sheetOf(['54016', 'x 54016'])
    for (const company of sheet.companies) expect(Object.keys(company)).not.toContain('zip_codes')
    expect(Array.from(zipPositions(sheet.zipIndex, '54016'))).toEqual([0, 1])
  })

  it('long cells (thousands of ZIPs, past the scanner buffer) and cells mixing ASCII and non-ASCII rows', () => {
    const many = Array.from({ length: 3000 }, (_, i) => String(10000 + ((i * 7919) % 90000))).join(', ')
    expectLikeReference([many, `${many} é`, '54016', many.replaceAll(', ', '\u3000')])
  })

  it('matches the plain reading on random cells', () => {
    fc.assert(
      fc.property(fc.array(zipCell, { minLength: 1, maxLength: 6 }), (cells) => expectLikeReference(cells)),
      { numRuns: 400 },
    )
  })
})
