// @vitest-environment node
// Fuzzing (fast-check) of everything that touches untrusted sheet text or URLs:
// parseSheet, normaliseSheetUrl, searchByZip, the link guards and decoding. Nothing may throw (parseSheet: only SheetLoadError)
// and the invariants below must hold for every generated input.
import fc from 'fast-check'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { LoadedSheet } from '../../../src/partners/company'
import { decodeSheetBytes } from '../../../src/partners/sheet-body'
import { sheetMessages } from '../../../src/partners/messages'
import { parseSheet, SheetLoadError } from '../../../src/partners/parse-sheet'
import { safeEmail } from '../../../src/partners/safe-email'
import { isSafeLink } from '../../../src/partners/safe-link'
import { normaliseSheetUrl, withCacheBuster } from '../../../src/partners/sheet-url'
import { searchByZip, zipPositions } from '../../../src/partners/zip-search'
import { writeCsv } from '../../support/write-csv'
import { zipCodesByCompany } from '../../support/zip-codes-of'

vi.setConfig({ testTimeout: 120_000 })

/** SPEC.md §5 with the paste rule: one stand-alone 5-digit group is the ZIP, else the digits. */
function expectedZipSearched(input: string): string {
  const text = input.slice(0, 200)
  const groups = [...text.matchAll(/[0-9A-Za-z]+/g)].flatMap((match) => (/^[0-9]{5}$/.test(match[0]) ? [match[0]] : []))
  return groups.length === 1 ? groups[0]! : text.replace(/[^0-9]/g, '')
}

/** Runs per property; the total is printed after the suite (and asserted, so it cannot silently shrink). */
const RUNS = {
  parseAnyText: 2_000,
  parseFullUnicode: 1_000,
  parseHostileTables: 3_000,
  searchAnyInput: 2_000,
  normaliseAnyText: 2_000,
  normaliseGoogleUrls: 2_000,
  normaliseWebUrls: 1_000,
  cacheBuster: 1_000,
  safeLinkSchemes: 3_000,
  safeEmail: 2_000,
  decodeBytes: 1_000,
}
const TOTAL_RUNS = Object.values(RUNS).reduce((a, b) => a + b, 0)
let ranProperties = 0
const run = <T>(property: fc.IProperty<T> | fc.IAsyncProperty<T>, numRuns: number) => {
  ranProperties += numRuns
  return fc.assert(property as fc.IProperty<T>, { numRuns })
}
afterAll(() => {
  console.log(`fuzz: ${ranProperties} generated cases in total (${Object.keys(RUNS).length} properties)`)
  expect(ranProperties).toBe(TOTAL_RUNS)
})

// ---- Generators ------------------------------------------------------------

const SCHEMES = [
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'http',
  'https',
  'mailto',
  'ftp',
  'JaVaScRiPt',
]
/** A scheme in random casing, maybe split by tabs/newlines, after optional spaces, tabs or control characters. */
const linkish = fc
  .tuple(
    fc.constantFrom('', ' ', '\t', '  \t', '\u0000', '\u0001', '\n', '\u00a0', '\ufeff'),
    fc.constantFrom(...SCHEMES),
    fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    fc.constantFrom('', '\t', '\n', '\r'),
    fc.integer({ min: 0, max: 10 }),
    fc.constantFrom(':', ':', ':', '&#58;', '%3A', ' :'),
    fc.constantFrom(
      'alert(1)',
      '//example.com/x',
      'text/html,<script>alert(1)</script>',
      'x@y.test',
      '',
      '//',
      'msgbox(1)',
    ),
  )
  .map(([lead, scheme, upper, splitter, at, colon, rest]) => {
    const cased = [...scheme].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join('')
    const split = cased.slice(0, at) + splitter + cased.slice(at)
    return `${lead}${split}${colon}${rest}`
  })

const markup = fc.constantFrom(
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE partners; --",
  '=HYPERLINK("javascript:alert(1)")',
  '{{7*7}}',
  '\u202e\u0000\u2028',
)
const zipish = fc.oneof(
  fc.integer({ min: 0, max: 99999 }).map((n) => String(n).padStart(5, '0')),
  fc.stringMatching(/^[0-9]{1,7}$/),
  fc.constantFrom('54016', '5401', '540161', '54-016', '５４０１６', '٥٤٠١٦', 'abcde', '54016\u00a030305'),
)
const zipCell = fc.array(zipish, { maxLength: 8 }).chain((zips) =>
  fc
    .array(fc.constantFrom(',', ', ', ';', '|', ' ', '\t', '\u3000', ' | '), {
      minLength: zips.length,
      maxLength: zips.length,
    })
    .map((seps) => zips.map((zip, i) => zip + (i < zips.length - 1 ? seps[i] : '')).join('')),
)
const textCell = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  markup,
  linkish,
  fc.constantFrom(
    '',
    ' ',
    'YES',
    'active',
    'true',
    '1',
    'No',
    'Hudson, WI (within 30 miles)',
    'Acme "Quoted", Inc.',
    'a\r\nb',
  ),
)
const HEADER_NAMES = [
  'Company Name',
  'company_name',
  'Display Name',
  'Status',
  'active',
  'Note',
  'Notes',
  'Schedule URL',
  'schedule_link',
  'Calendar URL',
  'calendar_url',
  'Email',
  'Zip Codes',
  'zips',
  'Target Area',
  'target_radius_mile',
  'Hours',
  'Service Types',
  'Pricing - 1 Car',
  'bogus',
  '',
  '  COMPANY NAME  ',
  '\ufeffCompany Name',
]
const headerRow = fc.array(fc.constantFrom(...HEADER_NAMES), { minLength: 1, maxLength: 10 })
const hostileTable = headerRow.chain((header) =>
  fc
    .array(
      fc.array(
        fc.oneof(
          { weight: 3, arbitrary: textCell },
          { weight: 2, arbitrary: zipCell },
          { weight: 2, arbitrary: linkish },
        ),
        { minLength: 0, maxLength: header.length + 2 },
      ),
      { maxLength: 8 },
    )
    .chain((rows) =>
      fc.constantFrom('\r\n' as const, '\n' as const).map((newline) => writeCsv([header, ...rows], newline)),
    ),
)
/** Text that is CSV-like but broken: unquoted cells, stray quotes, cut-offs. */
const csvChars = fc.constantFrom(...'abcXYZ 0123456789,;|"\r\n\t-/:@.()<>='.split(''), '\ufeff', '\u00a0', 'é', '😀')
const csvIsh = fc.string({ unit: csvChars, maxLength: 400 })

function parseOrLoadError(text: string): LoadedSheet | null {
  try {
    return parseSheet(text)
  } catch (error) {
    if (error instanceof SheetLoadError) return null
    throw error
  }
}

/** The browser's own verdict on a link: what new URL() makes of it. */
function browserProtocol(href: string): string | null {
  try {
    return new URL(href).protocol
  } catch {
    return null
  }
}

function checkSheetInvariants(sheet: LoadedSheet) {
  const { companies, zipIndex, report } = sheet
  const zipLists = zipCodesByCompany(sheet)
  for (const [position, company] of companies.entries()) {
    for (const zip of zipLists[position]!) {
      expect(zip).toMatch(/^\d{5}$/)
      expect(Array.from(zipPositions(zipIndex, zip))).toContain(position)
    }
    expect(new Set(zipLists[position]).size).toBe(zipLists[position]!.length)
    expect(company.company_name !== '' || zipLists[position]!.length > 0).toBe(true)
    expect(['ACTIVE', 'PAUSED']).toContain(company.status_badge)
    for (const href of [company.schedule_url, company.calendar_url]) {
      if (href === '') continue
      expect(isSafeLink(href)).toBe(true)
      expect(['http:', 'https:', 'mailto:']).toContain(browserProtocol(href.trim()))
    }
    if (company.email !== '') {
      expect(safeEmail(company.email)).toBe(company.email)
      expect(browserProtocol(`mailto:${company.email}`)).toBe('mailto:')
      expect(company.email).not.toMatch(/[?#\s<>"']/)
    }
    expect(company.service_types).not.toContain('/')
    expect(company.target_radius_miles === null || Number.isFinite(company.target_radius_miles)).toBe(true)
  }
  // Every (ZIP, company) pair is in the index (checked above) and the index holds nothing else.
  expect(zipIndex.offsets).toHaveLength(100_001)
  expect(zipIndex.offsets[100_000]).toBe(zipIndex.positions.length)
  expect(zipIndex.positions.length).toBe(zipLists.reduce((total, zips) => total + zips.length, 0))
  // Each ZIP's companies are distinct positions in ascending (sheet) order.
  for (let code = 0; code < 100_000; code++) {
    for (let k = zipIndex.offsets[code]! + 1; k < zipIndex.offsets[code + 1]!; k++)
      expect(zipIndex.positions[k]!).toBeGreaterThan(zipIndex.positions[k - 1]!)
  }
  expect(report.rowsKept).toBe(companies.length)
  expect(report.rowsRead).toBe(report.rowsKept + report.droppedRows.length)
  for (const link of report.unsafeLinks) expect(['schedule_url', 'calendar_url', 'email']).toContain(link.field)
}

// ---- parseSheet --------------------------------------------------------------

describe('parseSheet: only SheetLoadError, and the invariants hold', () => {
  it('any string', () => {
    run(
      fc.property(fc.string({ maxLength: 500 }), (text) => {
        const sheet = parseOrLoadError(text)
        if (sheet) checkSheetInvariants(sheet)
      }),
      RUNS.parseAnyText,
    )
  })
  it('full Unicode, lone surrogates included', () => {
    run(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const sheet = parseOrLoadError(text)
        if (sheet) checkSheetInvariants(sheet)
      }),
      RUNS.parseFullUnicode,
    )
  })
  it('hostile tables: markup, unsafe links in any disguise, odd ZIP lists, odd headers; and broken CSV', () => {
    run(
      fc.property(fc.oneof(hostileTable, csvIsh), (text) => {
        const sheet = parseOrLoadError(text)
        if (!sheet) return
        checkSheetInvariants(sheet)
        // Whatever was removed was in fact unsafe.
        for (const link of sheet.report.unsafeLinks) {
          if (link.field === 'email') expect(safeEmail(link.value)).toBeNull()
          else expect(isSafeLink(link.value)).toBe(false)
        }
      }),
      RUNS.parseHostileTables,
    )
  })
})

// ---- searchByZip -------------------------------------------------------------

describe('searchByZip', () => {
  const sheets = fc
    .oneof(hostileTable, csvIsh)
    .map(parseOrLoadError)
    .filter((s): s is LoadedSheet => s !== null)
  it('never throws; every result contains the stripped ZIP; nothing matching is left out; spec texts', () => {
    run(
      fc.property(
        sheets,
        fc.oneof(zipish, fc.string({ maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 12 })),
        (sheet, input) => {
          const result = searchByZip(sheet, input)
          expect(result.zip).toBe(expectedZipSearched(input))
          expect(result.zip).toMatch(/^[0-9]*$/)
          const zipLists = zipCodesByCompany(sheet)
          const expected =
            result.zip === '' ? [] : sheet.companies.filter((_, position) => zipLists[position]!.includes(result.zip))
          expect(result.companies).toEqual(expected)
          const n = expected.length
          expect(result.message).toBe(
            result.zip === ''
              ? sheetMessages.enterZip
              : n === 0
                ? sheetMessages.noMatch(result.zip)
                : sheetMessages.matches(n, result.zip),
          )
        },
      ),
      RUNS.searchAnyInput,
    )
  })
})

// ---- normaliseSheetUrl -------------------------------------------------------

const sheetId = fc.stringMatching(/^[A-Za-z0-9_-]{1,44}$/)
const googleUrl = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'HTTPS://', ' https://'),
    fc.constantFrom('docs.google.com', 'DOCS.GOOGLE.COM', 'docs.google.com.evil.example', 'sheets.example.com'),
    fc.constantFrom(
      '/spreadsheets/d/',
      '/spreadsheets/u/0/d/',
      '/spreadsheets/d/e/',
      '/spreadsheets/u/1/d/e/',
      '/document/d/',
    ),
    sheetId,
    fc.constantFrom(
      '',
      '/edit',
      '/edit?usp=sharing',
      '/view',
      '/pubhtml',
      '/pub',
      '/pub?gid=7&single=true',
      '/export?format=csv',
      '/gviz/tq?tqx=out:csv',
    ),
    fc.option(fc.integer({ min: 0, max: 2 ** 31 }), { nil: undefined }),
    fc.constantFrom('', '#', '#gid=', '?gid=abc', '  '),
  )
  .map(
    ([scheme, host, path, id, suffix, gid, tail]) =>
      `${scheme}${host}${path}${id}${suffix}${gid === undefined ? '' : `#gid=${gid}`}${tail}`,
  )

describe('normaliseSheetUrl', () => {
  const idempotent = (input: string) => {
    const once = normaliseSheetUrl(input)
    expect(typeof once).toBe('string')
    expect(normaliseSheetUrl(once)).toBe(once)
    expect(once).toBe(once.trim())
    return once
  }
  it('any text: never throws, idempotent, trimmed', () => {
    run(
      fc.property(
        fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 80 }), linkish),
        (t) => void idempotent(t),
      ),
      RUNS.normaliseAnyText,
    )
  })
  it('Google Sheets addresses: an export URL on docs.google.com with a numeric gid, idempotent', () => {
    run(
      fc.property(googleUrl, (input) => {
        const out = idempotent(input)
        if (out.startsWith('https://docs.google.com/spreadsheets/d/') && out !== input.trim()) {
          expect(out).toMatch(
            /^https:\/\/docs\.google\.com\/spreadsheets\/d\/(?:e\/)?[A-Za-z0-9_-]+\/(?:export\?format=csv&gid=\d+|pub\?output=csv(?:&gid=\d+)?)$/,
          )
        }
      }),
      RUNS.normaliseGoogleUrls,
    )
  })
  it('other web URLs are left as they are (trimmed)', () => {
    run(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const out = idempotent(url)
        if (!/^https?:\/\/docs\.google\.com\//i.test(url)) expect(out).toBe(url.trim())
      }),
      RUNS.normaliseWebUrls,
    )
  })
  it('withCacheBuster keeps the URL and sets exactly one cb', () => {
    run(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), googleUrl.map(normaliseSheetUrl)),
        fc.nat(),
        (url, now) => {
          const busted = withCacheBuster(url, now)
          const parsed = new URL(busted)
          expect(parsed.searchParams.getAll('cb')).toEqual([String(now)])
          expect(busted.startsWith(url.split(/[?#]/)[0]!)).toBe(true)
        },
      ),
      RUNS.cacheBuster,
    )
  })
})

// ---- Link guards and body checks --------------------------------------------

describe('link guards', () => {
  it('isSafeLink accepts exactly what the URL parser reads as http:, https: or mailto:', () => {
    run(
      fc.property(fc.oneof(linkish, fc.webUrl(), fc.string({ maxLength: 60 })), (value) => {
        const safe = isSafeLink(value)
        if (safe) expect(['http:', 'https:', 'mailto:']).toContain(browserProtocol(value.trim()))
        const protocol = browserProtocol(value.trim())
        if (protocol !== null && !['http:', 'https:', 'mailto:'].includes(protocol)) expect(safe).toBe(false)
        const scriptLike =
          // eslint-disable-next-line no-control-regex
          /^[\s\u0000-\u001f]*(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|d\s*a\s*t\s*a|v\s*b\s*s\s*c\s*r\s*i\s*p\s*t)\s*:/i
        if (scriptLike.test(value)) expect(safe).toBe(false)
      }),
      RUNS.safeLinkSchemes,
    )
  })
  it('safeEmail gives a plain address or null, never a header-smuggling mailto', () => {
    run(
      fc.property(
        fc.oneof(
          fc.emailAddress(),
          linkish,
          fc.string({ maxLength: 60 }),
          fc.emailAddress().map((e) => `mailto:${e}?bcc=x@y.z`),
        ),
        (value) => {
          const email = safeEmail(value)
          if (email === null) return
          expect(email).not.toMatch(/[\s?#:<>"'`\\,;()[\]/]/)
          expect(email.split('@')).toHaveLength(2)
          expect(safeEmail(email)).toBe(email)
        },
      ),
      RUNS.safeEmail,
    )
  })
})

describe('decodeSheetBytes', () => {
  it('decodeSheetBytes never throws, whatever the bytes and the declared charset', () => {
    run(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.constantFrom(
          null,
          'text/csv',
          'text/csv; charset=utf-8',
          'text/csv; charset=windows-1252',
          'text/csv; charset="latin1"',
          'text/csv; charset=bogus-9',
          'text/csv; charset=utf-16le',
        ),
        (bytes, contentType) => {
          const text = decodeSheetBytes(bytes, contentType)
          expect(typeof text).toBe('string')
          if (contentType === null && bytes.every((b) => b < 0x80))
            expect(text).toBe(String.fromCharCode(...bytes).replace(/^\ufeff/, ''))
        },
      ),
      RUNS.decodeBytes,
    )
  })
})
