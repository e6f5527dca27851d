// @vitest-environment node
// What makes a body a sheet: not empty, not an HTML page, no quoted field left open (SPEC.md §5, §8), decoded as sent.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { itReadsEach } from '../../support/reads-each'
import { sheetLoadErrorReasons } from '../../../src/partners/messages'
import { parseSheet } from '../../../src/partners/parse-sheet'
import { decodeSheetBytes, parseSheetBody } from '../../../src/partners/sheet-body'
import { writeCsv } from '../../support/write-csv'

/** Whether parseSheet refuses the text as ending inside a quoted field. */
function endsInsideQuotes(text: string): boolean {
  try {
    parseSheet(`company_name,notes\r\n${text}`)
    return false
  } catch (error) {
    return (error as Error).message.includes('ends inside a quoted field')
  }
}

describe('a body that ends inside a quoted field (cut off, or a stray quote) is refused', () => {
  itReadsEach(endsInsideQuotes, [
    ['1,2\r\n', false],
    ['"1,2",3\r\n', false],
    ['"say ""hi""",3', false],
    ['5" thick,3', false],
    ['"multi\r\nline",3', false],
    ['"quoted" \r\n', false],
    ['"cut here', true],
    ['"ends on a doubled quote ""', true],
    ['a,"', true],
    ['a,"b"  ,"c', true],
    ['a,"b" x\r\n', true],
    ['a,"b" x",c', false],
  ])

  it('names the sheet row where the open quote starts', () => {
    expect(() =>
      parseSheet('Company Name,Zips,Status\r\nAcme,54016,yes\r\nBeta,"b"c,d\r\nGamma,54017,yes\r\n'),
    ).toThrow('CSV ends inside a quoted field (row 3): the download was cut off, or a cell has a stray quote.')
  })

  it('never for a CSV written properly, and a body cut between CR and LF still loads', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 8 }), (rows) => {
        const csv = writeCsv(rows)
        expect(endsInsideQuotes(csv)).toBe(false)
        expect(endsInsideQuotes(csv.slice(0, -1))).toBe(false)
      }),
      { numRuns: 500 },
    )
  })
})

/** Whether parseSheet refuses the text as an HTML page (a sign-in or error page instead of CSV). */
function refusedAsHtml(text: string): boolean {
  try {
    parseSheet(text)
    return false
  } catch (error) {
    return (error as Error).message === sheetLoadErrorReasons.html
  }
}

describe('a body that is an HTML page is refused', () => {
  itReadsEach(refusedAsHtml, [
    ['<!DOCTYPE html><html>', true],
    ['\uFEFF  <html lang="en">', true],
    ['<head></head><html>', true],
    ['company_name\r\n<b>bold</b> Co', false],
  ])
})

describe('decodeSheetBytes', () => {
  const cafe1252 = Uint8Array.from([0x43, 0x61, 0x66, 0xe9]) // "Café" in Windows-1252
  it('reads UTF-8 and drops a BOM', () => {
    expect(decodeSheetBytes(new TextEncoder().encode('\uFEFFCafé'), 'text/csv')).toBe('Café')
  })
  it('reads bytes that are not UTF-8 as Windows-1252', () => {
    expect(decodeSheetBytes(cafe1252, 'text/csv')).toBe('Café')
  })
  it('honours a declared charset', () => {
    expect(decodeSheetBytes(cafe1252, 'text/csv; charset=windows-1252')).toBe('Café')
    expect(decodeSheetBytes(cafe1252, 'text/csv; charset="ISO-8859-1"')).toBe('Café')
  })
  it('ignores an unknown charset label', () => {
    expect(decodeSheetBytes(new TextEncoder().encode('Café'), 'text/csv; charset=klingon')).toBe('Café')
  })
  // KOI8-R reads these bytes as Cyrillic, where the Windows-1252 fallback would read Latin letters.
  const koi8 = Uint8Array.from([0xc4, 0xcf, 0xcd])
  it.each([
    'text/csv; charset=koi8-r',
    'text/csv;charset=KOI8-R',
    'text/csv; charset = "koi8-r"',
    'text/csv; charset="koi8-r"; header=present',
  ])('reads the declared charset in %j', (contentType) => {
    expect(decodeSheetBytes(koi8, contentType)).toBe('дом')
  })
  it.each(['text/csv; charset=utf-8', 'text/csv; charset=UTF8', null])(
    'bytes that are not UTF-8 fall back to Windows-1252 even under %j',
    (contentType) => {
      expect(decodeSheetBytes(cafe1252, contentType)).toBe('Café')
    },
  )
})

describe('parseSheetBody', () => {
  it('joins the downloaded chunks before decoding, so a character split between two chunks reads whole', async () => {
    const bytes = new TextEncoder().encode('Company Name,Zips\r\nCafé Floors,54016\r\nÉclat Coatings,54017\r\n')
    const splitAt = bytes.indexOf(0xc3) + 1
    const chunks = [bytes.slice(0, splitAt), bytes.slice(splitAt, splitAt + 7), bytes.slice(splitAt + 7)]
    const sheet = await parseSheetBody({ chunks, contentType: 'text/csv', snapshotKey: null })
    expect(sheet.companies.map((company) => company.company_name)).toEqual(['Café Floors', 'Éclat Coatings'])
  })
  it('reads a single chunk as it is', async () => {
    const chunks = [new TextEncoder().encode('Company Name,Zips\r\nA,54016\r\n')]
    const sheet = await parseSheetBody({ chunks, contentType: null, snapshotKey: null })
    expect(sheet.companies.map((company) => company.company_name)).toEqual(['A'])
  })
})
