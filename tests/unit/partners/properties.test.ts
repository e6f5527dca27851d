// @vitest-environment node
// Property tests (fast-check): untrusted text never throws anything but
// SheetLoadError, ZIPs are always 5 digits, and records survive a CSV round trip.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { Company } from '../../../src/partners/company'
import { parseSheet, SheetLoadError } from '../../../src/partners/parse-sheet'
import { searchByZip, zipPositions } from '../../../src/partners/zip-search'
import { normaliseSheetUrl, withCacheBuster } from '../../../src/partners/sheet-url'
import { writeCsv } from '../../support/write-csv'
import { zipCodesByCompany } from '../../support/zip-codes-of'

// Hundreds of parses per property: on a loaded machine that outlasts the default 5 s.
vi.setConfig({ testTimeout: 60_000 })

function parseOrLoadError(text: string) {
  try {
    return parseSheet(text)
  } catch (error) {
    if (error instanceof SheetLoadError) return null
    throw error
  }
}

const csvChars = fc.constantFrom(...'abcXYZ 0123456789,;|"\r\n\t-/:@.()<>'.split(''), '\uFEFF', '\u00a0', 'é', '😀')
const csvIsh = fc.string({ unit: csvChars, maxLength: 300 })
const header = fc.constantFrom(
  'Company Name',
  'Zips',
  'Status',
  'Email',
  'Schedule URL',
  'Calendar URL',
  'Notes',
  'Target Area',
  'target_radius_mile',
  'bogus',
  '',
)
const cell = fc.oneof(
  csvIsh,
  fc.constantFrom(
    '54016',
    '54016, 5401;abcde|540161',
    'javascript:alert(1)',
    'https://x.example',
    'a@b.co',
    'X (10 miles)',
  ),
)
const csvTable = fc
  .tuple(fc.array(header, { minLength: 1, maxLength: 6 }), fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 6 }))
  .map(([h, rows]) => writeCsv([h, ...rows], '\r\n'))

describe('"Nothing may throw other than SheetLoadError for any input text"', () => {
  it('fc.string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (t) => void parseOrLoadError(t)),
      { numRuns: 500 },
    )
  })
  it('full Unicode strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (t) => void parseOrLoadError(t)),
      { numRuns: 500 },
    )
  })
  it('CSV-ish text, with every zip_codes entry /^\\d{5}$/ and a consistent report and index', () => {
    fc.assert(
      fc.property(fc.oneof(csvIsh, csvTable), (t) => {
        const sheet = parseOrLoadError(t)
        if (!sheet) return
        const zipLists = zipCodesByCompany(sheet)
        expect(sheet.zipIndex.offsets[100_000]).toBe(sheet.zipIndex.positions.length)
        for (const [i, c] of sheet.companies.entries()) {
          for (const z of zipLists[i]!) {
            expect(z).toMatch(/^\d{5}$/)
            expect(Array.from(zipPositions(sheet.zipIndex, z))).toContain(i)
          }
          expect(new Set(zipLists[i]).size).toBe(zipLists[i]!.length)
          expect(c.company_name !== '' || zipLists[i]!.length > 0).toBe(true)
          for (const url of [c.schedule_url, c.calendar_url]) if (url) expect(url).toMatch(/^\s*(https?|mailto):/i)
        }
        expect(sheet.report.rowsKept).toBe(sheet.companies.length)
        expect(sheet.report.rowsRead).toBe(sheet.report.rowsKept + sheet.report.droppedRows.length)
      }),
      { numRuns: 1000 },
    )
  })
})

// Text that the normalisation leaves alone: trimmed, no '/', no '<' (HTML sniffing), no '(' (radius parsing).
const textChars = fc.constantFrom(...'abc XYZ019,;|"\'\n\r\t-.:$&!'.split(''), 'é', '😀')
const text = fc.string({ unit: textChars, maxLength: 40 }).map((s) => s.trim())
const zip = fc.integer({ min: 0, max: 99999 }).map((n) => String(n).padStart(5, '0'))
const url = fc.oneof(
  fc.constant(''),
  fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((u) => !/[<(]/.test(u)),
)
const email = fc.oneof(fc.constant(''), fc.constantFrom('owner@example.com', 'a.b+c@sub.example.co.uk'))
const radius = fc.option(fc.integer({ min: 0, max: 500 }), { nil: null })

/** A company as written to the sheet: the record plus its ZIP list. */
type CompanyRow = Omit<Company, 'sheet_row'> & { zip_codes: string[] }

const companyArb: fc.Arbitrary<CompanyRow> = fc
  .record({
    company_name: text.filter((s) => s !== ''),
    display_name: text,
    status_badge: fc.constantFrom('ACTIVE', 'PAUSED') as fc.Arbitrary<'ACTIVE' | 'PAUSED'>,
    note_banner: text,
    schedule_label: text,
    schedule_url: url,
    calendar_label: text,
    calendar_url: url,
    time_zone: text,
    target_area: text,
    target_radius_miles: radius,
    state: text,
    warranty: text,
    pricing_1car: text,
    pricing_2car: text,
    pricing_3car: text,
    estimator_name: text,
    email,
    service_category: text,
    services_offered: text,
    service_types: text,
    notes_label: text,
    extra_notes: text,
    zip_codes: fc.uniqueArray(zip, { maxLength: 6 }),
    hours: text,
    project_types: text,
    booking_answers: text,
    priority: text,
    weekly_cap: text,
    price_per_quote: text,
    quote_email: email,
  })
  .map((c) => ({
    ...c,
    // The record as the loader produces it (defaults and fallbacks applied).
    display_name: c.display_name || c.company_name,
    schedule_label: c.schedule_label || 'Schedule',
    calendar_label: c.calendar_label || 'Open Calendar',
    schedule_url: c.schedule_url || c.calendar_url,
  }))

const COLUMNS: [string, (c: CompanyRow) => string][] = [
  ['company_name', (c) => c.company_name],
  ['display_name', (c) => c.display_name],
  ['status', (c) => c.status_badge],
  ['note_banner', (c) => c.note_banner],
  ['schedule_label', (c) => c.schedule_label],
  ['schedule_url', (c) => c.schedule_url],
  ['calendar_label', (c) => c.calendar_label],
  ['calendar_url', (c) => c.calendar_url],
  ['time_zone', (c) => c.time_zone],
  ['target_area', (c) => c.target_area],
  ['target_radius_mile', (c) => (c.target_radius_miles === null ? '' : String(c.target_radius_miles))],
  ['state', (c) => c.state],
  ['warranty', (c) => c.warranty],
  ['Pricing - 1 Car', (c) => c.pricing_1car],
  ['pricing 2 car', (c) => c.pricing_2car],
  ['pricing_3car', (c) => c.pricing_3car],
  ['estimator', (c) => c.estimator_name],
  ['email', (c) => c.email],
  ['service category', (c) => c.service_category],
  ['services offered', (c) => c.services_offered],
  ['service types', (c) => c.service_types],
  ['notes', (c) => c.notes_label],
  ['extra notes', (c) => c.extra_notes],
  ['zip codes', (c) => c.zip_codes.join(', ')],
  ['business hours', (c) => c.hours],
  ['project types', (c) => c.project_types],
  ['Booking Answers', (c) => c.booking_answers],
  ['priority', (c) => c.priority],
  ['Weekly Cap', (c) => c.weekly_cap],
  ['quote price', (c) => c.price_per_quote],
  ['quote email', (c) => c.quote_email],
]

describe('records written to CSV and parsed back come out equal', () => {
  it('with quotes, commas and newlines inside fields, CRLF or LF', () => {
    fc.assert(
      fc.property(
        fc.array(companyArb, { maxLength: 8 }),
        fc.constantFrom('\r\n', '\n') as fc.Arbitrary<'\r\n' | '\n'>,
        (companies, nl) => {
          const csv = writeCsv([COLUMNS.map(([h]) => h), ...companies.map((c) => COLUMNS.map(([, get]) => get(c)))], nl)
          const sheet = parseSheet(csv)
          // Row 1 is the header, so the n-th company (from 0) is sheet row n + 2.
          expect(sheet.companies).toEqual(
            companies.map(({ zip_codes: _zips, ...record }, index) => ({ sheet_row: index + 2, ...record })),
          )
          // The ZIPs come back from the index, ascending.
          expect(zipCodesByCompany(sheet)).toEqual(companies.map((c) => [...c.zip_codes].sort()))
          expect(sheet.report.unsafeLinks).toEqual([])
          expect(sheet.report.unmatchedHeaders).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('URL helpers and search never throw', () => {
  it('normaliseSheetUrl on arbitrary strings (and Google-ish URLs) returns a trimmed string', () => {
    const googleish = fc
      .tuple(
        fc.constantFrom('https://docs.google.com/spreadsheets/d/', 'https://docs.google.com/spreadsheets/d/e/'),
        fc.string(),
        fc.string(),
      )
      .map(([a, b, c]) => a + b + c)
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl(), googleish), (s) => {
        const out = normaliseSheetUrl(s)
        expect(typeof out).toBe('string')
        expect(out).toBe(out.trim())
        expect(normaliseSheetUrl(out)).toBe(out)
      }),
      { numRuns: 1000 },
    )
  })
  it('withCacheBuster always ends up with exactly one cb', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()),
        fc.nat(),
        (u, now) => {
          const out = withCacheBuster(u, now)
          const query = out.split('#')[0]!.split('?').slice(1).join('?')
          expect(new URLSearchParams(query).getAll('cb')).toEqual([String(now)])
        },
      ),
      { numRuns: 500 },
    )
  })
  it('searchByZip never throws and every result contains the stripped ZIP', () => {
    const sheet = parseSheet(
      writeCsv([
        ['Company Name', 'Zips'],
        ['A', '54016 54017 00501'],
        ['B', '54017;99950'],
        ['C', '12345|54016'],
      ]),
    )
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('54016', '540-17', ' 00501 ', '99950x')),
        (input) => {
          const r = searchByZip(sheet, input)
          // At most one stand-alone 5-digit group is taken as the ZIP; otherwise only the digits remain.
          const groups = input.match(/(?<![0-9A-Za-z])[0-9]{5}(?![0-9A-Za-z])/g)
          expect(r.zip).toBe(groups?.length === 1 ? groups[0] : input.slice(0, 200).replace(/[^0-9]/g, ''))
          const zipLists = zipCodesByCompany(sheet)
          for (const c of r.companies) expect(zipLists[sheet.companies.indexOf(c)]).toContain(r.zip)
          expect(typeof r.message).toBe('string')
        },
      ),
      { numRuns: 1000 },
    )
  })
})
