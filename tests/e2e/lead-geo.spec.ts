// The lead's place in Chromium: the lead line, unknown ZIPs, coverage indicators, nearby partners,
// offline, and a missing ZIP asset. The fixture's partners are placed on purpose around
// Somerset, WI (54025): one lists it, one covers it by radius from Hudson, WI, one lists
// River Falls' 54022 nearby, one is in California.
import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { sheetServerForSpec } from '../support/spec-sheet-server'
import { test, expect, expectFocusAfterKeys } from './fixtures'
import { axeViolations } from './axe'
import { loadSheetViaAdmin, resultCount, statusLine, waitForServiceWorkerControl } from '../support/tool-page'

const geoCsv = readFileSync('tests/fixtures/geo-partners.csv', 'utf8')
const sheetServer = sheetServerForSpec(test, geoCsv)

// Wednesday 14 January 2026, 20:05 UTC = 2:05 PM CST in Wisconsin.
const WEDNESDAY_AFTERNOON = new Date('2026-01-14T20:05:00Z')

const exactCards = (page: Page) => page.locator('section[aria-label="Matching partners"] article.partner-card')
const nearbySection = (page: Page) => page.getByRole('region', { name: 'Nearby partners' })
const nearbyCards = (page: Page) => nearbySection(page).locator('article.partner-card')

const useGeoSheet = (page: Page) => loadSheetViaAdmin(page, sheetServer.sheetUrl, 4)

async function expectSomersetLead(page: Page) {
  await expect(page.locator('.lead-place')).toHaveText('54025 · Somerset, WI · 2:05 PM CST')
  await expect(page.locator('.lead-calling')).toHaveText('Inside calling hours (8 AM–9 PM local)')
}

async function expectSomersetNearby(page: Page) {
  await expect(nearbySection(page).getByRole('heading', { name: 'Nearby partners' })).toBeVisible()
  await expect(nearbyCards(page).locator('h3')).toHaveText(['Geo Hudson Radius', 'Geo River Falls Lister'])
  await expect(nearbyCards(page).nth(0).locator('.nearby-reason')).toHaveText('Within its 30-mile radius of Hudson, WI')
  await expect(nearbyCards(page).nth(1).locator('.nearby-reason')).toHaveText(
    /^\d+ mi from its nearest listed ZIP 54022$/,
  )
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(WEDNESDAY_AFTERNOON)
})

test('a real ZIP shows the lead line, the calling-hours line, indicators and nearby partners', async ({
  page,
  consoleErrors,
}) => {
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname))
  await useGeoSheet(page)
  await page.getByLabel('ZIP code').fill('54025')
  await expectSomersetLead(page)
  await expect(resultCount(page)).toHaveText('1 company matches ZIP 54025.')

  // The exact match lists the ZIP and has no State: no state indicator.
  await expect(exactCards(page).locator('h3')).toHaveText(['Geo Stateless Somerset'])
  await expect(exactCards(page).locator('.coverage-indicators li')).toHaveText(['Lists this ZIP'])

  await expectSomersetNearby(page)
  await expect(nearbyCards(page).nth(0).locator('.coverage-indicators li')).toHaveText(['Same state'])
  await expect(nearbyCards(page).nth(1).locator('.coverage-indicators li')).toHaveText(['Other state'])
  await expect(page.getByText('Geo Far Away')).toHaveCount(0)
  // The asset was decoded and the Target Areas resolved in the geo worker, not on the page.
  expect(workers.filter((path) => /\/geo-worker[-.]/.test(path))).toHaveLength(1)

  // ↓ walks from the exact card into the nearby cards; c copies a summary that starts with the lead line.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByLabel('ZIP code').press('ArrowDown')
  await expect(exactCards(page).nth(0)).toBeFocused()
  await expectFocusAfterKeys(page, [
    ['ArrowDown', nearbyCards(page).nth(0)],
    ['ArrowDown', nearbyCards(page).nth(1)],
    ['ArrowUp', nearbyCards(page).nth(0)],
  ])
  await page.keyboard.press('c')
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(/^54025 · Somerset, WI · 2:05 PM CST\nGeo Hudson Radius \(ACTIVE\)/)
  expect(consoleErrors).toEqual([])
})

test('the lead line, indicators and nearby cards have no axe violations', async ({ page }) => {
  await useGeoSheet(page)
  await page.getByLabel('ZIP code').fill('54025')
  await expectSomersetNearby(page)
  await nearbyCards(page).first().focus()
  expect(await axeViolations(page)).toEqual([])
})

test('a ZIP no partner lists still shows the spec texts and the nearby partners', async ({ page }) => {
  await useGeoSheet(page)
  await page.getByLabel('ZIP code').fill('54082')
  await expect(page.locator('.lead-place')).toHaveText(/^54082 · [^,]+, WI · 2:05 PM CST$/)
  await expect(resultCount(page)).toHaveText('No companies found for ZIP 54082.')
  await expect(page.getByText('No results.')).toBeVisible()
  await expect(nearbyCards(page).first().locator('h3')).toHaveText('Geo Hudson Radius')
  await expect(nearbyCards(page).first().locator('.nearby-reason')).toHaveText(
    'Within its 30-mile radius of Hudson, WI',
  )
})

test('a ZIP that is not in the US ZIP list says so, and the exact search still runs', async ({ page }) => {
  await useGeoSheet(page)
  await page.getByLabel('ZIP code').fill('00000')
  await expect(page.getByText('ZIP 00000 is not in the US ZIP list.')).toBeVisible()
  await expect(page.locator('.lead-place')).toHaveCount(0)
  await expect(resultCount(page)).toHaveText('No companies found for ZIP 00000.')
  await expect(nearbySection(page)).toHaveCount(0)
})

test('a missing ZIP asset leaves exact search as it was, with one quiet note', async ({ page, consoleErrors }) => {
  await page.route('**/assets/us-zips-*.bin', (route) => route.fulfill({ status: 404, body: 'Not found' }))
  await useGeoSheet(page)
  await page.getByLabel('ZIP code').fill('54025')
  await expect(resultCount(page)).toHaveText('1 company matches ZIP 54025.')
  await expect(exactCards(page).locator('h3')).toHaveText(['Geo Stateless Somerset'])
  await expect(page.getByText('Location details unavailable.')).toBeVisible({ timeout: 10_000 })
  await expect(page.locator('.lead-place')).toHaveCount(0)
  await expect(nearbySection(page)).toHaveCount(0)
  // The browser logs the 404 itself; the app throws nothing.
  expect(consoleErrors.filter((error) => !/404|Failed to load resource/.test(error))).toEqual([])
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  async function goOffline(context: BrowserContext) {
    sheetServer.setMode('down')
    await context.setOffline(true)
  }

  test('an offline reload still shows the lead line and nearby partners from the precache', async ({
    page,
    context,
  }) => {
    await page.goto('/tool')
    await waitForServiceWorkerControl(page)
    await useGeoSheet(page)
    await page.getByLabel('ZIP code').fill('54025')
    await expectSomersetLead(page)
    await goOffline(context)
    await page.reload()
    await expect(statusLine(page)).toHaveText('Loaded 4 companies.')
    await expect(page.getByLabel('ZIP code')).toHaveValue('54025')
    await expectSomersetLead(page)
    await expectSomersetNearby(page)
  })
})
