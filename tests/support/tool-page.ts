// The e2e specs' one page-object module: the setter tool's status and count lines, cards, loading a sheet
// through Admin, service-worker control, snapshots.
import type { BrowserContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import type { SheetServer } from '../../scripts/support/sheet-server'

export const FAILURE_TEXT = 'Failed to load data. Check the CSV URL in Admin tab.'
export const loadedText = (n: number) => `Loaded ${n} companies.`

export const statusLine = (page: Page) => page.locator('.status-line')
export const resultCount = (page: Page) => page.locator('.result-count')
export const cards = (page: Page) => page.locator('article.partner-card')
export const snapshotNotice = (page: Page) => page.locator('.snapshot-notice')

/** Admin → paste the URL → Use This Sheet, then back to Search. */
/** Opens Admin and saves `url` as the sheet; stays on Admin. */
export async function saveSheetUrlInAdmin(page: Page, url: string) {
  await page.goto('/tool?tab=admin')
  await page.getByLabel('Sheet CSV URL').fill(url)
  await page.getByRole('button', { name: 'Use This Sheet' }).click()
  await expect(page.getByText('Saved. Reloading data…')).toBeVisible()
}

export async function useSheetViaAdmin(page: Page, url: string) {
  await saveSheetUrlInAdmin(page, url)
  await page.getByRole('tab', { name: 'Search' }).click()
}

/** useSheetViaAdmin, then waits for `Loaded N companies.` */
export async function loadSheetViaAdmin(page: Page, url: string, companies: number) {
  await useSheetViaAdmin(page, url)
  await expect(statusLine(page)).toHaveText(loadedText(companies))
}

export async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
}

/** The sheet worker saves the snapshot just after the sheet is shown: waits for a copy saved since `since`. */
export async function waitForSnapshotSavedSince(page: Page, since: number) {
  await page.waitForFunction(
    async (since) => {
      const cache = await caches.open('sheet-snapshots-v1')
      for (const request of await cache.keys()) {
        if (Number((await cache.match(request))?.headers.get('x-snapshot-saved-at')) >= since) return true
      }
      return false
    },
    since,
    { polling: 100, timeout: 20_000 },
  )
}

/** Installs the app (service worker allowed) and loads the server's current sheet, which becomes the snapshot. */
export async function installWithSnapshot(page: Page, server: SheetServer, companies: number) {
  const since = Date.now()
  await page.goto('/tool?tab=admin')
  await waitForServiceWorkerControl(page)
  await page.getByLabel('Sheet CSV URL').fill(server.sheetUrl)
  await page.getByRole('button', { name: 'Use This Sheet' }).click()
  await page.getByRole('tab', { name: 'Search' }).click()
  await expect(statusLine(page)).toHaveText(loadedText(companies))
  await expect(snapshotNotice(page)).toHaveCount(0)
  await waitForSnapshotSavedSince(page, since)
}

export async function goOffline(context: BrowserContext, server: SheetServer) {
  server.setMode('down')
  await context.setOffline(true)
}

/** Types a ZIP into the search box and checks the live result line. */
export async function searchZip(page: Page, zip: string, expectedCount: string) {
  await page.getByLabel('ZIP code').fill(zip)
  await expect(resultCount(page)).toHaveText(expectedCount)
}

/** Every page of the site, each tool tab, a searched ZIP and a path that does not exist: for the whole-site checks. */
export const EVERY_PAGE = [
  '/',
  '/schedule',
  '/tos',
  '/tool',
  '/tool?zip=54016',
  '/tool?tab=training',
  '/tool?tab=scripts',
  '/tool?tab=checklist',
  '/tool?tab=logins',
  '/tool?tab=guidelines',
  '/tool?tab=getting-started',
  '/tool?tab=admin',
  '/no-such-page',
]

/** Admin → Booking ledger: the web app URL and key, Use This Ledger, and what the check then says. */
export async function useLedgerInAdmin(page: Page, url: string, key: string, expected: string | RegExp) {
  await page.getByRole('tab', { name: /Admin/ }).click()
  await page.getByLabel('Ledger URL').fill(url)
  await page.getByLabel('Ledger key').fill(key)
  await page.getByRole('button', { name: 'Use This Ledger' }).click()
  await expect(page.locator('#ledger-message')).toHaveText(expected)
}
