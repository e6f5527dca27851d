// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  isSheetUrlSet,
  normaliseSheetUrl,
  SHEET_URL_PLACEHOLDER,
  withCacheBuster,
} from '../../../src/partners/sheet-url'

const ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-xyz'
const PUB = '2PACX-1vQabcDEF_ghi-123'

describe('"Sheet URL normalisation" (SPEC §5)', () => {
  it.each([
    `https://docs.google.com/spreadsheets/d/${ID}/export?format=csv&gid=7`,
    `https://docs.google.com/spreadsheets/d/${ID}/export?gid=7&format=csv`,
    `https://docs.google.com/spreadsheets/d/e/${PUB}/pub?output=csv`,
    `https://docs.google.com/spreadsheets/d/e/${PUB}/pub?gid=3&single=true&output=csv`,
    `https://docs.google.com/spreadsheets/d/${ID}/gviz/tq?tqx=out:csv&sheet=Partners`,
    `https://docs.google.com/spreadsheets/d/${ID}/gviz/tq?tqx=out:csv`,
    'https://example.com/data.csv?format=csv',
  ])('"a URL already containing an export/csv indicator is used as is": %s', (url) => {
    expect(normaliseSheetUrl(url)).toBe(url)
    expect(normaliseSheetUrl(`  ${url}\n`)).toBe(url)
  })

  it.each([
    [`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=123`, '123'],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit?usp=sharing`, '0'],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit?gid=5#gid=5`, '5'],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit?gid=9`, '9'],
    [`https://docs.google.com/spreadsheets/d/${ID}`, '0'],
    [`https://docs.google.com/spreadsheets/d/${ID}/`, '0'],
    [`https://docs.google.com/spreadsheets/d/${ID}/view#gid=42`, '42'],
    [`https://docs.google.com/spreadsheets/u/1/d/${ID}/edit#gid=8`, '8'],
    [`  https://docs.google.com/spreadsheets/d/${ID}/edit#gid=1  `, '1'],
  ])('"a normal spreadsheet URL becomes a CSV export URL using its sheet id and gid (default 0)": %s', (url, gid) => {
    expect(normaliseSheetUrl(url)).toBe(`https://docs.google.com/spreadsheets/d/${ID}/export?format=csv&gid=${gid}`)
  })

  it.each([
    [`https://docs.google.com/spreadsheets/d/e/${PUB}/pubhtml`, ''],
    [`https://docs.google.com/spreadsheets/d/e/${PUB}/pubhtml?gid=12&single=true`, '&gid=12'],
    [`https://docs.google.com/spreadsheets/d/e/${PUB}/pub?gid=4&single=true`, '&gid=4'],
  ])('a published-to-web URL becomes …/pub?output=csv (keeping gid): %s', (url, gidPart) => {
    expect(normaliseSheetUrl(url)).toBe(`https://docs.google.com/spreadsheets/d/e/${PUB}/pub?output=csv${gidPart}`)
  })

  it.each([
    'https://example.com/partners.csv',
    '/demo-sheet.csv',
    'demo-sheet.csv',
    'not a url at all',
    'https://docs.google.com/document/d/abc/edit',
    'https://evil.example.com/spreadsheets/d/abc/edit',
    SHEET_URL_PLACEHOLDER,
  ])('"other URLs are used unchanged": %s', (url) => {
    expect(normaliseSheetUrl(url)).toBe(url)
  })

  it.each([null, undefined])('no saved URL (%j) normalises to none', (nothing) => {
    expect(normaliseSheetUrl(nothing as unknown as string)).toBe('')
  })
})

describe('"URL empty or still the placeholder" counts as not set', () => {
  it.each([null, undefined, '', '   ', SHEET_URL_PLACEHOLDER, `  ${SHEET_URL_PLACEHOLDER} `])(
    '%j is not set',
    (url) => {
      expect(isSheetUrlSet(url)).toBe(false)
    },
  )
  it.each(['/demo-sheet.csv', 'https://docs.google.com/spreadsheets/d/x/edit'])('%j is set', (url) => {
    expect(isSheetUrlSet(url)).toBe(true)
  })
  it('the placeholder text', () => {
    expect(SHEET_URL_PLACEHOLDER).toBe('PASTE_YOUR_GOOGLE_SHEET_CSV_URL_HERE')
  })
})

describe('"query parameter cb set to the current time" (SPEC §7)', () => {
  it.each([
    ['/demo-sheet.csv', '/demo-sheet.csv?cb=1700000000000'],
    ['demo-sheet.csv', 'demo-sheet.csv?cb=1700000000000'],
    [
      'https://docs.google.com/spreadsheets/d/x/export?format=csv&gid=0',
      'https://docs.google.com/spreadsheets/d/x/export?format=csv&gid=0&cb=1700000000000',
    ],
    ['https://example.com/a.csv?cb=1&x=2', 'https://example.com/a.csv?cb=1700000000000&x=2'],
    ['https://example.com/a.csv?x=1#top', 'https://example.com/a.csv?x=1&cb=1700000000000#top'],
    ['https://example.com/a.csv?#h', 'https://example.com/a.csv?cb=1700000000000#h'],
  ])('%s -> %s', (url, expected) => {
    expect(withCacheBuster(url, 1700000000000)).toBe(expected)
  })
})
