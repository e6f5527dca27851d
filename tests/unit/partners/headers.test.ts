// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseSheet } from '../../../src/partners/parse-sheet'
import { fieldForHeader, normaliseHeader } from '../../../src/partners/headers'
import { writeCsv } from '../../support/write-csv'
import { zipCodesByCompany } from '../../support/zip-codes-of'

type SheetField = NonNullable<ReturnType<typeof fieldForHeader>>

// SPEC.md §3 "CSV header aliases", written out independently of src/partners/headers.ts.
// [alias as listed in §3, field it fills]
const SPEC_ALIASES: [string, SheetField][] = [
  ['company_name', 'company_name'],
  ['company name', 'company_name'],
  ['display_name', 'display_name'],
  ['display name', 'display_name'],
  ['status_badge', 'status_badge'],
  ['status', 'status_badge'],
  ['active', 'status_badge'],
  ['note_banner', 'note_banner'],
  ['note', 'note_banner'],
  // 'notes' is listed under both note_banner and notes_label; decided reading: notes_label.
  ['notes', 'notes_label'],
  ['schedule_label', 'schedule_label'],
  ['schedule_url', 'schedule_url'],
  ['schedule url', 'schedule_url'],
  ['schedule_link', 'schedule_url'],
  ['calendar_label', 'calendar_label'],
  ['calendar_url', 'calendar_url'],
  ['calendar url', 'calendar_url'],
  ['time_zone', 'time_zone'],
  ['time zone', 'time_zone'],
  ['target_area', 'target_area'],
  ['target area', 'target_area'],
  ['target area with radius', 'target_area'],
  ['target_radius_mile', 'target_radius_miles'],
  ['state', 'state'],
  ['warranty', 'warranty'],
  ['pricing_1car', 'pricing_1car'],
  ['pricing - 1 car', 'pricing_1car'],
  ['pricing 1 car', 'pricing_1car'],
  ['pricing_2car', 'pricing_2car'],
  ['pricing - 2 car', 'pricing_2car'],
  ['pricing 2 car', 'pricing_2car'],
  ['pricing_3car', 'pricing_3car'],
  ['pricing - 3 car', 'pricing_3car'],
  ['pricing 3 car', 'pricing_3car'],
  ['estimator_name', 'estimator_name'],
  ['estimator', 'estimator_name'],
  ['estimator name', 'estimator_name'],
  ['email', 'email'],
  ['service category', 'service_category'],
  ['services offered', 'services_offered'],
  ['service_types', 'service_types'],
  ['service types', 'service_types'],
  ['notes_label', 'notes_label'],
  ['extra_notes', 'extra_notes'],
  ['extra notes', 'extra_notes'],
  ['zip code', 'zip_codes'],
  ['zip codes', 'zip_codes'],
  ['zips', 'zip_codes'],
  ['hours', 'hours'],
  ['business hours', 'hours'],
  ['project types', 'project_types'],
  ['booking answers', 'booking_answers'],
  ['booking_answers', 'booking_answers'],
  ['priority', 'priority'],
  ['rank', 'priority'],
]

/** A value that survives the field's normalisation unchanged. */
function sampleValue(field: SheetField): { cell: string; expected: unknown } {
  switch (field) {
    case 'status_badge':
      return { cell: 'yes', expected: 'ACTIVE' }
    case 'schedule_url':
    case 'calendar_url':
      return { cell: 'https://example.com/book', expected: 'https://example.com/book' }
    case 'email':
      return { cell: 'owner@example.com', expected: 'owner@example.com' }
    case 'zip_codes':
      return { cell: '54016 54017', expected: ['54016', '54017'] }
    case 'target_radius_miles':
      return { cell: '25', expected: 25 }
    default:
      return { cell: 'Some value', expected: 'Some value' }
  }
}

// Beyond §3 (headers.ts's rule): every Company field's own name and its spaced form, the routing columns
// (Weekly Cap, Price per Quote, Quote Email), and two more spellings of Target Area with radius.
const MORE_ALIASES: [string, SheetField][] = [
  ['status badge', 'status_badge'],
  ['note banner', 'note_banner'],
  ['schedule label', 'schedule_label'],
  ['calendar label', 'calendar_label'],
  ['target area (with radius)', 'target_area'],
  ['target_area_with_radius', 'target_area'],
  ['target_radius_miles', 'target_radius_miles'],
  ['service_category', 'service_category'],
  ['services_offered', 'services_offered'],
  ['project_types', 'project_types'],
  ['zip_codes', 'zip_codes'],
  ['weekly cap', 'weekly_cap'],
  ['weekly_cap', 'weekly_cap'],
  ['cap', 'weekly_cap'],
  ['price per quote', 'price_per_quote'],
  ['price_per_quote', 'price_per_quote'],
  ['quote price', 'price_per_quote'],
  ['quote email', 'quote_email'],
  ['quote_email', 'quote_email'],
]

function expectHeaderFills(alias: string, field: SheetField) {
  const { cell, expected } = sampleValue(field)
  // Mixed case and padding: the header is lower-cased and trimmed first.
  const header = `  ${alias.toUpperCase()} `
  const needsName = field !== 'company_name'
  const headers = needsName ? ['Company Name', header] : [header]
  const row = needsName ? ['Acme', cell] : [cell]
  const sheet = parseSheet(writeCsv([headers, row]))
  expect(sheet.companies).toHaveLength(1)
  // A company's ZIPs are read back from the ZIP index; every other field is on the record.
  expect(field === 'zip_codes' ? zipCodesByCompany(sheet)[0] : sheet.companies[0]![field]).toEqual(expected)
  expect(sheet.report.unmatchedHeaders).toEqual([])
  expect(fieldForHeader(alias)).toBe(field)
}

describe('SPEC §3 "Headers are lower-cased and trimmed before matching" — one test per alias', () => {
  it.each(SPEC_ALIASES)('header %j fills %s', expectHeaderFills)

  it.each(MORE_ALIASES)('header %j fills %s too', expectHeaderFills)

  it.each([
    ['Company Name', 'company_name'],
    ['STATUS', 'status_badge'],
    ['Zips', 'zip_codes'],
    ['Business Hours', 'hours'],
    ['Pricing - 1 Car', 'pricing_1car'],
    ['pricing 2 car', 'pricing_2car'],
    ['pricing_3car', 'pricing_3car'],
  ])('example header %j is recognised as %s', (header, field) => {
    expect(fieldForHeader(header)).toBe(field)
  })

  it('normaliseHeader lower-cases, trims and collapses inner whitespace', () => {
    expect(normaliseHeader('  Pricing  -  1   Car\t')).toBe('pricing - 1 car')
  })

  it('a header that matches no alias is reported, blank headers are not', () => {
    const sheet = parseSheet('Company Name,Favourite Colour,,Zips\r\nAcme,blue,x,54016\r\n')
    expect(sheet.report.unmatchedHeaders).toEqual(['Favourite Colour'])
  })
})

describe('decided reading of the notes overlap (note_banner / note / notes vs notes_label / notes / extra_notes / extra notes)', () => {
  it('note_banner <- note_banner, note; notes_label <- notes_label, notes; extra_notes <- extra_notes, extra notes', () => {
    const sheet = parseSheet(
      writeCsv([
        ['Company Name', 'Note', 'Notes', 'Extra Notes'],
        ['Acme', 'Banner text', 'Notes row text', 'Extra text'],
      ]),
    )
    const c = sheet.companies[0]!
    expect(c.note_banner).toBe('Banner text')
    expect(c.notes_label).toBe('Notes row text')
    expect(c.extra_notes).toBe('Extra text')
  })

  it('a lone `notes` column is the card Notes row, never the banner', () => {
    const c = parseSheet('company_name,notes\r\nAcme,Hello\r\n').companies[0]!
    expect(c.notes_label).toBe('Hello')
    expect(c.note_banner).toBe('')
  })
})

describe('"When two headers alias the same field, the first column that has a non-empty value wins"', () => {
  it('first non-empty column, left to right, per row', () => {
    const sheet = parseSheet(
      writeCsv([
        ['Company Name', 'Status', 'Active', 'Zips', 'Zip Codes'],
        ['Acme', '', 'YES', '', '54016'],
        ['Beta', 'no', 'YES', '54017', '54018'],
      ]),
    )
    expect(sheet.companies.map((c) => c.status_badge)).toEqual(['ACTIVE', 'PAUSED'])
    expect(zipCodesByCompany(sheet)).toEqual([['54016'], ['54017']])
  })

  it('duplicate headers do not crash', () => {
    const sheet = parseSheet('Zips,Zips,company name,Company Name\r\n,54016,,Acme\r\n')
    expect(sheet.companies[0]).toMatchObject({ company_name: 'Acme' })
    expect(zipCodesByCompany(sheet)).toEqual([['54016']])
  })
})
