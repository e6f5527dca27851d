// @vitest-environment node
// The app's one ZIP rule: the ZIP box, the Address field and the paste reader all read a ZIP through it.
import { describe, expect, it } from 'vitest'
import { itReadsEach } from '../../support/reads-each'
import { isZip, ZIP_PATTERN, zipOfAddress, zipOfZipField, zipText } from '../../../src/partners/zip-code'

describe('the ZIP that ends a typed or pasted address', () => {
  itReadsEach(
    zipOfAddress,
    [
      ['12 Main St, Hudson, WI 54016', '54016'],
      ['12 Main St, Hudson, WI 54016-1234', '54016'],
      ['12 Main St, Hudson, WI 54016 – 1234', '54016'],
      ['12345 Main St, Hudson, WI 54016', '54016'],
      ['12345 Main St, Hudson, WI 54016, USA', '54016'],
      ['12 Main St, Hudson, wi 54016, united states of america', '54016'],
      ['54016-1234', '54016'],
      ['54016 – 1234', '54016'],
      ['123 Main St', null],
      // While the house number is typed, or the line stops before the ZIP, there is none.
      ['12345', null],
      ['12345 ', null],
      ['12345 Main St, Hudson, WI 5401', null],
      ['12345 Main St', null],
      ['Hudson, WI 540160', null],
      ['540 Main St 16', null],
      // A word between the last other number and the ZIP; the ZIP not glued to it; spaces and dots after it.
      ['12 Main 54016', '54016'],
      ['12 - 54016', null],
      ['Hudson54016', null],
      ['Hudson, WI 54016 - 1234, US . ', '54016'],
      ['Hudson, WI 54016 , US', null],
      ['', null],
    ],
    '%j -> %s, never a house number',
  )
})

describe('the ZIP of a value that is only a ZIP', () => {
  itReadsEach(zipOfZipField, [
    ['54016', '54016'],
    [' 54016 ', '54016'],
    ['54016-1234', '54016'],
    ['54016 - 1234', '54016'],
    ['54016 – 1234', '54016'],
    ['54016–1234', '54016'],
    ['5401', null],
    ['540161', null],
    ['54016-12', null],
    ['54016 — 1234', null],
    ['WI 54016', null],
    ['', null],
  ])
})

describe('a ZIP code as text', () => {
  itReadsEach(
    isZip,
    [
      ['54016', true],
      ['00501', true],
      ['540161', false],
      ['x54016', false],
      ['5401', false],
      ['', false],
    ],
    'isZip(%j) -> %s',
  )
  it('writes a code with its leading zeros', () => {
    expect(zipText(501)).toBe('00501')
    expect(zipText(54016)).toBe('54016')
  })
  it('ZIP_PATTERN finds a ZIP with its +4, spaced or not, for the paste reader', () => {
    const whole = (text: string) => new RegExp(`^${ZIP_PATTERN}$`).test(text)
    expect(['54016', '54016-1234', '54016 – 1234'].map(whole)).toEqual([true, true, true])
    expect(['5401', '54016-12', '54016 — 1234'].map(whole)).toEqual([false, false, false])
  })
})
