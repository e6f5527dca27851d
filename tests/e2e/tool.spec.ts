import type { Page } from '@playwright/test'
import { sheetServerForSpec } from '../support/spec-sheet-server'
import { test, expect } from './fixtures'
import { statusLine, resultCount, saveSheetUrlInAdmin } from '../support/tool-page'

const sheetServer = sheetServerForSpec(test)

const useSheet = saveSheetUrlInAdmin

async function openSearch(page: Page) {
  await page.getByRole('tab', { name: 'Search' }).click()
  return page.getByLabel('ZIP code')
}

test('starts on Search with the bundled demo sheet', async ({ page, consoleErrors }) => {
  await page.goto('/tool')
  await expect(page.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true')
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
  await expect(resultCount(page)).toHaveText('Enter a ZIP to search.')
  await expect(page.getByText('No results.')).toBeVisible()
  await expect(page.getByLabel('ZIP code')).toHaveAttribute('inputmode', 'numeric')
  await expect(page.getByLabel('ZIP code')).toHaveAttribute('placeholder', /^\d{5}$/)
  expect(consoleErrors).toEqual([])
})

test('an owner points the tool at a sheet and a setter finds partners by ZIP as they type', async ({ page }) => {
  await useSheet(page, sheetServer.sheetUrl)
  const zip = await openSearch(page)
  await expect(statusLine(page)).toHaveText('Loaded 3 companies.')
  expect(sheetServer.requests.at(-1)).toMatch(/^\/sheet\.csv\?cb=\d{13}$/)

  await zip.pressSequentially('54016')
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
  await expect(page).toHaveURL(/[?&]zip=54016/)
  const cards = page.locator('article.partner-card')
  await expect(cards).toHaveCount(2)

  const floors = cards.nth(0)
  await expect(floors.getByRole('heading')).toHaveText('Fixture Floors')
  await expect(floors.getByText('ACTIVE', { exact: true })).toBeVisible()
  await expect(floors.getByRole('note')).toHaveText('Ask for Dana first.')
  await expect(floors.locator('dt')).toHaveText([
    'Service Category',
    'Services Offered',
    'Time Zone',
    'Target Area',
    'Target Radius (mi)',
    'State',
    'Hours',
    'Warranty',
    'Pricing 1 Car',
    'Pricing 2 Car',
    'Pricing 3 Car',
    'Estimator',
    'Email',
    'Service Types',
    'Notes',
  ])
  await expect(floors.getByRole('link', { name: 'dana@fixture.example.test' })).toHaveAttribute(
    'href',
    'mailto:dana@fixture.example.test',
  )
  const book = floors.getByRole('link', { name: 'Book Floors' })
  await expect(book).toHaveAttribute('href', 'https://book.example.test/fixture-floors')
  await expect(book).toHaveAttribute('target', '_blank')
  await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(floors.getByRole('link', { name: 'Open Calendar' })).toHaveAttribute(
    'href',
    'https://cal.example.test/fixture-floors',
  )

  const trees = cards.nth(1)
  await expect(trees.getByRole('heading')).toHaveText('Fixture Trees')
  await expect(trees.getByText('PAUSED', { exact: true })).toBeVisible()
  await expect(trees.getByRole('note')).toHaveCount(0)
  await expect(trees.getByRole('link', { name: 'Schedule' })).toHaveAttribute(
    'href',
    'https://book.example.test/fixture-trees',
  )
  await expect(trees.getByRole('link', { name: 'Team Calendar' })).toBeVisible()
  await expect(trees.locator('dt', { hasText: 'Warranty' })).toHaveCount(0)

  await zip.fill('30305')
  await expect(resultCount(page)).toHaveText('1 company matches ZIP 30305.')
  await expect(cards).toHaveCount(1)
  await expect(cards.first().getByRole('link')).toHaveCount(0)
})

test('non-digits are ignored and only exact ZIPs match', async ({ page }) => {
  await useSheet(page, sheetServer.sheetUrl)
  const zip = await openSearch(page)
  await expect(statusLine(page)).toHaveText('Loaded 3 companies.')
  await zip.fill('540-16')
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
  await zip.fill('5401')
  await expect(resultCount(page)).toHaveText('No companies found for ZIP 5401.')
  await expect(page.getByText('No results.')).toBeVisible()
  await zip.fill('')
  await expect(resultCount(page)).toHaveText('Enter a ZIP to search.')
})

test('a shared link opens the same view, and Back and Forward move between tabs', async ({ page }) => {
  await page.goto('/tool?zip=54016')
  await expect(page.getByLabel('ZIP code')).toHaveValue('54016')
  await expect(resultCount(page)).toHaveText('4 companies match ZIP 54016.')
  await page.getByRole('tab', { name: 'Daily Checklist' }).click()
  await expect(page).toHaveURL(/tab=checklist/)
  await expect(page.getByRole('tabpanel')).toContainText('Reset Checklist')
  await page.goBack()
  await expect(page.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('ZIP code')).toHaveValue('54016')
  await page.goForward()
  await expect(page.getByRole('tab', { name: 'Daily Checklist' })).toHaveAttribute('aria-selected', 'true')
})

test('tabs follow the WAI-ARIA keyboard pattern and / jumps to the ZIP box', async ({ page }) => {
  await page.goto('/tool')
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
  await page.getByRole('tab', { name: 'Search' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Training' })).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Training' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: /Admin/ })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Search' })).toBeFocused()
  await page.getByRole('tab', { name: 'Training' }).click()
  await page.keyboard.press('/')
  await expect(page.getByLabel('ZIP code')).toBeFocused()
})

test('checklist ticks survive a reload and Reset Checklist clears them', async ({ page }) => {
  await page.goto('/tool?tab=checklist')
  const boxes = page.getByRole('checkbox')
  await expect(boxes).toHaveCount(7)
  await boxes.nth(0).check()
  await boxes.nth(3).check()
  await expect(page.getByText('2 of 7 done')).toBeVisible()
  await page.reload()
  await expect(boxes.nth(0)).toBeChecked()
  await expect(boxes.nth(3)).toBeChecked()
  await expect(boxes.nth(1)).not.toBeChecked()
  const stored = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get('ahs_daily_checklist_v1')
          read.onsuccess = () => resolve(read.result)
        }
      }),
  )
  expect(stored).toEqual({
    step_1: true,
    step_2: false,
    step_3: false,
    step_4: true,
    step_5: false,
    step_6: false,
    step_7: false,
  })
  await page.getByRole('button', { name: 'Reset Checklist' }).click()
  await page.reload()
  for (let step = 0; step < 7; step++) await expect(boxes.nth(step)).not.toBeChecked()
})

test('Clear returns to the default sheet', async ({ page }) => {
  await useSheet(page, sheetServer.sheetUrl)
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByText('Cleared saved Sheet URL. Will use default.')).toBeVisible()
  await expect(page.getByLabel('Sheet CSV URL')).toHaveValue('/demo-sheet.csv')
  await openSearch(page)
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
  await page.reload()
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
})

test('Admin rejects blank URLs with the spec texts', async ({ page }) => {
  await page.goto('/tool?tab=admin')
  await page.getByLabel('Sheet CSV URL').fill('   ')
  await page.getByRole('button', { name: 'Use This Sheet' }).click()
  await expect(page.getByText('Please paste a valid CSV URL.')).toBeVisible()
  await page.getByLabel('Training folder URL').fill('')
  await page.getByRole('button', { name: 'Use Training Link' }).click()
  await expect(page.getByText('Please paste a valid training folder URL.')).toBeVisible()
  await page.getByLabel('Training folder URL').fill('https://drive.example.test/training')
  await page.getByRole('button', { name: 'Use Training Link' }).click()
  await expect(page.getByText('Training link saved.')).toBeVisible()
  await page.getByRole('tab', { name: 'Training' }).click()
  await expect(page.getByRole('link', { name: 'Open Training Folder' })).toHaveAttribute(
    'href',
    'https://drive.example.test/training',
  )
})

test('a 500 from the sheet server shows the failure text', async ({ page }) => {
  sheetServer.setMode('500')
  await useSheet(page, sheetServer.sheetUrl)
  await openSearch(page)
  await expect(statusLine(page)).toContainText('Failed to load data. Check the CSV URL in Admin tab.')
  await expect(statusLine(page)).toContainText('HTTP 500')
  await page.getByLabel('ZIP code').fill('54016')
  await expect(resultCount(page)).toHaveText('No companies found for ZIP 54016.')
})

test('Copy puts the login text on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/tool?tab=logins')
  const mailbox = page.getByRole('region', { name: 'Support Mailbox (Webmail)' })
  const username = (await mailbox.locator('code').first().textContent()) ?? ''
  expect(username).not.toBe('')
  await mailbox.getByRole('button', { name: 'Copy Support Mailbox (Webmail) username' }).click()
  await expect(mailbox.getByRole('status').first()).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(username)
})
