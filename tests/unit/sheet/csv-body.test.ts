import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import Papa from 'papaparse'
import { decodeSheetBytes, endsInsideQuotedField, lastRecordBreak, looksLikeHtml } from '../../../src/sheet/csv-body'
import { SheetLoadError, parseSheet, withoutTrailingCarriageReturn } from '../../../src/sheet/parse-sheet'
import { endsInsideQuotedFieldReference } from '../../support/ends-inside-quoted-field-reference'
import { writeCsv } from '../../support/write-csv'
import { QUOTED_FIELD_CASES } from '../../support/quoted-field-cases'

describe('endsInsideQuotedField (a download cut off mid-field)', () => {
  it.each([
    ['a,b\r\n1,2\r\n', false],
    ['a,b\r\n"1,2",3\r\n', false],
    ['a,b\r\n"say ""hi""",3', false],
    ['a,b\r\n5" thick,3', false],
    ['a,b\r\n"multi\r\nline",3', false],
    ['a,b\r\n"cut here', true],
    ['a,b\r\n"ends on a doubled quote ""', true],
    ['a,"', true],
  ])('%j -> %s', (text, expected) => {
    expect(endsInsideQuotedField(text)).toBe(expected)
  })

  it('is false for any CSV written properly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        (rows) => {
          expect(endsInsideQuotedField(writeCsv(rows))).toBe(false)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('agrees with papaparse, as parseSheet calls it, on writer-made CSV cut at any point', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        fc.nat(),
        (rows, at) => {
          const csv = writeCsv(rows)
          const cut = csv.slice(0, at % (csv.length + 1))
          const papaSaysOpen = Papa.parse(withoutTrailingCarriageReturn(cut), { delimiter: ',' }).errors.some(
            (error) => error.code === 'MissingQuotes',
          )
          expect(endsInsideQuotedField(cut)).toBe(papaSaysOpen)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('endsInsideQuotedField only visits quotes, yet reads every body as the field-by-field walk does', () => {
  const quoteHeavy = fc.constantFrom(...'a ,"\r\n'.split(''), '""', '\uFEFF', ' "', '",', '"\r\n', ',"')

  it.each(QUOTED_FIELD_CASES)('%j -> %s', (text, expected) => {
    expect(endsInsideQuotedField(text)).toBe(expected)
    expect(endsInsideQuotedFieldReference(text)).toBe(expected)
  })

  it('agrees with the reference walk on quote-heavy text', () => {
    fc.assert(
      fc.property(fc.string({ unit: quoteHeavy, maxLength: 60 }), (text) => {
        expect(endsInsideQuotedField(text)).toBe(endsInsideQuotedFieldReference(text))
      }),
      { numRuns: 5000 },
    )
  })

  it('agrees with the reference walk on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(endsInsideQuotedField(text)).toBe(endsInsideQuotedFieldReference(text))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('parseSheet rejects a cut-off download', () => {
  it('throws SheetLoadError instead of loading part of the sheet', () => {
    expect(() => parseSheet('company_name,zips,notes\r\nA,54016,"fine"\r\nB,54017,"cut of')).toThrow(SheetLoadError)
  })
})

describe('looksLikeHtml', () => {
  it.each([
    ['<!DOCTYPE html><html>', true],
    ['\uFEFF  <html lang="en">', true],
    ['<head></head><html>', true],
    ['company_name\r\n<b>bold</b> Co', false],
  ])('%j -> %s', (text, expected) => expect(looksLikeHtml(text)).toBe(expected))
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
})

describe('lastRecordBreak (where a run of whole records ends, for parsing as the body arrives)', () => {
  it('is the last line break outside quoted fields; a line break inside quotes is part of its cell', () => {
    expect(lastRecordBreak('a,b\nc,"d\ne"\nf,"g\nh', '\n', 0)).toBe(11)
    expect(lastRecordBreak('a,"b\nc', '\n', 0)).toBe(-1)
    expect(lastRecordBreak('a,b', '\n', 0)).toBe(-1)
  })
  it('with CRLF records, a lone LF is part of a cell and the break starts at the CR', () => {
    expect(lastRecordBreak('a,b\r\nc,d\ne', '\r\n', 0)).toBe(3)
    expect(lastRecordBreak('"a\r\n",b\r\n', '\r\n', 0)).toBe(7)
  })
  it('reads quotes as papaparse does: a quote inside an unquoted cell is literal; a byte-order mark before the first field is skipped', () => {
    expect(lastRecordBreak('a"b,c\nd', '\n', 0)).toBe(5)
    expect(lastRecordBreak('\ufeff"a\nb",c\nd', '\n', 1)).toBe(8)
    // Without the mark skipped, the quote after it would be literal and the first LF a break.
    expect(lastRecordBreak('\ufeff"a\nb",c', '\n', 0)).toBe(3)
  })
  it('split there, the text parses to the records papaparse finds in the whole text, unless papaparse finds the first part ends inside quotes', () => {
    // It can (a quote followed by a lone CR closes for this walk, not for papaparse reading LF
    // records); the streaming parser then parses the whole body instead (sheet-stream.ts).
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' '), maxLength: 60 }),
        fc.constantFrom('\n' as const, '\r\n' as const),
        (text, lineBreak) => {
          const end = lastRecordBreak(text, lineBreak, 0)
          if (end < 0) return
          const options = { delimiter: ',', quoteChar: '"', newline: lineBreak }
          const whole = Papa.parse<string[]>(text, options).data
          const first = Papa.parse<string[]>(text.slice(0, end), options)
          if (first.errors.some((error) => error.code === 'MissingQuotes')) return
          const before = first.data
          const after = Papa.parse<string[]>(text.slice(end + lineBreak.length), options).data
          if (text.slice(end + lineBreak.length) === '') after.push([''])
          if (end === 0) before.push([''])
          expect([...before, ...after]).toEqual(whole)
        },
      ),
      { numRuns: 2_000 },
    )
  })
})
