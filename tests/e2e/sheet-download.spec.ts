// A big sheet on a slow connection: download progress in the status line (with the
// service worker passing the body through), Cancel, saving the same URL, a big body that
// turns out cut off, and a load the site's Content-Security-Policy blocks.
import type { Page } from '@playwright/test'
import { generateSheetCsv } from '../../scripts/support/generate-sheet'
import { TRICKLE_DURATION_MS } from '../../scripts/support/sheet-server'
import {
  cards,
  FAILURE_TEXT,
  goOffline,
  installWithSnapshot,
  loadedText,
  searchZip,
  snapshotNotice,
  statusLine,
  useSheetViaAdmin,
  waitForServiceWorkerControl,
  waitForSnapshotSavedSince,
} from '../support/tool-page'
import { sheetServerForSpec } from '../support/spec-sheet-server'
import { test, expect } from './fixtures'

const sheetServer = sheetServerForSpec(test)

/** About 2.2 MB: over the 1 MB from which progress is shown, and 8 s to trickle in (TRICKLE_DURATION_MS). */
const BIG_COMPANIES = 1_200
const bigCsv = generateSheetCsv({ companies: BIG_COMPANIES, zipsPerCompany: 200, seed: 14 })
const bigMb = (Buffer.byteLength(bigCsv) / 1_000_000).toFixed(1)

/** Every text the status line shows until it says "Loaded …" (read from the page, so none is missed between polls). */
async function recordStatusTexts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { __statusTexts: string[] }).__statusTexts = seen
    const line = document.querySelector('.status-line')!
    new MutationObserver(() => {
      const text = line.textContent ?? ''
      if (seen.at(-1) !== text) seen.push(text)
    }).observe(line, { subtree: true, childList: true, characterData: true })
  })
}
const statusTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __statusTexts: string[] }).__statusTexts)

/** Loads the 3-company sheet and makes the next download the big sheet, trickling; returns when the 3 were loaded. */
async function threeLoadedThenBigTrickle(page: Page) {
  await useSheetViaAdmin(page, sheetServer.sheetUrl)
  await expect(statusLine(page)).toHaveText(loadedText(3))
  const loadedAt = await page.locator('.freshness').getAttribute('title')
  sheetServer.setCsv(bigCsv)
  sheetServer.setMode('trickle')
  return loadedAt
}

test.describe('with the service worker in the path', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a big sheet trickling in shows its progress and then the fresh copy, not the snapshot', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000)
    await installWithSnapshot(page, sheetServer, 3)
    sheetServer.setCsv(bigCsv)
    sheetServer.setMode('trickle')
    await recordStatusTexts(page)
    const started = Date.now()
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(statusLine(page)).toHaveText(
      new RegExp(`^Loading data… \\d+\\.\\d of ${bigMb.replace('.', '\\.')} MB$`),
      { timeout: 5_000 },
    )
    await expect(statusLine(page)).toHaveText(loadedText(BIG_COMPANIES), { timeout: TRICKLE_DURATION_MS + 10_000 })
    const waited = Date.now() - started
    // Longer than the service worker's 5 s, and still the network's copy: the timeout covers only the answer's start.
    expect(waited).toBeGreaterThan(5_000)
    await expect(snapshotNotice(page)).toHaveCount(0)
    const progress = (await statusTexts(page))
      .filter((text) => text.startsWith('Loading data… '))
      .map((text) => Number(text.split(' ')[2]))
    console.log(`progress texts over ${waited} ms: ${progress.join(', ')}`)
    expect(progress.length).toBeGreaterThanOrEqual(3)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress.at(-1)).toBeGreaterThan(progress[0]!)

    // The body parsed, so it replaced the snapshot.
    await waitForSnapshotSavedSince(page, started)
    await goOffline(context, sheetServer)
    await page.reload()
    await expect(statusLine(page)).toHaveText(loadedText(BIG_COMPANIES), { timeout: 15_000 })
    await expect(snapshotNotice(page)).toContainText('Offline — showing the copy saved')
    await context.setOffline(false)
  })

  test('a big body that turns out cut off never replaces the snapshot; the page falls back to it and says why', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000)
    await installWithSnapshot(page, sheetServer, 3)
    // Cut off three characters into a quoted field, far into the body.
    const open = bigCsv.indexOf(',"', bigCsv.length / 2) + 1
    sheetServer.setCsv(bigCsv.slice(0, open + 3))
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(statusLine(page)).toHaveText(
      new RegExp(`^${FAILURE_TEXT.replace('.', '\\.')} \\(CSV ends inside a quoted field.*\\)$`),
      { timeout: 15_000 },
    )
    await expect(snapshotNotice(page).first()).toContainText(
      'The sheet did not answer properly — showing the copy saved',
    )
    await searchZip(page, '54016', '2 companies match ZIP 54016.')
    await expect(cards(page).locator('h3')).toHaveText(['Fixture Floors', 'Fixture Trees'])

    // A fresh start falls back the same way.
    await page.reload()
    await expect(snapshotNotice(page).first()).toContainText('The sheet did not answer properly', { timeout: 15_000 })
    await searchZip(page, '54016', '2 companies match ZIP 54016.')

    await goOffline(context, sheetServer)
    await page.reload()
    await expect(statusLine(page)).toHaveText(loadedText(3))
    await context.setOffline(false)
  })

  test('a redirect to a host the security policy does not allow: the detail says so, the snapshot stays', async ({
    page,
  }) => {
    await installWithSnapshot(page, sheetServer, 3)
    sheetServer.setMode('redirect-to-other-origin')
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(statusLine(page)).toHaveText(`${FAILURE_TEXT} (blocked by this site's security policy)`)
    await expect(snapshotNotice(page).first()).toContainText('The sheet did not answer properly')
    await searchZip(page, '54016', '2 companies match ZIP 54016.')
  })

  test('a blocked redirect with no snapshot yet says so too', async ({ page }) => {
    await page.goto('/tool?tab=admin')
    await waitForServiceWorkerControl(page)
    sheetServer.setMode('redirect-to-other-origin')
    await useSheetViaAdmin(page, sheetServer.sheetUrl)
    await expect(statusLine(page)).toHaveText(`${FAILURE_TEXT} (blocked by this site's security policy)`)
  })
})

test('without a service worker a sheet of unknown size shows how much has arrived', async ({ page }) => {
  test.setTimeout(45_000)
  sheetServer.setCsv(bigCsv)
  sheetServer.setMode('trickle-unsized')
  await useSheetViaAdmin(page, sheetServer.sheetUrl)
  await expect(statusLine(page)).toHaveText(/^Loading data… \d+\.\d MB$/, { timeout: 8_000 })
  await expect(statusLine(page)).toHaveText(loadedText(BIG_COMPANIES), { timeout: TRICKLE_DURATION_MS + 10_000 })
})

test('Cancel stops a load and keeps the data on screen, saying what is shown', async ({ page }) => {
  test.setTimeout(45_000)
  const loadedAt = await threeLoadedThenBigTrickle(page)
  const tricklesBefore = sheetServer.trickleEnds.length
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(statusLine(page)).toHaveText(/^Loading data…/)
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(statusLine(page)).toHaveText(`Load cancelled — still showing the 3 companies loaded ${loadedAt}.`)
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible()
  await searchZip(page, '54016', '2 companies match ZIP 54016.')
  // The cancelled download does not land later: the browser closed its connection before the sheet was sent.
  await expect
    .poll(() => sheetServer.trickleEnds.slice(tricklesBefore), { timeout: TRICKLE_DURATION_MS + 5_000 })
    .toEqual(['aborted'])
  await expect(statusLine(page)).toHaveText(`Load cancelled — still showing the 3 companies loaded ${loadedAt}.`)
  // Refresh works again.
  sheetServer.setMode('csv')
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(statusLine(page)).toHaveText(loadedText(BIG_COMPANIES), { timeout: 15_000 })
})

test('Use This Sheet with the unchanged URL reloads it as Refresh does: Loading data…, its progress and Cancel', async ({
  page,
}) => {
  test.setTimeout(45_000)
  const loadedAt = await threeLoadedThenBigTrickle(page)
  await page.getByRole('tab', { name: /Admin/ }).click()
  await expect(page.getByLabel('Sheet CSV URL')).toHaveValue(sheetServer.sheetUrl)
  await page.getByRole('button', { name: 'Use This Sheet' }).click()
  await expect(page.getByText('Saved. Reloading data…')).toBeVisible()
  await page.getByRole('tab', { name: 'Search' }).click()
  await expect(statusLine(page)).toHaveText(
    new RegExp(`^Loading data… \\d+\\.\\d of ${bigMb.replace('.', '\\.')} MB$`),
    {
      timeout: 5_000,
    },
  )
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(statusLine(page)).toHaveText(`Load cancelled — still showing the 3 companies loaded ${loadedAt}.`)
  await searchZip(page, '54016', '2 companies match ZIP 54016.')
})

test('a redirect to a host the security policy does not allow says so, not just "Failed to fetch"', async ({
  page,
}) => {
  sheetServer.setMode('redirect-to-other-origin')
  await useSheetViaAdmin(page, sheetServer.sheetUrl)
  await expect(statusLine(page)).toHaveText(`${FAILURE_TEXT} (blocked by this site's security policy)`)
  // The browser did refuse it (the fixture fails a test on any unexpected violation: this one is expected).
  const violations = await page.evaluate(() => window.__cspViolations ?? [])
  expect(violations.length).toBeGreaterThan(0)
  // The report names the URL asked for, not the redirect's target (which it keeps from the page).
  for (const violation of violations)
    expect(violation).toMatch(/^connect-src blocked http:\/\/127\.0\.0\.1:\d+\/sheet\.csv\?cb=\d+$/)
  await page.evaluate(() => (window.__cspViolations = []))
})
