// Hostile and broken sheets: markup in every cell, unsafe link schemes, and
// shapes no person meant to make. Sheet text is only ever text; links are only
// http(s)/mailto; every shape loads or fails with the spec's texts, without freezing.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { parseSheet } from '../../src/partners/parse-sheet'
import { cards, FAILURE_TEXT, loadedText, searchZip, statusLine, useSheetViaAdmin } from '../support/tool-page'
import { startSheetServer, type SheetServer } from '../../scripts/support/sheet-server'
import { GENERATED_HEADERS as HEADERS } from '../../scripts/support/generate-sheet'
import { writeCsv } from '../support/write-csv'
import { test, expect } from './fixtures'

let sheetServer: SheetServer
test.beforeAll(async () => {
  sheetServer = await startSheetServer('')
})
test.afterAll(async () => {
  await sheetServer.close()
})

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)></iframe>",
  '<a href="javascript:alert(1)">click</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '<style>*{display:none}</style>',
]

type Row = Partial<Record<(typeof HEADERS)[number], string>>
function sheetCsv(rows: Row[]): string {
  return writeCsv([HEADERS, ...rows.map((row) => HEADERS.map((h) => row[h] ?? ''))])
}

/** Every text cell carries markup; the row is found by ZIP 54016. */
const markupRow: Row = Object.fromEntries(HEADERS.map((h, i) => [h, `${PAYLOADS[i % PAYLOADS.length]} ${h}`]))
markupRow['Company Name'] = '<img src=x onerror=alert(1)> Markup Co'
markupRow['Display Name'] = '<script>alert(1)</script> Markup Co'
markupRow['Note'] = '"><svg onload=alert(1)> note'
markupRow['Schedule Label'] = '<img src=x onerror=alert(2)>'
markupRow['Schedule URL'] = 'https://book.example.test/markup?q="><script>alert(1)</script>'
markupRow['Calendar URL'] = 'javascript:alert(document.domain)'
markupRow['Email'] = '<img src=x onerror=alert(1)>@example.test'
markupRow['Status'] = '<b>YES</b>'
markupRow['Zip Codes'] = '54016 <script>alert(1)</script>'
markupRow['Target Area'] = '<svg onload=alert(1)> (within 10 miles)'

/** Unsafe schemes in every casing and disguise, in all three link columns. */
const UNSAFE_LINKS: { schedule: string; calendar: string; email: string }[] = [
  { schedule: 'javascript:alert(1)', calendar: 'JavaScript:alert(2)', email: 'javascript:alert(3)' },
  {
    schedule: ' \tjavascript:alert(1)',
    calendar: '\u0001javascript:alert(1)',
    email: 'mailto:x@y.test?bcc=javascript:alert(1)',
  },
  { schedule: 'java\tscript:alert(1)', calendar: 'java\nscript:alert(1)', email: 'JAVASCRIPT:alert(1)//@x.test' },
  {
    schedule: 'data:text/html,<script>alert(1)</script>',
    calendar: '  DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    email: 'data:x@y.test',
  },
  { schedule: 'vbscript:msgbox(1)', calendar: '\tVBScript:msgbox(1)', email: ' vbscript:x@y.test' },
  {
    schedule: '&#106;avascript:alert(1)',
    calendar: '%6Aavascript:alert(1)',
    email: 'x@y.test"><script>alert(1)</script>',
  },
  { schedule: '//evil.example/x', calendar: 'file:///etc/passwd', email: 'not an address' },
]
const unsafeRows: Row[] = UNSAFE_LINKS.map((links, i) => ({
  'Company Name': `Unsafe Links ${i + 1}`,
  'Schedule URL': links.schedule,
  'Calendar URL': links.calendar,
  Email: links.email,
  'Zip Codes': '54016',
}))
const safeRow: Row = {
  'Company Name': 'Safe Links',
  'Schedule URL': 'https://book.example.test/safe',
  'Calendar URL': 'http://cal.example.test/safe',
  Email: 'safe@example.test',
  'Zip Codes': '54016',
}
const hostileCsv = sheetCsv([markupRow, ...unsafeRows, safeRow])
const hostileCompanies = 2 + unsafeRows.length
// Every link cell of the unsafe rows, plus the markup row's calendar and email.
const expectedUnsafe = UNSAFE_LINKS.length * 3 + 2

async function expectNothingInjected(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([])
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  await expect(page.locator('#root script')).toHaveCount(0)
  await expect(page.locator('#root svg[onload]')).toHaveCount(0)
  await expect(page.locator('#root iframe, #root style, #root b')).toHaveCount(0)
  await expect(page.locator('[onerror], [onload]')).toHaveCount(0)
  for (const scheme of ['javascript', 'data', 'vbscript', 'file']) {
    await expect(page.locator(`a[href^="${scheme}" i], a[href*="${scheme}:" i]`)).toHaveCount(0)
  }
  const hrefs = await page
    .locator('article.partner-card a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  for (const href of hrefs) expect(href).toMatch(/^(https?:\/\/|mailto:)/)
}

/** Every alert, confirm or prompt the page opens from now on, dismissed. */
function dialogsOpened(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return dialogs
}

test('markup in every cell is shown as literal text and nothing executes', async ({ page }) => {
  const dialogs = dialogsOpened(page)
  sheetServer.setCsv(hostileCsv)
  sheetServer.setMode('csv')
  await useSheetViaAdmin(page, sheetServer.sheetUrl)
  await expect(statusLine(page)).toHaveText(loadedText(hostileCompanies))
  await searchZip(page, '54016', `${hostileCompanies} companies match ZIP 54016.`)
  const card = cards(page).first()
  await expect(card.getByRole('heading')).toHaveText('<script>alert(1)</script> Markup Co')
  await expect(card.getByRole('note')).toHaveText('"><svg onload=alert(1)> note')
  await expect(card.getByText('<img src=x onerror=alert(1)>@example.test')).toHaveCount(0) // not a valid address: dropped
  await expect(card.locator('dd', { hasText: '<svg onload=alert(1)>' }).first()).toBeVisible()
  // A valid https URL stays a link; React writes it as an attribute value, never as markup.
  await expect(card.getByRole('link', { name: '<img src=x onerror=alert(2)>' })).toHaveAttribute(
    'href',
    'https://book.example.test/markup?q="><script>alert(1)</script>',
  )
  // Status '<b>YES</b>' is not a yes.
  await expect(card.getByText('PAUSED', { exact: true })).toBeVisible()
  for (const payload of PAYLOADS.slice(3)) await expect(card.getByText(payload, { exact: false }).first()).toBeVisible()
  await expectNothingInjected(page, dialogs)
  // Hovering and clicking around does not run anything either.
  await card.getByRole('heading').click()
  // The click has been handled once it focused the card: an alert would have opened on the way.
  await expect(card).toBeFocused()
  expect(dialogs).toEqual([])
})

test('javascript:, data:, vbscript: (any casing, leading space or tab) never become links and are listed in Admin', async ({
  page,
}) => {
  const dialogs = dialogsOpened(page)
  sheetServer.setCsv(hostileCsv)
  sheetServer.setMode('csv')
  expect(parseSheet(hostileCsv).report.unsafeLinks).toHaveLength(expectedUnsafe)
  await useSheetViaAdmin(page, sheetServer.sheetUrl)
  await searchZip(page, '54016', `${hostileCompanies} companies match ZIP 54016.`)
  for (let i = 1; i <= UNSAFE_LINKS.length; i++) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: `Unsafe Links ${i}`, exact: true }) })
    await expect(card).toHaveCount(1)
    await expect(card.getByRole('link')).toHaveCount(0)
    await expect(card.locator('dt', { hasText: 'Email' })).toHaveCount(0)
  }
  const safe = cards(page).filter({ has: page.getByRole('heading', { name: 'Safe Links' }) })
  await expect(safe.getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', 'https://book.example.test/safe')
  await expect(safe.getByRole('link', { name: 'Open Calendar' })).toHaveAttribute(
    'href',
    'http://cal.example.test/safe',
  )
  await expect(safe.getByRole('link', { name: 'safe@example.test' })).toHaveAttribute(
    'href',
    'mailto:safe@example.test',
  )
  await expectNothingInjected(page, dialogs)

  await page.getByRole('tab', { name: /Admin/ }).click()
  const unsafe = page.locator('details.report-group').filter({ hasText: 'Unsafe links removed' })
  await expect(unsafe.locator('summary')).toHaveText(`Unsafe links removed: ${expectedUnsafe}`)
  await unsafe.locator('summary').click()
  await expect(unsafe.getByText('Row 3, schedule_url: “javascript:alert(1)”')).toBeVisible()
  await expect(unsafe.getByText('Row 3, calendar_url: “JavaScript:alert(2)”')).toBeVisible()
  await expect(unsafe.getByText('Row 6, schedule_url: “data:text/html,<script>alert(1)</script>”')).toBeVisible()
  await expect(unsafe.getByText('Row 7, schedule_url: “vbscript:msgbox(1)”')).toBeVisible()
  await expect(unsafe.getByText('Row 7, email: “vbscript:x@y.test”')).toBeVisible()
  await expect(page.locator('#root script, img[src="x"]')).toHaveCount(0)
  expect(dialogs).toEqual([])
})

// ---- Sizes and shapes ------------------------------------------------------

const noHeaderCsv = readFileSync('tests/fixtures/no-header.csv', 'utf8')

const bigCell = 'Long note. '.repeat(10_000).slice(0, 100_000)
const fiftyThousandZips = Array.from({ length: 50_000 }, (_, i) => String(10_000 + i)).join(', ')
const thousandColumns = (() => {
  const header = [...HEADERS, ...Array.from({ length: 1_000 - HEADERS.length }, (_, i) => `extra column ${i + 1}`)]
  const row = (name: string, zip: string) =>
    header.map((h, i) => (h === 'Company Name' ? name : h === 'Zip Codes' ? zip : `v${i}`))
  return writeCsv([header, row('Wide One', '54016'), row('Wide Two', '54016 30305')])
})()

function oracleStatus(csv: string): string {
  try {
    return loadedText(parseSheet(csv).companies.length)
  } catch (error) {
    return `${FAILURE_TEXT} (${(error as Error).message})`
  }
}

interface Shape {
  name: string
  csv: string
  /** The status line; when left out, what parseSheet (the same code, run here in Node) says. */
  status?: string
  zip: string
  count: string
  check?: (page: Page) => Promise<void>
}

const shapes: Shape[] = [
  {
    name: 'a 100,000-character cell',
    csv: sheetCsv([{ 'Company Name': 'Big Cell Co', Notes: bigCell, Note: bigCell, 'Zip Codes': '54016' }]),
    status: loadedText(1),
    zip: '54016',
    count: '1 company matches ZIP 54016.',
    check: async (page) => {
      const notes = cards(page).locator('.partner-row dd').last()
      await expect(notes).toHaveText(bigCell)
      await expect(cards(page).getByRole('note')).toHaveText(bigCell)
    },
  },
  {
    name: 'a row with 50,000 ZIPs',
    csv: sheetCsv([
      { 'Company Name': 'Everywhere Co', 'Zip Codes': fiftyThousandZips },
      { 'Company Name': 'Somewhere Co', 'Zip Codes': '54016' },
    ]),
    status: loadedText(2),
    zip: '59999',
    count: '1 company matches ZIP 59999.',
    check: async (page) => {
      await searchZip(page, '54016', '2 companies match ZIP 54016.')
      await searchZip(page, '60000', 'No companies found for ZIP 60000.')
    },
  },
  {
    name: 'duplicate headers',
    csv:
      'Company Name,Company Name,Zip Codes,zips,Email,email,Status,status\r\n' +
      ',Dup Co,,54016,,dup@example.test,,YES\r\nFirst Co,Second Name,30305,54016,a@example.test,b@example.test,no,YES\r\n',
    status: loadedText(2),
    zip: '54016',
    count: '1 company matches ZIP 54016.',
    check: async (page) => {
      await expect(cards(page).getByRole('heading')).toHaveText('Dup Co')
      await expect(cards(page).getByRole('link', { name: 'dup@example.test' })).toBeVisible()
      await searchZip(page, '30305', '1 company matches ZIP 30305.')
      await expect(cards(page).getByRole('heading')).toHaveText('First Co')
    },
  },
  {
    name: 'headers only',
    csv: `${HEADERS.join(',')}\r\n`,
    status: loadedText(0),
    zip: '54016',
    count: 'No companies found for ZIP 54016.',
  },
  {
    name: 'no header row',
    csv: noHeaderCsv,
    status: `${FAILURE_TEXT} (No recognised column in the header row)`,
    zip: '54016',
    count: 'No companies found for ZIP 54016.',
  },
  {
    name: '1,000 columns',
    csv: thousandColumns,
    status: loadedText(2),
    zip: '54016',
    count: '2 companies match ZIP 54016.',
    check: async (page) => {
      await page.getByRole('tab', { name: /Admin/ }).click()
      await expect(page.locator('details.report-group summary', { hasText: 'Columns not recognised' })).toHaveText(
        `Columns not recognised: ${1_000 - HEADERS.length}`,
      )
    },
  },
  {
    name: 'only blank lines and commas',
    csv: '\r\n,,,\r\n  \r\n',
    status: `${FAILURE_TEXT} (Empty CSV)`,
    zip: '54016',
    count: 'No companies found for ZIP 54016.',
  },
  {
    name: 'stray quotes, NUL bytes and mixed line endings',
    csv:
      `${HEADERS.join(',')}\n` +
      HEADERS.map((h) =>
        h === 'Company Name' ? 'Quote"y Co' : h === 'Note' ? 'a "quoted" note\u0000' : h === 'Zip Codes' ? '54016' : '',
      ).join(',') +
      '\r\r' +
      HEADERS.map((h) => (h === 'Company Name' ? 'Bare CR Co' : h === 'Zip Codes' ? '30305' : '')).join(',') +
      '\n',
    zip: '54016',
    count: '1 company matches ZIP 54016.',
  },
]

test.describe('sizes and shapes', () => {
  for (const shape of shapes) {
    test(`${shape.name}: ${shape.status ?? oracleStatus(shape.csv)}`, async ({ page }) => {
      sheetServer.setCsv(shape.csv)
      sheetServer.setMode('csv')
      await useSheetViaAdmin(page, sheetServer.sheetUrl)
      await expect(statusLine(page)).toHaveText(shape.status ?? oracleStatus(shape.csv))
      await searchZip(page, shape.zip, shape.count)
      await shape.check?.(page)
    })
  }
})
