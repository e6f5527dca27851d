// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { itReadsEach } from '../../support/reads-each'
import fc from 'fast-check'
import { safeEmail } from '../../../src/partners/safe-email'
import { isSafeLink } from '../../../src/partners/safe-link'

/** The first isSafeLink: build a URL object and read its protocol. The shipped one must always agree. */
function isSafeLinkReference(value: string): boolean {
  const v = value.trim()
  // eslint-disable-next-line no-control-regex
  if (v === '' || /[\u0000-\u001f\u007f-\u009f]/.test(v)) return false
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(v).protocol)
  } catch {
    return false
  }
}

const schemeish = fc.constantFrom(
  'http:',
  'https:',
  'HTTPS:',
  'hTTp:',
  'mailto:',
  'MailTo:',
  'javascript:',
  'JavaScript:',
  'data:',
  'ftp:',
  'http+x:',
  'https',
  'ht tp:',
  'İttps:',
  'mai\u0131lto:',
  ' https:',
  '',
)
const rest = fc.constantFrom(
  '//example.com/a?b#c',
  '//',
  '',
  'x',
  '//[::1]/',
  '//999.1.1.1/',
  '//a b/',
  'a@b.c',
  '///x',
  '//ex%ample.com',
  '//xn--abc/',
)
const links = fc.oneof(
  fc.tuple(schemeish, rest, fc.string({ maxLength: 12 })).map(([s, r, tail]) => s + r + tail),
  fc.webUrl(),
  fc.string({ maxLength: 40 }),
)

/** isSafeLink and the URL-object reading agree on `numRuns` random links. */
function agreesOnRandomLinks(numRuns: number) {
  fc.assert(
    fc.property(links, (value) => {
      expect(isSafeLink(value)).toBe(isSafeLinkReference(value))
    }),
    { numRuns },
  )
}

describe('isSafeLink agrees with reading the protocol off a URL object', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['https://example.com/x', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['mailto:a@b.c', true],
    ['  http://a.b  ', true],
    ['https:', false],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['//example.com', false],
    ['http://999.1.1.1/', false],
    ['İttps://example.com', false],
    ['\thttps://example.com/\n', true],
    ['https://exa\tmple.com', false],
    ['https://example.com/\u0085', false],
  ])('%j -> %s', (value, expected) => {
    expect(isSafeLink(value)).toBe(expected)
    expect(isSafeLinkReference(value)).toBe(expected)
  })

  it('with URL.canParse (no URL object made)', () => {
    expect(typeof URL.canParse).toBe('function')
    agreesOnRandomLinks(3_000)
  })

  it('without URL.canParse (older browsers)', () => {
    class UrlWithoutCanParse extends URL {}
    Object.defineProperty(UrlWithoutCanParse, 'canParse', { value: undefined })
    vi.stubGlobal('URL', UrlWithoutCanParse)
    expect(typeof URL.canParse).toBe('undefined')
    agreesOnRandomLinks(1_000)
  })
})

describe('safeEmail: a plain address for the quote and the mailto: link the UI builds', () => {
  itReadsEach(
    safeEmail,
    [
      ['pat@example.com', 'pat@example.com'],
      ['  pat@example.com\t', 'pat@example.com'],
      ['mailto:pat@example.com', 'pat@example.com'],
      ['MAILTO: pat@example.com', 'pat@example.com'],
      ['pat@example.com?bcc=x@y.z', null],
      ['pat@example', null],
      ['pat@exa\u0000mple.com', null],
      ['pat.mailto:x@example.com', null],
      ['', null],
    ],
    '%j -> %j',
  )
})
