// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LoadedSheet } from '../../../src/partners/company'
import { sheetReportWarnings } from '../../../src/partners/messages'
import { parseSheet, SheetLoadError } from '../../../src/partners/parse-sheet'
import { zipPositions } from '../../../src/partners/zip-search'
import { writeCsv } from '../../support/write-csv'
import { rejectedOnRow, zipCodesOf } from '../../support/zip-codes-of'

const fixture = (name: string) => readFileSync(join(__dirname, '../../fixtures', name), 'utf8')

function expectLoadError(text: string, message: string) {
  let caught: unknown
  try {
    parseSheet(text)
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(SheetLoadError)
  expect((caught as Error).message).toBe(message)
  expect((caught as Error).name).toBe('SheetLoadError')
}

describe('Google export fixture (BOM, CRLF, quoted fields, doubled quotes, embedded newlines, ragged rows, trailing empty lines)', () => {
  let sheet: LoadedSheet
  // Parsed in each test, not once at load: StrykerJS's per-test coverage sees only what runs in a test.
  beforeEach(() => {
    sheet = parseSheet(fixture('google-export.csv'))
  })

  it('"Each row becomes a Company with all fields"', () => {
    expect(zipCodesOf(sheet, 0)).toEqual(['54016', '54017', '54022', '55001', '55003'])
    expect(sheet.companies[0]).toEqual({
      sheet_row: 2,
      company_name: 'Acme Coatings',
      display_name: 'Acme, the "best"',
      status_badge: 'ACTIVE',
      note_banner: 'Call first',
      schedule_label: 'Book now',
      schedule_url: 'https://calendly.com/acme',
      calendar_label: 'Open Calendar',
      calendar_url: 'https://cal.example.com/acme',
      time_zone: 'America/Chicago',
      target_area: 'Hudson, WI',
      target_radius_miles: 30,
      state: 'WI',
      warranty: '5 years',
      pricing_1car: '$2,500',
      pricing_2car: '$3500',
      pricing_3car: '$4500',
      estimator_name: 'Dave',
      email: 'dave@acme.example.com',
      service_category: 'Concrete Coatings',
      services_offered: 'Garage floors\r\nand patios',
      service_types: 'Residential|Commercial',
      notes_label: 'Ask for Dave',
      extra_notes: 'Line one\nline two',
      hours: 'Mon-Fri 8-6',
      project_types: 'Epoxy',
      booking_answers: '',
      priority: '',
      weekly_cap: '',
      price_per_quote: '',
      quote_email: '',
    })
  })

  it('defaults: display_name <- company_name, schedule_label Schedule, calendar_label Open Calendar, empty status PAUSED', () => {
    expect(sheet.companies[1]).toMatchObject({
      company_name: 'Bare Minimum',
      display_name: 'Bare Minimum',
      status_badge: 'PAUSED',
      schedule_label: 'Schedule',
      calendar_label: 'Open Calendar',
      schedule_url: '',
      target_radius_miles: null,
    })
    expect(zipCodesOf(sheet, 1)).toEqual(['54016'])
  })

  it('ragged (short) rows are read; missing cells are empty', () => {
    expect(sheet.companies[2]).toMatchObject({ company_name: 'Short Row', status_badge: 'ACTIVE' })
    expect(zipCodesOf(sheet, 2)).toEqual([])
  })

  it('report: rows read/kept, dropped row with sheet row number (header = row 1), rejected tokens, unmatched headers', () => {
    expect(sheet.report).toEqual({
      rowsRead: 4,
      rowsKept: 3,
      droppedRows: [{ row: 4, reason: 'No company name and no valid ZIP' }],
      rejectedZipTokens: [
        { row: 4, token: '5401' },
        { row: 4, token: 'abcde' },
      ],
      unmatchedHeaders: ['Favourite Colour'],
      unsafeLinks: [],
      strayQuoteRows: [],
      noStatusColumn: false,
    })
  })

  it('a sheet without a status column says so in the report (every partner is PAUSED); one with it does not', () => {
    const without = parseSheet('Company Name,Zips\r\nAcme,54016\r\n')
    expect(without.report.noStatusColumn).toBe(true)
    expect(sheetReportWarnings.noStatusColumn).toBe('No status column: every partner shows as PAUSED.')
    expect(without.companies[0]!.status_badge).toBe('PAUSED')
    expect(parseSheet('Company Name,Active,Zips\r\nAcme,,54016\r\n').report.noStatusColumn).toBe(false)
  })

  it('each company knows its sheet row (header = 1), skipped rows included in the count', () => {
    const sheet = parseSheet('Company Name,Zips\r\nAcme,54016\r\n,n/a\r\n,54017\r\n')
    expect(sheet.companies.map((c) => [c.company_name, c.sheet_row])).toEqual([
      ['Acme', 2],
      ['', 4],
    ])
  })

  it('a quoted field that never closes is a load failure naming the sheet row where it opens', () => {
    // A complete file with a stray quote: the field opened on row 3 swallows the rest.
    expectLoadError(
      'Company Name,Zips\r\nAcme,54016\r\nBeta,"b"c,d\r\nGamma,54017\r\n',
      'CSV ends inside a quoted field (row 3): the download was cut off, or a cell has a stray quote.',
    )
    // A download cut off inside a multi-line cell: the row where the cell starts.
    expectLoadError(
      'Company Name,Notes,Zips\r\nAcme,"line one\r\nline two",54016\r\nBeta,"cut off\r\nhere',
      'CSV ends inside a quoted field (row 3): the download was cut off, or a cell has a stray quote.',
    )
  })

  it('report: a row with a stray quote is named, since it can swallow the rows below it', () => {
    // papaparse reads '"Bob" Smith Trees,54017 / "Next Co' as one field: Next Co is swallowed.
    const text = 'company_name,zips\r\nGood Co,54016\r\n"Bob" Smith Trees,54017\r\n"Next Co",54018\r\nLast Co,54019\r\n'
    const sheet = parseSheet(text)
    expect(sheet.companies.map((company) => company.company_name)).not.toContain('Next Co')
    expect(sheet.report.strayQuoteRows).toEqual([3])
  })

  it('the ZIP index maps each ZIP to ascending company positions', () => {
    expect(Array.from(zipPositions(sheet.zipIndex, '54016'))).toEqual([0, 1])
    expect(Array.from(zipPositions(sheet.zipIndex, '55003'))).toEqual([0])
    expect(zipPositions(sheet.zipIndex, '5401')).toHaveLength(0)
  })
})

describe('CSV parsing: "quoted fields, doubled quotes and CRLF" (SPEC §5), LF, BOM', () => {
  it('LF and CRLF give the same records', () => {
    const rows = [
      ['Company Name', 'Zips', 'Notes'],
      ['A "quoted", name', '54016', 'multi\nline'],
    ]
    expect(parseSheet(writeCsv(rows, '\n')).companies).toEqual(parseSheet(writeCsv(rows, '\r\n')).companies)
    expect(parseSheet(writeCsv(rows, '\n')).companies[0]).toMatchObject({
      company_name: 'A "quoted", name',
      notes_label: 'multi\nline',
    })
  })

  it('a UTF-8 BOM before the header is ignored', () => {
    expect(parseSheet('\uFEFFCompany Name,Zips\r\nAcme,54016').companies[0]!.company_name).toBe('Acme')
  })

  it('a row number counts CSV records, so a quoted cell spanning lines is still one sheet row', () => {
    const sheet = parseSheet('Company Name,Notes\r\nA,"x\r\ny"\r\n,only notes\r\n')
    expect(sheet.report.droppedRows).toEqual([{ row: 3, reason: 'No company name and no valid ZIP' }])
  })

  it('"Trim all cell text"', () => {
    const sheet = parseSheet('Company Name,State,Zips\r\n  Acme  ,\t WI ,  54016  \r\n')
    expect(sheet.companies[0]).toMatchObject({ company_name: 'Acme', state: 'WI' })
    expect(zipCodesOf(sheet, 0)).toEqual(['54016'])
  })
})

describe('status: "ACTIVE if the sheet value, upper-cased, is YES, ACTIVE, TRUE or 1; anything else, including empty, is PAUSED"', () => {
  const statusOf = (cell: string) =>
    parseSheet(
      writeCsv([
        ['Company Name', 'Status'],
        ['A', cell],
      ]),
    ).companies[0]!.status_badge
  it.each(['YES', 'yes', ' Yes ', 'ACTIVE', 'active', 'TRUE', 'true', '1', ' 1 '])('%j -> ACTIVE', (v) => {
    expect(statusOf(v)).toBe('ACTIVE')
  })
  it.each(['', 'no', 'PAUSED', '0', 'y', 'on', '11', 'yes!'])('%j -> PAUSED', (v) => {
    expect(statusOf(v)).toBe('PAUSED')
  })
})

describe('"schedule_url (falls back to calendar_url)"', () => {
  it('uses calendar_url when schedule_url is empty', () => {
    const c = parseSheet('Company Name,Schedule URL,Calendar URL\r\nA,,https://cal.example.com/a\r\n').companies[0]!
    expect(c.schedule_url).toBe('https://cal.example.com/a')
    expect(c.calendar_url).toBe('https://cal.example.com/a')
  })
  it('keeps its own schedule_url when present', () => {
    const c = parseSheet('Company Name,Schedule URL,Calendar URL\r\nA,https://s.example.com,https://c.example.com\r\n')
      .companies[0]!
    expect(c.schedule_url).toBe('https://s.example.com')
  })
  it('an unsafe schedule_url is removed, then falls back to calendar_url', () => {
    const sheet = parseSheet(
      'Company Name,Schedule URL,Calendar URL\r\nA,javascript:alert(1),https://c.example.com\r\n',
    )
    expect(sheet.companies[0]!.schedule_url).toBe('https://c.example.com')
    expect(sheet.report.unsafeLinks).toEqual([{ row: 2, field: 'schedule_url', value: 'javascript:alert(1)' }])
  })
})

describe('"service_types (slashes replaced with \'|\')"', () => {
  it('replaces every slash', () => {
    const c = parseSheet('Company Name,Service Types\r\nA,Res/Com/Ind\r\n').companies[0]!
    expect(c.service_types).toBe('Res|Com|Ind')
  })
})

describe('"Target area parsing: text of form \'{area} (... {N} miles)\' yields the area and integer radius; otherwise radius is empty"', () => {
  it.each([
    ['Hudson, WI (within 30 miles)', 'Hudson, WI', 30],
    ['Twin Cities (up to 45 miles)', 'Twin Cities', 45],
    ['Eau Claire (25 mile radius)', 'Eau Claire', 25],
    ['Madison (10 mi)', 'Madison', 10],
    ['Hudson, WI', 'Hudson, WI', null],
    ['Hudson (north side)', 'Hudson (north side)', null],
    ['', '', null],
    ['  Hudson, WI (30 miles)  ', 'Hudson, WI', 30],
    ['Hudson (30miles)', 'Hudson', 30],
    ['Hudson (30 Mile)', 'Hudson', 30],
    ['(30 miles)', '', 30],
    ['Zone 5 miles east (30 miles)', 'Zone 5 miles east', 30],
    ['Hudson (30 milestones)', 'Hudson (30 milestones)', null],
    ['Hudson (30 miles) north', 'Hudson (30 miles) north', null],
    ['Hudson 30 miles)', 'Hudson 30 miles)', null],
    // The brackets hold at most 200 characters: a longer one is not a radius note.
    [`Hudson (${'x'.repeat(191)} 30 miles)`, 'Hudson', 30],
    [`Hudson (${'x'.repeat(192)} 30 miles)`, `Hudson (${'x'.repeat(192)} 30 miles)`, null],
  ])('%j -> area %j, radius %j', (text, area, radius) => {
    const c = parseSheet(
      writeCsv([
        ['Company Name', 'Target Area'],
        ['A', text],
      ]),
    ).companies[0]!
    expect(c.target_area).toBe(area)
    expect(c.target_radius_miles).toBe(radius)
  })

  it('the combined `target area with radius` header is parsed the same way', () => {
    const c = parseSheet('Company Name,Target Area With Radius\r\nA,"Hudson, WI (within 30 miles)"\r\n').companies[0]!
    expect(c).toMatchObject({ target_area: 'Hudson, WI', target_radius_miles: 30 })
  })

  it('`target_area` with `target_radius_mile`: the radius column is used when it is a number', () => {
    const sheet = parseSheet(
      writeCsv([
        ['Company Name', 'target_area', 'target_radius_mile'],
        ['A', 'Hudson, WI', '40'],
        ['B', 'Hudson, WI (within 30 miles)', ''],
        ['C', 'Hudson, WI', 'far'],
        ['D', 'Hudson, WI', '12.5'],
      ]),
    )
    expect(sheet.companies.map((c) => [c.target_area, c.target_radius_miles])).toEqual([
      ['Hudson, WI', 40],
      ['Hudson, WI', 30],
      ['Hudson, WI', null],
      ['Hudson, WI', 12.5],
    ])
  })

  it.each([
    [' 30 ', 30],
    ['30 mi', 30],
    ['30 mile', 30],
    ['40 miles.', 40],
    ['12.55 Miles', 12.55],
    ['about 30', null],
    ['30 miles north', null],
    ['30 km', null],
  ])('a `target_radius_mile` cell %j reads as %j', (cell, radius) => {
    const sheet = parseSheet(
      writeCsv([
        ['Company Name', 'target_area', 'target_radius_mile'],
        ['A', 'Hudson, WI', cell],
      ]),
    )
    expect(sheet.companies[0]!.target_radius_miles).toBe(radius)
  })
})

describe('"ZIP list parsing in the sheet: split on whitespace, comma, semicolon or pipe; keep only tokens of exactly 5 digits"', () => {
  it('all separators, no duplicates', () => {
    const sheet = parseSheet('Company Name,Zips\r\nA,"55001 54016,54017;54018|54019\t54020\n54016 , 55001"\r\n')
    expect(zipCodesOf(sheet, 0)).toEqual(['54016', '54017', '54018', '54019', '54020', '55001'])
    expect(sheet.zipIndex.positions).toHaveLength(6)
  })
  it('tokens that are not exactly 5 digits are rejected and reported with their row', () => {
    const sheet = parseSheet('Company Name,Zips\r\nA,"5401 540161 abcde 54016-1234 54016 ５４０１６"\r\n')
    expect(zipCodesOf(sheet, 0)).toEqual(['54016'])
    expect(sheet.report.rejectedZipTokens).toEqual(
      rejectedOnRow(2, ['5401', '540161', 'abcde', '54016-1234', '５４０１６']),
    )
  })
  it('a token with any other character is rejected whole, never read as a nearby ZIP', () => {
    const sheet = parseSheet('Company Name,Zips\r\nA,"5401/ 54016·54017 54018"\r\n')
    expect(zipCodesOf(sheet, 0)).toEqual(['54018'])
    expect(sheet.report.rejectedZipTokens).toEqual(rejectedOnRow(2, ['5401/', '54016·54017']))
  })
  it('Unicode whitespace also separates', () => {
    const sheet = parseSheet('Company Name,Zips\r\nA,54016\u00a054017\u300054018\r\n')
    expect(zipCodesOf(sheet, 0)).toEqual(['54016', '54017', '54018'])
  })
})

describe('"A row is kept only if it has a company name or at least one ZIP"', () => {
  it('name only, ZIP only, neither', () => {
    const sheet = parseSheet('Company Name,Zips,State\r\nNamed,,WI\r\n,54016,WI\r\n,5401,WI\r\n,,,\r\n')
    expect(sheet.companies.map((c, position) => [c.company_name, zipCodesOf(sheet, position)])).toEqual([
      ['Named', []],
      ['', ['54016']],
    ])
    expect(sheet.report.rowsRead).toBe(3)
    expect(sheet.report.rowsKept).toBe(2)
    expect(sheet.report.droppedRows).toEqual([{ row: 4, reason: 'No company name and no valid ZIP' }])
  })
})

describe('untrusted content: links', () => {
  const bad = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relative/path',
    'www.example.com',
    'http://',
  ]
  it.each(bad)('%j in schedule_url / calendar_url is removed and reported', (value) => {
    const sheet = parseSheet(
      writeCsv([
        ['Company Name', 'Schedule URL', 'Calendar URL'],
        ['A', value, value],
      ]),
    )
    const c = sheet.companies[0]!
    expect(c.schedule_url).toBe('')
    expect(c.calendar_url).toBe('')
    expect(sheet.report.unsafeLinks.map((l) => l.field).sort()).toEqual(['calendar_url', 'schedule_url'])
    expect(sheet.report.unsafeLinks.every((l) => l.row === 2)).toBe(true)
  })

  it.each(['https://example.com/x?a=1', 'http://example.com', 'mailto:owner@example.com', 'HTTPS://EXAMPLE.COM'])(
    '%j is kept',
    (value) => {
      const sheet = parseSheet(
        writeCsv([
          ['Company Name', 'Calendar URL'],
          ['A', value],
        ]),
      )
      expect(sheet.companies[0]!.calendar_url).toBe(value)
      expect(sheet.report.unsafeLinks).toEqual([])
    },
  )

  it.each([
    ['owner@example.com', 'owner@example.com'],
    ['mailto:owner@example.com', 'owner@example.com'],
    ['first.last+tag@sub.example.co.uk', 'first.last+tag@sub.example.co.uk'],
  ])('email %j is kept as %j', (value, expected) => {
    expect(
      parseSheet(
        writeCsv([
          ['Company Name', 'Email'],
          ['A', value],
        ]),
      ).companies[0]!.email,
    ).toBe(expected)
  })

  it.each(['javascript:alert(1)', 'not an email', 'a@b@c.com', 'owner@example.com?bcc=x@y.com', 'owner', 'a b@c.com'])(
    'email %j is removed and reported as unsafe',
    (value) => {
      const sheet = parseSheet(
        writeCsv([
          ['Company Name', 'Email'],
          ['A', value],
        ]),
      )
      expect(sheet.companies[0]!.email).toBe('')
      expect(sheet.report.unsafeLinks).toEqual([{ row: 2, field: 'email', value }])
    },
  )
})

describe('SheetLoadError for text that is not a sheet', () => {
  it.each(['', '   ', '\r\n\r\n', '\uFEFF', '\uFEFF \n\t'])('empty/whitespace-only %j -> "Empty CSV"', (text) => {
    expectLoadError(text, 'Empty CSV')
  })
  it('only blank records -> "Empty CSV"', () => expectLoadError(',,,\r\n,,\r\n', 'Empty CSV'))
  it.each([null, undefined])('no text at all (%j) -> "Empty CSV"', (nothing) => {
    expectLoadError(nothing as unknown as string, 'Empty CSV')
  })
  it.each([
    fixture('not-csv.html'),
    '<!doctype html><title>x</title>',
    '\uFEFF  \n<HTML><body>',
    'some preamble\n<html>',
    '\n  <!DOCTYPE html>\n<head><title>Sign in</title></head>',
  ])('an HTML body -> "Response is an HTML page, not CSV" (%#)', (text) => {
    expectLoadError(text, 'Response is an HTML page, not CSV')
  })
  it('markup past the first 1,024 characters is a cell, not an HTML page', () => {
    const sheet = parseSheet(`Company Name,Notes\r\nA,${'x'.repeat(1100)} <html>\r\n`)
    expect(sheet.companies).toHaveLength(1)
  })
  it('"no header row": first line is data -> SheetLoadError', () => {
    expectLoadError(fixture('no-header.csv'), 'No recognised column in the header row')
  })
  it('a header row with only recognised columns and no data rows loads 0 companies', () => {
    expect(parseSheet('Company Name,Zips\r\n').companies).toEqual([])
    expect(parseSheet('company_name').companies).toEqual([])
  })
  it('spaces and control characters only (a download padded with NULs) -> "Empty CSV"', () => {
    expectLoadError('  \u0000\u0000 ', 'Empty CSV')
  })
})
