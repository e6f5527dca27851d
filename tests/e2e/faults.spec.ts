// Fault injection: every way the third-party sheet host can misbehave, each tried
// twice — on a fresh tool with no service worker (what the app itself does), and on
// an installed tool whose service worker holds the last good snapshot (the good
// data must survive, online and offline). In every case the page stays usable.
import type { Page } from '@playwright/test'
import { parseSheet } from '../../src/partners/parse-sheet'
import { searchByZip } from '../../src/partners/zip-search'
import {
  cards,
  FAILURE_TEXT,
  goOffline,
  installWithSnapshot,
  loadedText,
  resultCount,
  searchZip,
  snapshotNotice,
  statusLine,
  useSheetViaAdmin,
  waitForSnapshotSavedSince,
} from '../support/tool-page'
import { HUGE_SHEET_COMPANIES, hugeSheetCsv, type SheetServerMode } from '../../scripts/support/sheet-server'
import { partnersCsv as fixtureCsv, sheetServerForSpec } from '../support/spec-sheet-server'
import { zipCodesOf } from '../support/zip-codes-of'
import { test, expect } from './fixtures'
import { CARDS_SHOWN_FIRST } from '../../src/tool/search/result-limits'

/** The fixture plus a partner whose name and note need more than ASCII (all of it fits Windows-1252). */
const CAFE_ROW: Record<string, string> = {
  company_name: 'Café Coatings',
  status_badge: 'Yes',
  note_banner: 'Crème brûlée for the crew, ask for Zoë',
  schedule_url: 'https://book.example.test/cafe',
  state: 'WI',
  estimator_name: 'Zoë Müller',
  'service category': 'Concrete Coatings',
  'zip codes': '54016',
}
const fixtureHeader = fixtureCsv.split('\n')[0]!.trim().split(',')
const cafeCsv = `${fixtureCsv.trimEnd()}\n${fixtureHeader.map((h) => `"${(CAFE_ROW[h] ?? '').replaceAll('"', '""')}"`).join(',')}\n`

const sheetServer = sheetServerForSpec(test)

interface Outcome {
  /** Exact status text (without the detail). */
  status: string
  /** The detail shown in brackets after a failure. */
  detail?: string
  /** ZIP 54016's result line. */
  count: string
  /** Card headings for ZIP 54016. */
  headings?: string[]
}

interface FaultCase {
  mode: SheetServerMode
  /** What the server holds for this case (the partners fixture unless set). */
  csv?: string
  /** Fresh tool, service worker blocked: what the app itself makes of the answer. */
  fresh: Outcome
  /** Installed tool with a snapshot of the fixture, after the fault. */
  withSnapshot: Outcome & { notice?: string }
  /** Companies in the sheet the snapshot holds once the fault has passed (3 = the old fixture survived). */
  snapshotCompanies: number
}

const FIXTURE_54016 = { count: '2 companies match ZIP 54016.', headings: ['Fixture Floors', 'Fixture Trees'] }
const CAFE_54016 = {
  count: '3 companies match ZIP 54016.',
  // Best first: Fixture Trees is PAUSED, so it follows the ACTIVE Café Coatings.
  headings: ['Fixture Floors', 'Café Coatings', 'Fixture Trees'],
}
const NONE_54016 = { count: 'No companies found for ZIP 54016.', headings: [] }

const failure = (detail: string) => ({ status: FAILURE_TEXT, detail })
const endsInsideQuotes = (row: number) =>
  `CSV ends inside a quoted field (row ${row}): the download was cut off, or a cell has a stray quote.`

/** A sheet that loads: `companies` loaded fresh and over a snapshot, which then holds them. */
const loads = (mode: SheetServerMode, companies: number, found: Omit<Outcome, 'status'>, csv?: string): FaultCase => ({
  mode,
  csv,
  fresh: { status: loadedText(companies), ...found },
  withSnapshot: { status: loadedText(companies), ...found },
  snapshotCompanies: companies,
})
/** A sheet that fails: nothing found fresh; over a snapshot the fixture saved is shown with a notice, and kept. */
const fails = (
  mode: SheetServerMode,
  detail: string,
  { savedDetail = detail, notice = 'The sheet did not answer properly' } = {},
): FaultCase => ({
  mode,
  fresh: { ...failure(detail), ...NONE_54016 },
  withSnapshot: { ...failure(savedDetail), ...FIXTURE_54016, notice },
  snapshotCompanies: 3,
})

const cases: FaultCase[] = [
  loads('csv', 3, FIXTURE_54016),
  fails('500', 'HTTP 500', { notice: 'The sheet did not answer properly — showing the copy saved' }),
  fails('404', 'HTTP 404'),
  fails('empty', 'Empty CSV'),
  fails('html', 'Response is an HTML page, not CSV'),
  fails('truncated', endsInsideQuotes(2)),
  // Complete, with a stray quote: the service worker no longer calls it a cut-off; the parser says what it is.
  fails('stray-quote', endsInsideQuotes(5)),
  loads('bom', 3, FIXTURE_54016),
  loads('windows-1252', 4, CAFE_54016, cafeCsv),
  loads('windows-1252-undeclared', 4, CAFE_54016, cafeCsv),
  loads('redirect', 3, FIXTURE_54016),
  fails('no-cors', 'Failed to fetch', { savedDetail: 'sheet unreachable' }),
  fails('down', 'Failed to fetch', { savedDetail: 'sheet unreachable' }),
]

async function expectOutcome(page: Page, outcome: Outcome & { notice?: string }) {
  if (outcome.detail) {
    await expect(statusLine(page)).toHaveText(`${outcome.status} (${outcome.detail})`)
  } else {
    await expect(statusLine(page)).toHaveText(outcome.status)
  }
  // The page stays usable: typing still filters live.
  await searchZip(page, '54016', outcome.count)
  await expect(cards(page).locator('h3')).toHaveText(outcome.headings ?? [])
  await searchZip(
    page,
    '30305',
    outcome.count.startsWith('No') ? 'No companies found for ZIP 30305.' : '1 company matches ZIP 30305.',
  )
  if (outcome.notice) await expect(snapshotNotice(page).first()).toContainText(outcome.notice)
  else await expect(snapshotNotice(page)).toHaveCount(0)
  await page.getByLabel('ZIP code').fill('')
}

test.describe('fresh tool, no service worker', () => {
  for (const c of cases) {
    test(`${c.mode}: ${c.fresh.detail ? `failure text with ${c.fresh.detail}` : c.fresh.status}`, async ({ page }) => {
      if (c.csv) sheetServer.setCsv(c.csv)
      sheetServer.setMode(c.mode)
      await useSheetViaAdmin(page, sheetServer.sheetUrl)
      await expectOutcome(page, c.fresh)
      if (c.mode === 'windows-1252' || c.mode === 'windows-1252-undeclared') {
        await searchZip(page, '54016', '3 companies match ZIP 54016.')
        const cafe = cards(page).filter({ hasText: 'Café Coatings' })
        await expect(cafe.getByRole('note')).toHaveText('Crème brûlée for the crew, ask for Zoë')
        await expect(cafe.locator('dd', { hasText: 'Zoë Müller' })).toBeVisible()
        await expect(page.locator('#root')).not.toContainText('\uFFFD')
      }
      if (c.mode === 'redirect') expect(sheetServer.requests.at(-1)).toMatch(/^\/sheet\.csv\?final=1&cb=\d{13}$/)
    })
  }
})

test.describe('installed tool with a snapshot', () => {
  test.use({ serviceWorkers: 'allow' })

  for (const c of cases) {
    test(`${c.mode}: ${c.withSnapshot.detail ?? c.withSnapshot.status}, snapshot keeps ${c.snapshotCompanies} companies offline`, async ({
      page,
      context,
    }) => {
      await installWithSnapshot(page, sheetServer, 3)
      if (c.csv) sheetServer.setCsv(c.csv)
      sheetServer.setMode(c.mode)
      const changedAt = Date.now()
      await page.reload()
      await expectOutcome(page, c.withSnapshot)
      // Refresh asks again and lands in the same state.
      await page.getByRole('button', { name: 'Refresh' }).click()
      await expectOutcome(page, c.withSnapshot)
      if (c.snapshotCompanies !== 3) await waitForSnapshotSavedSince(page, changedAt)

      await goOffline(context, sheetServer)
      await page.reload()
      await expect(statusLine(page)).toHaveText(loadedText(c.snapshotCompanies))
      await expect(snapshotNotice(page)).toContainText('Offline — showing the copy saved')
      await searchZip(page, '54016', c.snapshotCompanies === 4 ? CAFE_54016.count : FIXTURE_54016.count)
      await expect(cards(page).locator('h3')).toHaveText(
        c.snapshotCompanies === 4 ? CAFE_54016.headings : FIXTURE_54016.headings,
      )
      await context.setOffline(false)
    })
  }
})

test.describe('a hung sheet host (no answer at all)', () => {
  test('without a snapshot the 15 s timeout ends "Loading data…" with the failure text', async ({ page }) => {
    test.setTimeout(60_000)
    sheetServer.setMode('hang')
    await useSheetViaAdmin(page, sheetServer.sheetUrl)
    const started = Date.now()
    await expect(statusLine(page)).toHaveText('Loading data…')
    // Still usable while waiting.
    await searchZip(page, '54016', 'No companies found for ZIP 54016.')
    await expect(statusLine(page)).toHaveText(`${FAILURE_TEXT} (No answer after 15 s)`, { timeout: 25_000 })
    const waited = Date.now() - started
    console.log(`hang without snapshot: failure text after ${waited} ms`)
    expect(waited).toBeGreaterThan(13_000)
    expect(waited).toBeLessThan(20_000)
    await searchZip(page, '30305', 'No companies found for ZIP 30305.')
  })

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' })
    test('with a snapshot the service worker answers from it after about 5 s, with a notice', async ({ page }) => {
      test.setTimeout(60_000)
      await installWithSnapshot(page, sheetServer, 3)
      sheetServer.setMode('hang')
      const started = Date.now()
      await page.getByRole('button', { name: 'Refresh' }).click()
      await expect(statusLine(page)).toHaveText('Loading data…')
      await expect(statusLine(page)).toHaveText(loadedText(3), { timeout: 12_000 })
      const waited = Date.now() - started
      console.log(`hang with snapshot: snapshot served after ${waited} ms`)
      expect(waited).toBeGreaterThan(4_000)
      await expect(snapshotNotice(page).first()).toContainText('Connection too slow — showing the copy saved')
      await searchZip(page, '54016', FIXTURE_54016.count)
    })
  })
})

test.describe('a slow but steady download (the sheet takes 8 s to arrive)', () => {
  test('without a service worker the app waits for it and loads it', async ({ page }) => {
    test.setTimeout(45_000)
    sheetServer.setMode('trickle')
    await useSheetViaAdmin(page, sheetServer.sheetUrl)
    await expect(statusLine(page)).toHaveText('Loading data…')
    await searchZip(page, '54016', 'No companies found for ZIP 54016.')
    await expect(statusLine(page)).toHaveText(loadedText(3), { timeout: 14_000 })
    await searchZip(page, '54016', FIXTURE_54016.count)
  })

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' })
    test('with a snapshot, the answer started in time: the fresh copy is shown, not the snapshot, and replaces it', async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000)
      await installWithSnapshot(page, sheetServer, 3)
      sheetServer.setCsv(cafeCsv)
      sheetServer.setMode('trickle')
      const started = Date.now()
      await page.reload()
      await expect(statusLine(page)).toHaveText(loadedText(4), { timeout: 15_000 })
      expect(Date.now() - started).toBeGreaterThan(5_000)
      await expect(snapshotNotice(page)).toHaveCount(0)
      await searchZip(page, '54016', CAFE_54016.count)
      await waitForSnapshotSavedSince(page, started)
      await goOffline(context, sheetServer)
      await page.reload()
      await expect(statusLine(page)).toHaveText(loadedText(4))
      await expect(snapshotNotice(page)).toContainText('Offline — showing the copy saved')
      await searchZip(page, '54016', CAFE_54016.count)
    })
  })
})

/** The 50 MB body, and what searching its first ZIP must show (parsed here once, in Node). */
let huge: { body: Buffer; companies: number; zip: string; matches: ReturnType<typeof searchByZip> } | null = null
function hugeExpectations() {
  if (huge) return huge
  const body = hugeSheetCsv()
  const sheet = parseSheet(body.toString('utf8'))
  const zip = zipCodesOf(sheet, 0)[0]!
  huge = { body, companies: sheet.companies.length, zip, matches: searchByZip(sheet, zip) }
  return huge
}

test.describe('a 50 MB sheet', () => {
  test('loads, and search works on it (its long tasks are measured by npm run bench:browser)', async ({ page }) => {
    test.setTimeout(90_000)
    const { body, companies, zip, matches } = hugeExpectations()
    expect(body.length).toBeGreaterThan(48 * 1024 * 1024)
    expect(companies).toBe(HUGE_SHEET_COMPANIES)
    sheetServer.setMode('huge')
    await useSheetViaAdmin(page, sheetServer.sheetUrl)
    await expect(statusLine(page)).toHaveText(loadedText(HUGE_SHEET_COMPANIES), { timeout: 60_000 })
    await searchZip(page, zip, matches.message)
    await expect(cards(page)).toHaveCount(Math.min(matches.companies.length, CARDS_SHOWN_FIRST))
    await searchZip(page, '00000', 'No companies found for ZIP 00000.')
  })

  test.describe(() => {
    test.use({ serviceWorkers: 'allow' })
    test('replaces the snapshot and is served from it offline', async ({ page, context }) => {
      test.setTimeout(120_000)
      const { zip, matches } = hugeExpectations()
      await installWithSnapshot(page, sheetServer, 3)
      sheetServer.setMode('huge')
      const refreshedAt = Date.now()
      await page.getByRole('button', { name: 'Refresh' }).click()
      await expect(statusLine(page)).toHaveText(loadedText(HUGE_SHEET_COMPANIES), { timeout: 60_000 })
      await searchZip(page, zip, matches.message)
      await waitForSnapshotSavedSince(page, refreshedAt)
      await goOffline(context, sheetServer)
      await page.reload()
      await expect(statusLine(page)).toHaveText(loadedText(HUGE_SHEET_COMPANIES), { timeout: 60_000 })
      await expect(snapshotNotice(page)).toContainText('Offline — showing the copy saved')
      await searchZip(page, zip, matches.message)
      await expect(resultCount(page)).toHaveText(matches.message)
    })
  })
})
