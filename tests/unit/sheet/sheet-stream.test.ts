import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoadedSheet } from '../../../src/sheet/company'
import { decodeSheetBytes } from '../../../src/sheet/csv-body'
import { parseSheet, SheetLoadError, SheetRecordReader } from '../../../src/sheet/parse-sheet'
import { SheetStreamParser } from '../../../src/sheet/sheet-stream'
import { generateSheetCsv } from '../../../scripts/support/generate-sheet'

/** Over 1 Mi characters (the default run), with quoted cells that span lines. */
const bigCsv = generateSheetCsv({ companies: 3_000, zipsPerCompany: 120, seed: 11 })

function plain(sheet: LoadedSheet) {
  return {
    ...sheet,
    zipIndex: { offsets: Array.from(sheet.zipIndex.offsets), positions: Array.from(sheet.zipIndex.positions) },
  }
}

/** Feeds `bytes` in chunks of `chunkSize`; returns the sheet and how many runs were read before the body ended. */
function streamed(
  bytes: Uint8Array,
  { chunkSize = 64 * 1024, contentType = null as string | null, runChars = undefined as number | undefined } = {},
) {
  const read = vi.spyOn(SheetRecordReader.prototype, 'read')
  const parser = new SheetStreamParser(contentType, runChars)
  for (let at = 0; at < bytes.length; at += chunkSize) parser.push(bytes.slice(at, at + chunkSize))
  const runsBeforeEnd = read.mock.calls.length
  read.mockRestore()
  return { finish: () => parser.finish(), runsBeforeEnd }
}

const utf8 = (text: string) => new TextEncoder().encode(text)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('SheetStreamParser', () => {
  it('reads a big sheet as it arrives, and gives exactly what parseSheet gives', () => {
    expect(bigCsv.length).toBeGreaterThan(3 * 1024 * 1024)
    const { finish, runsBeforeEnd } = streamed(utf8(bigCsv))
    expect(runsBeforeEnd).toBeGreaterThanOrEqual(2)
    expect(plain(finish())).toEqual(plain(parseSheet(bigCsv)))
  })
  it('gives the same sheet whatever the chunk sizes, down to one byte at a time at run ends', () => {
    const expected = plain(parseSheet(bigCsv))
    for (const chunkSize of [1_000_003, 4096, 7]) {
      const { finish } = streamed(utf8(bigCsv), { chunkSize })
      expect(plain(finish())).toEqual(expected)
    }
  })
  it('splits CRLF sheets at CRLF only: a lone LF inside an unquoted cell stays in the cell', () => {
    const rows = Array.from({ length: 400 }, (_, i) => `Partner ${i},${String(10000 + i)},note\nwith a lone LF ${i}`)
    const text = ['Company Name,Zip Codes,Note', ...rows].join('\r\n')
    const { finish, runsBeforeEnd } = streamed(utf8(text), { chunkSize: 301, runChars: 500 })
    expect(runsBeforeEnd).toBeGreaterThan(10)
    const sheet = finish()
    expect(plain(sheet)).toEqual(plain(parseSheet(text)))
    expect(sheet.companies).toHaveLength(400)
    expect(sheet.companies[399]!.note_banner).toBe('note\nwith a lone LF 399')
  })
  it('uses the line break parseSheet guesses for the whole text, even when the first run saw another', () => {
    // The first rows break with LF, most of the rest with CRLF: papaparse reads the whole text with CRLF.
    const text = `Company Name,Zip Codes\nA,54016\nB,54017\n${Array.from({ length: 50 }, (_, i) => `C${i},${30000 + i}`).join('\r\n')}\r\n`
    const { finish, runsBeforeEnd } = streamed(utf8(text), { chunkSize: 16, runChars: 20 })
    expect(runsBeforeEnd).toBeGreaterThan(0)
    expect(plain(finish())).toEqual(plain(parseSheet(text)))
  })
  it('quoted cells before CRLF in a sheet papaparse reads with LF: cut there, papaparse would read on, so it is parsed whole, the same', () => {
    // The header ends with LF alone, so papaparse reads the whole text with LF records; every cut
    // then leaves a run ending in '"…"\r', where papaparse no longer sees the quote close.
    const rows = Array.from({ length: 60 }, (_, i) => `${20000 + i},"Partner ${i}"\r\n`)
    const text = `Zip Codes,Company Name\n${rows.join('')}`
    const { finish, runsBeforeEnd } = streamed(utf8(text), { chunkSize: 50, runChars: 100 })
    expect(runsBeforeEnd).toBe(0)
    const sheet = finish()
    expect(plain(sheet)).toEqual(plain(parseSheet(text)))
    expect(sheet.companies[59]!.company_name).toBe('Partner 59')
  })
  it('reads lone-CR sheets whole, with the same result', () => {
    const text = bigCsv.replaceAll('\r\n', '\r')
    const { finish, runsBeforeEnd } = streamed(utf8(text))
    expect(runsBeforeEnd).toBe(0)
    expect(plain(finish())).toEqual(plain(parseSheet(text)))
  })
  it('a quote that never closes: the same error as parseSheet, with its row', () => {
    const text = `${bigCsv}Cut Off Coatings,"54016, 540`
    const { finish, runsBeforeEnd } = streamed(utf8(text))
    expect(runsBeforeEnd).toBeGreaterThan(0)
    const message = (() => {
      try {
        parseSheet(text)
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(message).toMatch(/^CSV ends inside a quoted field \(row \d+\)/)
    expect(finish).toThrow(new SheetLoadError(message!))
  })
  it('an HTML page is refused as parseSheet refuses it, however long', () => {
    const page = `<!doctype html><html><body>${'<p>Sign in to continue, please</p>\n'.repeat(40_000)}</body></html>`
    const { finish } = streamed(utf8(page))
    expect(finish).toThrow(new SheetLoadError('Response is an HTML page, not CSV'))
  })
  it('bytes that are not UTF-8, or a declared charset, are decoded as parseSheet’s caller decodes them', () => {
    const latin = Uint8Array.from([
      ...utf8(bigCsv.replaceAll('–', '-')),
      ...utf8('Caf'),
      0xe9,
      ...utf8(' Coatings,54016\r\n'),
    ])
    const { finish, runsBeforeEnd } = streamed(latin)
    expect(runsBeforeEnd).toBeGreaterThan(0)
    const sheet = finish()
    expect(sheet.companies.at(-1)!.company_name).toBe('Café Coatings')
    expect(plain(sheet)).toEqual(plain(parseSheet(decodeSheetBytes(latin, null))))
    const declared = streamed(latin, { contentType: 'text/csv; charset=windows-1252' })
    expect(declared.runsBeforeEnd).toBe(0)
    expect(plain(declared.finish())).toEqual(plain(sheet))
  })
  it('a byte-order mark, and a multi-byte character cut between chunks, read as in parseSheet', () => {
    const text = `\ufeff"Company Name",Zip Codes\r\n${Array.from({ length: 200 }, (_, i) => `Café ☕ ${i},${40000 + i}`).join('\r\n')}`
    const { finish, runsBeforeEnd } = streamed(utf8(text), { chunkSize: 5, runChars: 100 })
    expect(runsBeforeEnd).toBeGreaterThan(5)
    const sheet = finish()
    expect(plain(sheet)).toEqual(plain(parseSheet(decodeSheetBytes(utf8(text), null))))
    expect(sheet.companies[199]!.company_name).toBe('Café ☕ 199')
  })
  it('text with no record break (a quote that swallows the rest) is scanned a bounded number of times, not once per chunk', () => {
    const text = `Company Name,Zip Codes\nA,"${'54016 '.repeat(400_000)}`
    const tries = vi.spyOn(
      SheetStreamParser.prototype as unknown as { readWholeRecords: () => void },
      'readWholeRecords',
    )
    const { finish } = streamed(utf8(text), { chunkSize: 1024, runChars: 1024 })
    // 2.4 M characters in 1 KB chunks: one try per chunk would be over 2,000.
    expect(tries.mock.calls.length).toBeLessThanOrEqual(15)
    expect(finish).toThrow(
      new SheetLoadError(
        'CSV ends inside a quoted field (row 2): the download was cut off, or a cell has a stray quote.',
      ),
    )
  })
  it('a record starting with U+FEFF at a run start is read as in the whole text (papaparse drops a mark starting any text it parses)', () => {
    const text = 'Company Name,Zip Codes\n\ufeff"Acme",54016\nBeta,54017\n'
    const cutAfterHeader = [utf8(text.slice(0, 23)), utf8(text.slice(23))]
    const parser = new SheetStreamParser(null, 1)
    for (const chunk of cutAfterHeader) parser.push(chunk)
    const sheet = parser.finish()
    // In the middle of the text the quote is literal (the cell is not quoted); the mark is trimmed away like a space.
    expect(sheet.companies.map((company) => company.company_name)).toEqual(['"Acme"', 'Beta'])
    expect(plain(sheet)).toEqual(plain(parseSheet(text)))
  })
  it('byte-order marks before a blank first record keep the sheet rows of parseSheet', () => {
    const bytes = Uint8Array.from([
      0xef,
      0xbb,
      0xbf,
      0xef,
      0xbb,
      0xbf,
      0xef,
      0xbb,
      0xbf,
      ...utf8('\nCompany Name,Zip Codes\nAcme,54016\n'),
    ])
    const parser = new SheetStreamParser(null, 1)
    parser.push(bytes.slice(0, 12))
    parser.push(bytes.slice(12))
    const sheet = parser.finish()
    expect(sheet.companies[0]!.sheet_row).toBe(3)
    expect(plain(sheet)).toEqual(plain(parseSheet(decodeSheetBytes(bytes, null))))
  })
  it('the line break is guessed from the same 1 Mi characters papaparse looks at, after the marks it drops', () => {
    // After the marks, character 1 Mi - 1 is a lone CR: papaparse reads the whole text with CR records.
    const head = 'Company Name,Zip Codes,'
    const text = `\ufeff\ufeff\ufeff${head}${'x'.repeat(1024 * 1024 - 1 - head.length)}\rAcme,54016\rBeta,54017\nGamma,54018\n`
    const { finish } = streamed(utf8(text))
    const sheet = finish()
    expect(sheet.companies.map((company) => company.company_name)).toEqual(['Acme', 'Beta'])
    expect(sheet.report.rejectedZipTokens).toEqual([{ row: 3, token: 'Gamma' }])
    expect(plain(sheet)).toEqual(plain(parseSheet(decodeSheetBytes(utf8(text), null))))
  })
  it('nothing at all is an empty sheet', () => {
    expect(() => new SheetStreamParser(null).finish()).toThrow(new SheetLoadError('Empty CSV'))
  })
})
