// The offline maps in Chromium: the lead map on the Search tab for a sheet whose partners are
// placed on purpose around Roberts, WI (54023), its link with the cards, an offline reload, axe with the
// map shown, the Admin coverage overview, and public pages that never load the map chunk.
import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { sheetServerForSpec } from '../support/spec-sheet-server'
import { test, expect } from './fixtures'
import { axeViolations } from './axe'
import { loadSheetViaAdmin, waitForServiceWorkerControl } from '../support/tool-page'

// Positions (card ids partner-N) follow the rows.
const placedPartnersCsv = [
  'Company Name,Status,Target Area,Target_Radius_Mile,State,Zip Codes',
  // 0: lists the lead's ZIP, with a resolved radius of its own.
  'Roberts Exact Floors,Active,"Roberts, WI",10,WI,"54023, 54016"',
  // 1, 2: resolved Target Areas whose radius reaches the lead: nearby, drawn as circles.
  'Hudson Radius Roofing,Active,"Hudson, WI (within 30 miles)",30,WI,80202',
  'River Falls Radius Paused,Paused,River Falls,25,WI,80203',
  // 3: no Target Area, lists ZIPs a few miles away: nearby, drawn as dots.
  'Houlton Dots Garage,Active,,,WI,"54082, 54017"',
  // 4: far away: not on the lead map.
  'Denver Only,Active,"Denver, CO",20,CO,80204',
].join('\r\n')

const sheetServer = sheetServerForSpec(test, placedPartnersCsv)

const useSheet = (page: Page) => loadSheetViaAdmin(page, sheetServer.sheetUrl, 5)

const leadMap = (page: Page) => page.getByRole('img', { name: /^Map: lead in Roberts, WI; / })
const marks = (page: Page, partnerId: string) =>
  page.locator(`svg.lead-map-svg g.map-partner[data-partner-id="${partnerId}"]`)

test.describe('the lead map', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('shows the lead pin and one circle per resolved partner near the lead', async ({ page, consoleErrors }) => {
    await useSheet(page)
    await page.getByLabel('ZIP code').fill('54023')
    await expect(leadMap(page)).toBeVisible()
    await expect(leadMap(page)).toHaveAttribute(
      'aria-label',
      /^Map: lead in Roberts, WI; 4 partners within \d+ miles; nearest Roberts Exact Floors, which lists this ZIP\.$/,
    )
    await expect(page.locator('svg.lead-map-svg .map-lead-pin')).toHaveCount(1)
    await expect(page.locator('svg.lead-map-svg .map-lead-label')).toHaveText('Roberts, WI')
    // One circle for each resolved Target Area among the partners shown, each labelled with its partner.
    await expect(page.locator('svg.lead-map-svg path.map-radius')).toHaveCount(3)
    for (const [id, name] of [
      ['partner-0', 'Roberts Exact Floors'],
      ['partner-1', 'Hudson Radius Roofing'],
      ['partner-2', 'River Falls Radius Paused'],
    ] as const) {
      await expect(marks(page, id).locator('path.map-radius')).toHaveCount(1)
      await expect(marks(page, id).locator('text.map-label')).toHaveText(name)
    }
    await expect(marks(page, 'partner-2')).toHaveClass(/is-paused/)
    await expect(marks(page, 'partner-1')).toHaveClass(/is-active/)
    // The partner without a Target Area appears as dots at its listed ZIPs; the far partner not at all.
    await expect(marks(page, 'partner-3').locator('path.map-zip-dots')).toHaveCount(1)
    await expect(marks(page, 'partner-4')).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('hovering or focusing a card highlights its marks; clicking a mark focuses its card', async ({ page }) => {
    await useSheet(page)
    await page.getByLabel('ZIP code').fill('54023')
    await expect(leadMap(page)).toBeVisible()
    const card = page.locator('article#partner-0')
    await expect(card.getByRole('heading')).toHaveText('Roberts Exact Floors')
    await expect(marks(page, 'partner-0')).not.toHaveClass(/is-highlighted/)

    await card.hover()
    await expect(marks(page, 'partner-0')).toHaveClass(/is-highlighted/)
    await page.mouse.move(1, 1)
    await expect(marks(page, 'partner-0')).not.toHaveClass(/is-highlighted/)

    await page.getByLabel('ZIP code').focus()
    await page.keyboard.press('ArrowDown')
    await expect(card).toBeFocused()
    await expect(marks(page, 'partner-0')).toHaveClass(/is-highlighted/)
    await page.getByLabel('ZIP code').focus()
    await expect(marks(page, 'partner-0')).not.toHaveClass(/is-highlighted/)

    await marks(page, 'partner-0').locator('circle.map-base').click()
    await expect(card).toBeFocused()

    // The same for a nearby partner's card, listed under `Nearby partners`.
    const nearbyCard = page.locator('article#partner-1')
    await expect(nearbyCard.getByRole('heading')).toHaveText('Hudson Radius Roofing')
    await expect(page.getByRole('heading', { name: 'Nearby partners' })).toBeVisible()
    await nearbyCard.hover()
    await expect(marks(page, 'partner-1')).toHaveClass(/is-highlighted/)
    await expect(marks(page, 'partner-0')).not.toHaveClass(/is-highlighted/)
    await page.mouse.move(1, 1)
    // Click right on the partner's first ZIP dot (the SVG's units are CSS pixels).
    const dots = await marks(page, 'partner-3').locator('path.map-zip-dots').getAttribute('d')
    const [, x, y] = /^M([\d.]+),([\d.]+)h0/.exec(dots ?? '') ?? []
    await page.locator('svg.lead-map-svg').click({ position: { x: Number(x), y: Number(y) } })
    await expect(page.locator('article#partner-3')).toBeFocused()
    await marks(page, 'partner-1').locator('circle.map-base').click()
    await expect(nearbyCard).toBeFocused()
    // The map itself never takes keyboard focus.
    await expect(page.locator('svg.lead-map-svg [tabindex], svg.lead-map-svg[tabindex]')).toHaveCount(0)
  })

  test('draws nothing for a ZIP the ZIP data does not know', async ({ page }) => {
    await useSheet(page)
    await page.getByLabel('ZIP code').fill('00000')
    await expect(page.locator('.result-count')).toHaveText('No companies found for ZIP 00000.')
    await expect(page.locator('.lead-map')).toHaveCount(0)
  })

  test('axe reports no violations with the map shown', async ({ page }) => {
    await useSheet(page)
    await page.getByLabel('ZIP code').fill('54023')
    await expect(leadMap(page)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the map waits behind "Show map", and the choice is remembered', async ({ page }) => {
    await useSheet(page)
    await page.getByLabel('ZIP code').fill('54023')
    const toggle = page.getByRole('button', { name: 'Show map' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(leadMap(page)).toHaveCount(0)
    await toggle.click()
    await expect(leadMap(page)).toBeVisible()
    await page.reload()
    await page.getByLabel('ZIP code').fill('54023')
    await expect(leadMap(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true')
  })
})

test('Admin shows the coverage overview under the sheet report, with its per-state table', async ({ page }) => {
  await useSheet(page)
  await page.getByRole('tab', { name: 'Admin' }).click()
  const overview = page.locator('section.coverage-overview')
  await expect(overview.locator('canvas[role="img"]')).toBeVisible()
  const table = overview.getByRole('table')
  await expect(table.locator('tbody th')).toHaveText(['CO', 'WI'])
  await expect(table.locator('tbody tr').nth(0).locator('td')).toHaveText(['3', '2'])
  await expect(table.locator('tbody tr').nth(1).locator('td')).toHaveText(['4', '4'])
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } })

  test('an offline reload still draws the lead map', async ({ page, context }) => {
    await page.goto('/tool?tab=admin')
    await waitForServiceWorkerControl(page)
    await useSheet(page)
    await page.getByLabel('ZIP code').fill('54023')
    await expect(leadMap(page)).toBeVisible()
    sheetServer.setMode('down')
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByLabel('ZIP code')).toHaveValue('54023')
    await expect(leadMap(page)).toBeVisible()
    await expect(page.locator('svg.lead-map-svg path.map-radius')).toHaveCount(3)
  })
})

function mapChunkFiles(): string[] {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>
  const files = Object.entries(manifest)
    .filter(([source]) => /src\/tool\/map\/(map-drawings|coverage-slot)\.tsx?$/.test(source))
    .map(([, chunk]) => chunk.file)
  expect(files).toHaveLength(2)
  return files
}

/** Every path the browser context requested (service worker included) while visiting the public pages. */
async function pathsRequestedByPublicPages(page: Page, context: BrowserContext): Promise<string[]> {
  const requested: string[] = []
  context.on('request', (request) => requested.push(new URL(request.url()).pathname))
  for (const path of ['/', '/schedule', '/tos']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  return requested
}

test('the public pages’ own code never requests the map chunk', async ({ page, context }) => {
  const mapFiles = mapChunkFiles()
  const requested = await pathsRequestedByPublicPages(page, context)
  expect(requested).toContain('/')
  for (const file of mapFiles) expect(requested).not.toContain(`/${file}`)
})

test.describe('public pages with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  // Requests are watched on the context, so the service worker's own fetches (its precache) count too.
  test('never load the map chunk, not even through the service worker', async ({ page, context }) => {
    const mapFiles = mapChunkFiles()
    const requested = await pathsRequestedByPublicPages(page, context)
    expect(requested.length).toBeGreaterThan(0)
    for (const file of mapFiles) expect(requested).not.toContain(`/${file}`)
  })
})
