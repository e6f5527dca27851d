import type { Page } from '@playwright/test'
import { partnersCsv as fixtureCsv, sheetServerForSpec } from '../support/spec-sheet-server'
import { test, expect, expectFocusAfterKeys } from './fixtures'
import { FIXTURE_FLOORS_SUMMARY_54016, FIXTURE_TREES_SUMMARY_54016 } from '../support/fixture-summaries'
import { loadSheetViaAdmin, resultCount } from '../support/tool-page'

const sheetServer = sheetServerForSpec(test)
test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // Partner links open in new tabs: answer them locally, never from the internet.
  await context.route(/^https:\/\/(book|cal)\.example\.test\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Partner calendar</title><h1>Partner calendar</h1>',
    }),
  )
})

// The exact results (Nearby partners below them have their own section).
const cards = (page: Page) => page.locator('section[aria-label="Matching partners"] article.partner-card')
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())
// Copy summary starts with the lead line; the time in it is the lead's local time now.
const LEAD_LINE_54016 = /^54016 · Hudson, WI · \d{1,2}:\d{2} [AP]M C[SD]T\n/
const withoutLeadLine = (summary: string) => summary.split('\n').slice(1).join('\n')

const openWithFixtureSheet = (page: Page) => loadSheetViaAdmin(page, sheetServer.sheetUrl, 3)

test('arrows move through the cards, Enter opens the schedule link, c copies, Esc returns to the ZIP box, Esc there clears', async ({
  page,
  context,
}) => {
  await openWithFixtureSheet(page)
  const zip = page.getByLabel('ZIP code')
  await zip.fill('54016')
  await expect(cards(page)).toHaveCount(2)

  await zip.press('ArrowDown')
  await expect(cards(page).nth(0)).toBeFocused()
  await expectFocusAfterKeys(page, [
    ['ArrowDown', cards(page).nth(1)],
    ['ArrowDown', cards(page).nth(1)],
    ['ArrowUp', cards(page).nth(0)],
  ])

  const popupPromise = context.waitForEvent('page')
  await page.keyboard.press('Enter')
  const popup = await popupPromise
  await popup.waitForLoadState()
  expect(popup.url()).toBe('https://book.example.test/fixture-floors')
  await popup.close()

  await cards(page).nth(0).focus()
  await page.keyboard.press('c')
  await expect(cards(page).nth(0).locator('.partner-actions > .copy-feedback')).toHaveText('Summary copied')
  expect(await clipboard(page)).toMatch(LEAD_LINE_54016)
  expect(withoutLeadLine(await clipboard(page))).toBe(FIXTURE_FLOORS_SUMMARY_54016.join('\n'))

  await page.keyboard.press('ArrowUp')
  await expect(zip).toBeFocused()
  await cards(page).nth(1).focus()
  await page.keyboard.press('Escape')
  await expect(zip).toBeFocused()
  await expect(zip).toHaveValue('54016')
  await expect(cards(page)).toHaveCount(2)
  await page.keyboard.press('Escape')
  await expect(zip).toHaveValue('')
  await expect(resultCount(page)).toHaveText('Enter a ZIP to search.')
})

test('Copy summary and the copy icons put the right text on the clipboard', async ({ page }) => {
  await openWithFixtureSheet(page)
  await page.getByLabel('ZIP code').fill('54016')
  const trees = cards(page).nth(1)
  await trees.getByRole('button', { name: 'Copy summary' }).click()
  await expect(trees.getByRole('button', { name: 'Summary copied' })).toBeVisible()
  expect(await clipboard(page)).toMatch(LEAD_LINE_54016)
  expect(withoutLeadLine(await clipboard(page))).toBe(FIXTURE_TREES_SUMMARY_54016.join('\n'))
  await trees.getByRole('button', { name: 'Copy email of Fixture Trees' }).click()
  expect(await clipboard(page)).toBe('ray@trees.example.test')
  await trees.getByRole('button', { name: 'Copy schedule link of Fixture Trees' }).click()
  expect(await clipboard(page)).toBe('https://book.example.test/fixture-trees')
  // A paused partner's schedule button reads the same but is styled secondary.
  await expect(trees.getByRole('link', { name: 'Schedule', exact: true })).toHaveClass(/button-secondary/)
  await expect(cards(page).nth(0).getByRole('link', { name: 'Book Floors' })).toHaveClass(/button-primary/)
  await expect(trees).toHaveClass(/is-paused/)
})

test('? lists the shortcuts; shortcuts never fire while typing in other fields; everything is reachable by Tab', async ({
  page,
}) => {
  await page.goto('/tool')
  await expect(page.locator('.status-line')).toHaveText('Loaded 25 companies.')
  await page.getByRole('tab', { name: 'Search' }).focus()
  await page.keyboard.press('?')
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(dialog).toBeVisible()
  for (const action of [
    'Jump to the ZIP box',
    'Move through the result cards',
    'Open the focused card’s schedule link (a PAUSED partner asks first)',
    'Copy the focused card’s summary',
    'On a card: back to the ZIP box. In the ZIP box: clear it',
    'Show this list',
  ]) {
    await expect(dialog.getByText(action)).toBeVisible()
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('tab', { name: /Admin/ }).click()
  const sheetUrl = page.getByLabel('Sheet CSV URL')
  await sheetUrl.fill('')
  await sheetUrl.pressSequentially('a/b?c')
  await expect(sheetUrl).toHaveValue('a/b?c')
  await expect(dialog).toBeHidden()

  await page.getByRole('tab', { name: 'Search' }).click()
  await page.getByLabel('ZIP code').fill('54016')
  await expect(cards(page)).toHaveCount(4)
  await page.getByLabel('ZIP code').focus()
  let reachedCard = false
  for (let presses = 0; presses < 25 && !reachedCard; presses++) {
    await page.keyboard.press('Tab')
    reachedCard = await page.evaluate(() => document.activeElement?.matches('article.partner-card') ?? false)
  }
  expect(reachedCard).toBe(true)
})

test('recent ZIPs: the last distinct ZIPs as chips, kept across reloads, with Clear', async ({ page }) => {
  await openWithFixtureSheet(page)
  const zip = page.getByLabel('ZIP code')
  for (const value of ['54016', '30305', '54016', '5401', '30306']) await zip.fill(value)
  const chips = page.getByRole('group', { name: 'Recent ZIPs' }).locator('.zip-chip')
  await expect(chips).toHaveText(['30306', '54016', '30305'])
  await page.reload()
  await expect(chips).toHaveText(['30306', '54016', '30305'])
  await chips.filter({ hasText: '30305' }).click()
  await expect(zip).toHaveValue('30305')
  await expect(resultCount(page)).toHaveText('1 company matches ZIP 30305.')
  await zip.press('Escape')
  await page.getByRole('button', { name: 'Clear recent' }).click()
  await expect(page.getByRole('group', { name: 'Recent ZIPs' })).toHaveCount(0)
  await page.reload()
  await expect(page.locator('.status-line')).toHaveText('Loaded 3 companies.')
  await expect(page.getByRole('group', { name: 'Recent ZIPs' })).toHaveCount(0)
})

test('partner local time and open/closed follow the partner zone with a fixed clock', async ({ page }) => {
  // Wednesday 2026-11-18 15:05 UTC = 9:05 AM in Chicago, 10:05 AM in Atlanta.
  await page.clock.setFixedTime(new Date('2026-11-18T15:05:00Z'))
  await openWithFixtureSheet(page)
  await page.getByLabel('ZIP code').fill('54016')
  const floors = cards(page).nth(0)
  await expect(floors.locator('.partner-clock')).toHaveText('9:05 AM localOpen now')
  await page.getByLabel('ZIP code').fill('30305')
  // Fixture Painting has an Eastern zone but no hours: local time only, no guess.
  await expect(cards(page).nth(0).locator('.partner-clock')).toHaveText('10:05 AM local')
})

test('freshness ticks, background refresh runs every 5 minutes, and changed results say Data updated', async ({
  page,
}) => {
  await page.clock.install()
  await openWithFixtureSheet(page)
  await expect(page.locator('.freshness')).toHaveText('Updated just now')
  await page.getByLabel('ZIP code').fill('54016')
  await expect(cards(page)).toHaveCount(2)
  const requestsBefore = sheetServer.requests.length

  // The sheet changes: Fixture Trees no longer serves 54016.
  sheetServer.setCsv(fixtureCsv.replace('54016 | 54011', '54011'))
  await page.clock.fastForward('03:00')
  await expect(page.locator('.freshness')).toHaveText('Updated 3 min ago')
  expect(sheetServer.requests.length).toBe(requestsBefore)
  await page.clock.fastForward('02:05')
  await expect.poll(() => sheetServer.requests.length).toBeGreaterThan(requestsBefore)
  await expect(cards(page)).toHaveCount(1)
  await expect(page.getByText('Data updated — these results now reflect the latest sheet.')).toBeVisible()
  await expect(page.locator('.status-line')).toHaveText('Loaded 3 companies.')
  await expect(page.locator('.freshness')).toHaveText('Updated just now')
  await page.getByLabel('ZIP code').fill('30305')
  await expect(page.getByText('Data updated — these results now reflect the latest sheet.')).toHaveCount(0)
})
