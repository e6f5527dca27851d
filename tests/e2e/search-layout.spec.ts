// The answer above the fold: right after the fifth digit of 54016, with no scrolling, the
// ZIP box and the first partners' names and Schedule links are on screen, measured by bounding boxes.
// Also: New lead resets the choices, the none-for-this-service line, the no-sheet banner and the way
// back, a place pick replacing the old answer, Esc and ↓, and the offline notice covering no button.
import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { sheetServerForSpec } from '../support/spec-sheet-server'
import { loadSheetViaAdmin, resultCount, statusLine } from '../support/tool-page'
import { test, expect, fillLead } from './fixtures'

const eightPartnersCsv = readFileSync('tests/fixtures/eight-partners.csv', 'utf8')
const sheetServer = sheetServerForSpec(test, eightPartnersCsv)

const exactCards = (page: Page) => page.locator('section[aria-label="Matching partners"] article.partner-card')
const scheduleLink = (card: Locator) => card.locator('.partner-actions a.button').first()

async function inView(page: Page, target: Locator) {
  const box = await target.boundingBox()
  const viewport = page.viewportSize()!
  expect(box, 'has a box').not.toBeNull()
  return box!.y >= 0 && box!.x >= 0 && box!.y + box!.height <= viewport.height && box!.x + box!.width <= viewport.width
}

async function typeZipOnFreshPage(page: Page) {
  await loadSheetViaAdmin(page, sheetServer.sheetUrl, 8)
  await page.goto('/tool')
  await expect(statusLine(page)).toHaveText('Loaded 8 companies.')
  await page.getByLabel('ZIP code').pressSequentially('54016')
  await expect(resultCount(page)).toHaveText('8 companies match ZIP 54016.')
}

for (const { width, height, partners } of [
  { width: 1280, height: 800, partners: 3 },
  { width: 1440, height: 900, partners: 3 },
  { width: 390, height: 844, partners: 1 },
]) {
  test(`${width}×${height}: the ZIP box and the first ${partners} partners' names and Schedule links are in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await typeZipOnFreshPage(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await inView(page, page.getByLabel('ZIP code'))).toBe(true)
    for (let i = 0; i < partners; i++) {
      const card = exactCards(page).nth(i)
      expect(await inView(page, card.locator('h3')), `card ${i + 1}'s name`).toBe(true)
      await expect(scheduleLink(card)).toHaveAttribute('href', /^https:\/\/calendar\.example\.com\//)
      expect(await inView(page, scheduleLink(card)), `card ${i + 1}'s Schedule link`).toBe(true)
    }
  })
}

test('New lead resets the service and garage size with the ZIP and the details', async ({ page }) => {
  await typeZipOnFreshPage(page)
  await page.getByRole('radio', { name: 'Concrete Coatings (3)' }).check()
  await page.getByRole('button', { name: '2-car' }).click()
  await expect(page).toHaveURL(/service=concrete-coatings/)
  await expect(page).toHaveURL(/size=2-car/)
  const details = {
    Name: 'Pat Doe',
    Phone: '715 555 0100',
    Email: 'pat@example.com',
    Address: '12 Main St, Hudson, WI 54016',
    Notes: 'Gate code 4411',
  }
  await fillLead(page, details)
  await page.getByRole('button', { name: 'New lead' }).click()
  for (const label of Object.keys(details)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
  await expect(page.getByLabel('ZIP code')).toHaveValue('')
  await expect(page).not.toHaveURL(/service=|size=|zip=/)
  await page.getByLabel('ZIP code').fill('54016')
  await expect(page.getByRole('radio', { name: 'All services (8, 1 paused)' })).toBeChecked()
  await expect(exactCards(page)).toHaveCount(8)
  await page.reload()
  await expect(page.getByRole('radio', { name: 'All services (8, 1 paused)' })).toBeChecked()
})

test('a service that hides every exact partner says so beside the count line, with Show all services', async ({
  page,
}) => {
  await loadSheetViaAdmin(page, sheetServer.sheetUrl, 8)
  await page.goto('/tool?zip=54017&service=tree-removal')
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54017.')
  await expect(page.locator('.routing-note')).toContainText('2 partners list 54017, none for Tree Removal.')
  await expect(exactCards(page)).toHaveCount(0)
  await page.goto('/tool?zip=54082&service=tree-removal')
  await expect(resultCount(page)).toHaveText('1 company matches ZIP 54082.')
  await expect(page.locator('.routing-note')).toContainText('1 partner lists 54082, none for Tree Removal.')
  await page.getByRole('button', { name: 'Show all services' }).click()
  await expect(exactCards(page)).toHaveCount(1)
  await expect(page.getByRole('radio', { name: /^All services/ })).toBeChecked()
  await expect(page).not.toHaveURL(/service=/)
})

test('a failed new sheet URL reads as no data, not no partners, with the way back', async ({ page }) => {
  await page.goto('/tool')
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
  await page.getByRole('tab', { name: 'Admin' }).click()
  sheetServer.setMode('404')
  await page.getByLabel('Sheet CSV URL').fill(sheetServer.sheetUrl)
  await page.getByRole('button', { name: 'Use This Sheet' }).click()
  await expect(page.getByText('Saved. Reloading data…')).toBeVisible()
  const outcome = page.locator('#sheet-url-message + .form-message')
  await expect(outcome).toHaveText('Failed to load data. Check the CSV URL in Admin tab. (HTTP 404)')
  await page.getByRole('tab', { name: 'Search' }).click()
  await page.getByLabel('ZIP code').fill('54016')
  const banner = page.getByRole('alert').filter({ hasText: 'The partner sheet did not load' })
  await expect(banner).toContainText(
    'The partner sheet did not load, so this is not a list of who serves this ZIP.Failed to load data. Check the CSV URL in Admin tab. (HTTP 404)',
  )
  // The spec's texts stay, below the banner.
  await expect(resultCount(page)).toHaveText('No companies found for ZIP 54016.')
  const bannerBox = (await banner.boundingBox())!
  expect(bannerBox.y).toBeLessThan((await resultCount(page).boundingBox())!.y)
  // Try again: the same URL, now answering.
  sheetServer.setMode('csv')
  await banner.getByRole('button', { name: 'Try again' }).click()
  await expect(statusLine(page)).toHaveText('Loaded 8 companies.')
  await expect(banner).toHaveCount(0)
  // A second failure, and the way back to the sheet that last loaded.
  sheetServer.setMode('500')
  await page.getByRole('tab', { name: 'Admin' }).click()
  await page.getByLabel('Sheet CSV URL').fill(`${sheetServer.sheetUrl}?again=1`)
  await page.getByRole('button', { name: 'Use This Sheet' }).click()
  await expect(outcome).toHaveText('Failed to load data. Check the CSV URL in Admin tab. (HTTP 500)')
  sheetServer.setMode('csv')
  await page.getByRole('button', { name: 'Use the previous sheet' }).click()
  await expect(outcome).toHaveText('Loaded 8 companies.')
  await expect(page.getByLabel('Sheet CSV URL')).toHaveValue(sheetServer.sheetUrl)
})

test('a place with several ZIPs replaces the previous answer; picking its ZIP shows the new one', async ({ page }) => {
  await page.goto('/tool')
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
  await page.getByLabel('ZIP code').fill('54022')
  await expect(resultCount(page)).toHaveText(/match ZIP 54022\./)
  const find = page.getByRole('combobox', { name: 'Find a place or partner' })
  await find.fill('Eau Claire')
  await page.getByRole('option', { name: /^Eau Claire, WI/ }).click()
  await expect(page.getByRole('region', { name: /^Eau Claire, WI/ })).toBeVisible()
  await expect(page.getByLabel('ZIP code')).toHaveValue('')
  await expect(page.locator('article.partner-card')).toHaveCount(0)
  await expect(page.locator('.lead-line')).toHaveCount(0)
  await page
    .getByRole('region', { name: /^Eau Claire, WI/ })
    .getByRole('button', { name: '54701' })
    .click()
  await expect(resultCount(page)).toHaveText(/match ZIP 54701\./)
  expect(await inView(page, page.locator('article.partner-card h3').first())).toBe(true)
})

test('Esc on a card returns to the ZIP box and clears nothing; ↓ on the service choice goes to the cards', async ({
  page,
}) => {
  await typeZipOnFreshPage(page)
  const zipBox = page.getByLabel('ZIP code')
  await zipBox.press('ArrowDown')
  await expect(exactCards(page).first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(exactCards(page).nth(1)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(zipBox).toBeFocused()
  await expect(zipBox).toHaveValue('54016')
  await expect(exactCards(page)).toHaveCount(8)
  const all = page.getByRole('radio', { name: 'All services (8, 1 paused)' })
  await all.focus()
  await page.keyboard.press('ArrowDown')
  await expect(exactCards(page).first()).toBeFocused()
  await expect(all).toBeChecked()
  await expect(page).not.toHaveURL(/service=/)
  // Esc in the ZIP box still clears it.
  await zipBox.press('Escape')
  await expect(zipBox).toHaveValue('')
  await expect(resultCount(page)).toHaveText('Enter a ZIP to search.')
})

test('a PAUSED partner asks before its booking page opens, by click and by Enter', async ({ page, context }) => {
  await typeZipOnFreshPage(page)
  const paused = exactCards(page).filter({ hasText: 'Paused Tree Service' })
  await expect(paused.locator('.status-badge')).toHaveText('PAUSED')
  const opened: string[] = []
  context.on('page', (popup) => opened.push(popup.url()))
  await scheduleLink(paused).click()
  const dialog = page.getByRole('dialog', { name: 'This partner is paused. Book anyway?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await paused.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  const popup = context.waitForEvent('page')
  await dialog.getByRole('button', { name: 'Open booking page' }).click()
  expect((await popup).url()).toBe('https://calendar.example.com/paused-tree/book')
  await expect(dialog).toBeHidden()
  expect(opened).toEqual(['https://calendar.example.com/paused-tree/book'])
  // An ACTIVE partner's link opens at once.
  const active = context.waitForEvent('page')
  await scheduleLink(exactCards(page).first()).click()
  expect((await active).url()).toMatch(/^https:\/\/calendar\.example\.com\//)
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })
  for (const { width, height } of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`${width}×${height}: "Ready to work offline" covers no control`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto('/tool')
      await page.getByLabel('ZIP code').fill('54016')
      const notice = page.getByText('Ready to work offline.')
      await expect(notice).toBeVisible({ timeout: 20_000 })
      const overlaps = await page.evaluate(() => {
        const prompt = document.querySelector('.update-prompt')!
        const box = prompt.getBoundingClientRect()
        const controls = [...document.querySelectorAll('button, a[href], input, select, textarea, [tabindex="0"]')]
        return controls
          .filter((control) => !prompt.contains(control))
          .filter((control) => {
            const r = control.getBoundingClientRect()
            return r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
          })
          .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName)
      })
      expect(overlaps).toEqual([])
    })
  }
})

test('a place says how many of its partners are paused', async ({ page }) => {
  await loadSheetViaAdmin(page, sheetServer.sheetUrl, 8)
  await page.getByRole('tab', { name: 'Search' }).click()
  await page.getByRole('combobox', { name: 'Find a place or partner' }).fill('Hudson')
  await expect(page.getByRole('option', { name: 'Hudson, WI 8 partners, 1 paused' })).toBeVisible()
})

test('1280×800: a tree-removal lead is routed with no scroll (details, ZIP, service, Schedule)', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loadSheetViaAdmin(page, sheetServer.sheetUrl, 8)
  await page.goto('/tool')
  await expect(statusLine(page)).toHaveText('Loaded 8 companies.')
  await page.getByLabel('Name').fill('Pat Doe')
  await page.getByLabel('Phone').fill('715 555 0100')
  await page.getByLabel('ZIP code').pressSequentially('54016')
  await page.getByRole('radio', { name: 'Tree Removal (3, 1 paused)' }).check()
  const first = exactCards(page).first()
  await expect(first.locator('h3')).toHaveText('Northwoods Tree & Stump')
  expect(await inView(page, scheduleLink(first))).toBe(true)
  const popup = context.waitForEvent('page')
  await scheduleLink(first).click()
  expect((await popup).url()).toBe('https://calendar.example.com/northwoods/walk')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})
