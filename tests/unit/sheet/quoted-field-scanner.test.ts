import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { endsInsideQuotedField } from '../../../src/sheet/csv-body'
import { QuotedFieldScanner } from '../../../src/sheet/quoted-field-scanner'
import { QUOTED_FIELD_CASES } from '../../support/quoted-field-cases'

/** Feeds `bytes` to a scanner cut at `cuts` (byte offsets, any order). */
function scan(bytes: Uint8Array, cuts: number[] = []): boolean {
  const scanner = new QuotedFieldScanner()
  let from = 0
  for (const cut of [...new Set(cuts.map((c) => Math.min(c, bytes.length)))].sort((a, b) => a - b)) {
    scanner.push(bytes.subarray(from, cut))
    from = cut
  }
  scanner.push(bytes.subarray(from))
  return scanner.endsInsideQuotedField()
}

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('QuotedFieldScanner reads byte chunks as endsInsideQuotedField reads the whole text', () => {
  const quoteHeavy = fc.constantFrom(...'a ,"\r\n'.split(''), '""', '\uFEFF', ' "', '",', '"\r\n', ',"', 'é', '€')

  it.each(QUOTED_FIELD_CASES)('%j -> %s, whole and one byte at a time', (text, expected) => {
    const bytes = utf8(text)
    expect(scan(bytes)).toBe(expected)
    expect(
      scan(
        bytes,
        Array.from(bytes, (_, i) => i),
      ),
    ).toBe(expected)
  })

  it('agrees on quote-heavy text however it is split', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: quoteHeavy, maxLength: 60 }),
        fc.array(fc.nat({ max: 200 }), { maxLength: 8 }),
        (text, cuts) => {
          expect(scan(utf8(text), cuts)).toBe(endsInsideQuotedField(text))
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('agrees on any text however it is split', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.array(fc.nat({ max: 300 }), { maxLength: 8 }), (text, cuts) => {
        expect(scan(utf8(text), cuts)).toBe(endsInsideQuotedField(text))
      }),
      { numRuns: 2000 },
    )
  })

  it('reads Windows-1252 bytes as the decoded text', () => {
    const text = 'name,note\r\n"Café","Crème ""brûlée""\r\n'
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0))
    expect(scan(bytes, [7, 15])).toBe(endsInsideQuotedField(text))
    expect(scan(bytes)).toBe(true)
  })
})
