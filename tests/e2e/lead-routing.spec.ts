// Routing a lead in Chromium, for a sheet whose partners are placed on purpose around
// Roberts, WI (54023): the service filter over exact results, nearby partners and the map; the spec's
// count line; the choice kept across a reload and in the URL; garage size; best first; a partner
// without a category; axe with the choices shown.
import type { Page } from '@playwright/test'
import { sheetServerForSpec } from '../support/spec-sheet-server'
import { test, expect } from './fixtures'
import { axeViolations } from './axe'
import { loadSheetViaAdmin } from '../support/tool-page'

// Positions (card ids partner-N) follow the rows.
const placedPartnersCsv = [
  'Company Name,Status,Target Area,Target_Radius_Mile,State,Zip Codes,Service Category,Priority,Pricing - 1 Car,Pricing - 2 Car,Pricing - 3 Car',
  // 0-4 list the lead's ZIP.
  'Roberts Trees Paused,Paused,,,WI,54023,Tree Removal,1,,,',
  'Roberts Coatings Second,Active,,,WI,54023,Concrete Coatings,2,"$2,000","$3,000","$4,000"',
  'Roberts Coatings First,Active,,,WI,54023, concrete  coatings ,1,"$2,100","$3,100","$4,100"',
  'Roberts Trees Active,Active,,,WI,54023,Tree Removal,,,,',
  'Roberts Handyman,Active,,,WI,54023,,,,,',
  // 5: its radius reaches the lead. 6: lists ZIPs a few miles away. 7: far away.
  'Hudson Radius Painting,Active,"Hudson, WI",30,WI,80202,Exterior Painting,,,,',
  'Houlton Tree Dots,Active,,,WI,"54082, 54017",Tree Removal,top,,,',
  'Denver Trees,Active,"Denver, CO",20,CO,80204,Tree Removal,,,,',
].join('\r\n')

const sheetServer = sheetServerForSpec(test, placedPartnersCsv)

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

const useSheet = (page: Page) => loadSheetViaAdmin(page, sheetServer.sheetUrl, 8)

const exactNames = (page: Page) =>
  page.locator('section[aria-label="Matching partners"] article.partner-card h3').allTextContents()
const nearbyNames = (page: Page) => page.locator('section.nearby-results article.partner-card h3').allTextContents()
const leadMap = (page: Page) => page.getByRole('img', { name: /^Map: lead in Roberts, WI; / })
const mapPartnerIds = (page: Page) =>
  page
    .locator('svg.lead-map-svg g.map-partner')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-partner-id')).sort())

test.use({ viewport: { width: 1280, height: 900 } })

test('the service filter narrows exact results, nearby partners and the map; the count line is unchanged', async ({
  page,
  consoleErrors,
}) => {
  await useSheet(page)
  await page.getByLabel('ZIP code').fill('54023')
  await expect(leadMap(page)).toBeVisible()
  await expect(page.getByRole('radio', { name: 'All services (7, 1 paused)' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Concrete Coatings (2)' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Exterior Painting (1)' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Tree Removal (3, 1 paused)' })).toBeVisible()
  // Best first: ACTIVE before PAUSED, then Priority (blank last), then sheet order.
  expect(await exactNames(page)).toEqual([
    'Roberts Coatings First',
    'Roberts Coatings Second',
    'Roberts Trees Active',
    'Roberts Handyman',
    'Roberts Trees Paused',
  ])
  expect(await nearbyNames(page)).toEqual(['Hudson Radius Painting', 'Houlton Tree Dots'])
  await expect.poll(() => mapPartnerIds(page)).toHaveLength(7)

  await page.getByRole('radio', { name: 'Tree Removal (3, 1 paused)' }).check()
  await expect(page.locator('.result-count')).toHaveText('5 companies match ZIP 54023.')
  await expect(page.locator('.routing-note')).toHaveText('Showing 2 Tree Removal partners and 1 nearby · All services')
  expect(await exactNames(page)).toEqual(['Roberts Trees Active', 'Roberts Trees Paused'])
  expect(await nearbyNames(page)).toEqual(['Houlton Tree Dots'])
  await expect.poll(() => mapPartnerIds(page)).toEqual(['partner-0', 'partner-3', 'partner-6'])
  await expect(leadMap(page)).toHaveAttribute('aria-label', /^Map: lead in Roberts, WI; 3 partners within/)

  // Keyboard navigation walks the shown cards only: exact results, then nearby ones.
  await page.getByLabel('ZIP code').focus()
  for (const name of ['Roberts Trees Active', 'Roberts Trees Paused', 'Houlton Tree Dots']) {
    await page.keyboard.press('ArrowDown')
    await expect(page.locator('article.partner-card:focus h3')).toHaveText(name)
  }

  // No exact partner offers the service: said so, with the nearby partners of that service.
  await page.getByRole('radio', { name: 'Exterior Painting (1)' }).check()
  await expect(page.locator('.routing-note')).toHaveText(
    '5 partners list 54023, none for Exterior Painting. Nearby Exterior Painting partners are listed below. Show all services',
  )
  await expect(page.locator('.result-count')).toHaveText('5 companies match ZIP 54023.')
  expect(await exactNames(page)).toEqual([])
  expect(await nearbyNames(page)).toEqual(['Hudson Radius Painting'])
  await expect.poll(() => mapPartnerIds(page)).toEqual(['partner-5'])

  await page.getByRole('button', { name: 'Show all services', exact: true }).click()
  await expect(page.getByRole('radio', { name: 'All services (7, 1 paused)' })).toBeChecked()
  expect(await exactNames(page)).toHaveLength(5)
  expect(consoleErrors).toEqual([])
})

test('the service choice survives a reload and is in the URL', async ({ page }) => {
  await useSheet(page)
  await page.getByLabel('ZIP code').fill('54023')
  await page.getByRole('radio', { name: 'Tree Removal (3, 1 paused)' }).check()
  await expect(page).toHaveURL(/[?&]service=tree-removal(&|$)/)
  await expect(page).toHaveURL(/[?&]zip=54023(&|$)/)
  await page.reload()
  await expect(page.getByRole('radio', { name: 'Tree Removal (3, 1 paused)' })).toBeChecked()
  expect(await exactNames(page)).toEqual(['Roberts Trees Active', 'Roberts Trees Paused'])
  // The choice belongs to the lead: a new visit without the parameter starts with All services.
  await page.goto('/tool?zip=54023')
  await expect(page.getByRole('radio', { name: 'All services (7, 1 paused)' })).toBeChecked()
  expect(await exactNames(page)).toHaveLength(5)
  await expect(page).not.toHaveURL(/[?&]service=/)
  // A linked service the sheet does not have: All services, with a note.
  await page.goto('/tool?zip=54023&service=gutter-cleaning')
  await expect(page.getByRole('radio', { name: 'All services (7, 1 paused)' })).toBeChecked()
  await expect(page.locator('.routing-note')).toHaveText(
    'The service “gutter-cleaning” is not in this sheet, so all services are shown.',
  )
})

test('garage size: each card marks its price and Copy summary gives that price only', async ({ page }) => {
  await useSheet(page)
  await page.getByLabel('ZIP code').fill('54023')
  await page.getByRole('radio', { name: 'Concrete Coatings (2)' }).check()
  await expect(page.locator('section.nearby-results .no-results')).toHaveText(
    'No other Concrete Coatings partners near this ZIP.',
  )
  const twoCar = page.getByRole('button', { name: '2-car' })
  await expect(twoCar).toHaveAttribute('aria-pressed', 'false')
  await expect(page.locator('.partner-row mark')).toHaveCount(0)
  await twoCar.click()
  await expect(twoCar).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('.partner-row.is-chosen-size mark')).toHaveText(['$3,100', '$3,000'])
  const first = page.locator('article.partner-card').first()
  await first.getByRole('button', { name: 'Copy summary' }).click()
  await expect(first.getByRole('status').last()).toHaveText('Summary copied')
  const summary = await page.evaluate(() => navigator.clipboard.readText())
  expect(summary).toContain('\nRoberts Coatings First (ACTIVE)\n')
  expect(summary).toContain('\nPrice (2-car): $3,100\n')
  expect(summary).not.toContain('Pricing:')
  await expect(page).toHaveURL(/[?&]size=2-car(&|$)/)
  await page.reload()
  await expect(page.getByRole('button', { name: '2-car' })).toHaveAttribute('aria-pressed', 'true')
  // Hidden when no result has prices.
  await page.getByRole('radio', { name: 'Tree Removal (3, 1 paused)' }).check()
  await expect(page.getByRole('group', { name: 'Garage size' })).toHaveCount(0)
})

test('a partner without a category shows under All services only, and Admin lists it', async ({ page }) => {
  await useSheet(page)
  await page.getByLabel('ZIP code').fill('54023')
  await expect(page.getByRole('heading', { name: 'Roberts Handyman' })).toBeVisible()
  for (const service of ['Concrete Coatings (2)', 'Exterior Painting (1)', 'Tree Removal (3, 1 paused)']) {
    await page.getByRole('radio', { name: service }).check()
    await expect(page.getByRole('heading', { name: 'Roberts Handyman' })).toHaveCount(0)
  }
  await page.getByRole('tab', { name: 'Admin' }).click()
  const noCategory = page.locator('details', { hasText: 'No service category' })
  await expect(noCategory.locator('summary')).toHaveText('No service category: 1')
  await noCategory.locator('summary').click()
  await expect(noCategory.getByRole('listitem')).toHaveText(['Row 6: Roberts Handyman'])
  await expect(page.locator('summary', { hasText: 'Priority not a number' })).toHaveText(
    'Priority not a number (sorted as blank): 1',
  )
})

test('`s` reaches the service choice and is listed under `?`', async ({ page }) => {
  await useSheet(page)
  await page.getByLabel('ZIP code').fill('54023')
  await page.getByLabel('ZIP code').press('Tab')
  await page.keyboard.press('s')
  await expect(page.getByRole('radio', { name: 'All services (7, 1 paused)' })).toBeFocused()
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Jump to the service choice')
})

test('the Nearby partners heading sits above its cards at 1280 px', async ({ page }) => {
  await useSheet(page)
  await page.getByLabel('ZIP code').fill('54023')
  const heading = await page.getByRole('heading', { name: 'Nearby partners' }).boundingBox()
  const firstCard = await page.locator('section.nearby-results article.partner-card').first().boundingBox()
  expect(heading!.y + heading!.height).toBeLessThanOrEqual(firstCard!.y)
  await page.screenshot({ path: 'test-results/lead-routing-1280.png', fullPage: true })
})

test('axe reports no violations with the choices shown', async ({ page }) => {
  await useSheet(page)
  await page.getByLabel('ZIP code').fill('54023')
  await page.getByRole('radio', { name: 'Concrete Coatings (2)' }).check()
  await page.getByRole('button', { name: '2-car' }).click()
  await expect(leadMap(page)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
