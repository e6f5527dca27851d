// Finding a lead in Chromium: find the lead's town or a partner by name, and hand the lead to the
// partner's booking page prefilled, with the lead's details kept in memory only.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { sheetServerForSpec } from '../support/spec-sheet-server'
import { test, expect } from './fixtures'
import { axeViolations } from './axe'
import { loadSheetViaAdmin, resultCount, waitForServiceWorkerControl } from '../support/tool-page'
import { storedTexts } from '../support/stored-texts'

const findCsv = readFileSync('tests/fixtures/find-partners.csv', 'utf8')
const sheetServer = sheetServerForSpec(test, findCsv)

const findBox = (page: Page) => page.getByRole('combobox', { name: 'Find a place or partner' })
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Find a place or partner' })
const exactCards = (page: Page) => page.locator('section[aria-label="Matching partners"] article.partner-card')

const useFindSheet = (page: Page) => loadSheetViaAdmin(page, sheetServer.sheetUrl, 3)

const LEAD = {
  Name: 'Jane Roe',
  Phone: '715-555-0100',
  Email: 'jane.roe@example.com',
  Address: '12 Main St, Hudson, WI 54016',
  Notes: 'Two-car garage, cracked slab',
}

async function fillLead(page: Page) {
  for (const [label, value] of Object.entries(LEAD)) await page.getByLabel(label, { exact: true }).fill(value)
}

test('a place with one ZIP searches it, from the keyboard', async ({ page, consoleErrors }) => {
  await useFindSheet(page)
  await findBox(page).fill('HUDSON, wi')
  await expect(listbox(page).getByRole('option')).toHaveText(['Hudson, WI1 partner'])
  await findBox(page).press('ArrowDown')
  await expect(findBox(page)).toHaveAttribute('aria-activedescendant', 'find-option-0')
  await expect(listbox(page).getByRole('option', { name: 'Hudson, WI 1 partner' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await findBox(page).press('Enter')
  await expect(listbox(page)).toBeHidden()
  await expect(findBox(page)).toHaveValue('Hudson, WI')
  await expect(page.getByLabel('ZIP code')).toHaveValue('54016')
  await expect(resultCount(page)).toHaveText('1 company matches ZIP 54016.')
  await expect(page).toHaveURL(/[?&]zip=54016(&|$)/)
  // Esc closes an open list first, then clears the box.
  await findBox(page).fill('st paul')
  await expect(listbox(page)).toBeVisible()
  await findBox(page).press('Escape')
  await expect(listbox(page)).toBeHidden()
  await expect(findBox(page)).toHaveValue('st paul')
  await findBox(page).press('Escape')
  await expect(findBox(page)).toHaveValue('')
  expect(consoleErrors).toEqual([])
})

test('a place with several ZIPs lists them as buttons with their partners; choosing one searches it', async ({
  page,
}) => {
  await useFindSheet(page)
  await findBox(page).fill('st. paul mn')
  const saintPaul = listbox(page).getByRole('option', { name: 'Saint Paul, MN 1 partner' })
  await expect(listbox(page).getByRole('option').first()).toHaveText('Saint Paul, MN1 partner')
  await saintPaul.click()
  const zips = page.getByRole('region', { name: /^Saint Paul, MN has \d+ ZIPs$/ })
  await expect(zips).toBeVisible()
  await expect(zips.getByRole('button', { name: '55102', exact: true })).toHaveAccessibleDescription(
    '1 partner list it',
  )
  await expect(zips.getByRole('button', { name: '55103', exact: true })).toHaveAccessibleDescription(
    'no partners list it',
  )
  await zips.getByRole('button', { name: '55102', exact: true }).click()
  await expect(page.getByLabel('ZIP code')).toHaveValue('55102')
  await expect(resultCount(page)).toHaveText('1 company matches ZIP 55102.')
  await expect(exactCards(page).locator('h3')).toHaveText(['Peña Painting'])
  await expect(zips.getByRole('button', { name: '55102', exact: true })).toHaveAttribute('aria-pressed', 'true')
})

test("a partner's name opens its card with its coverage, and the ZIP search stays", async ({ page }) => {
  await useFindSheet(page)
  await page.getByLabel('ZIP code').fill('54022')
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54022.')
  await findBox(page).fill('PENA')
  await expect(listbox(page).getByRole('group', { name: 'Partners' }).getByRole('option')).toHaveText([
    'Peña PaintingACTIVE',
  ])
  await findBox(page).fill('hudson coat')
  await findBox(page).press('ArrowDown')
  await findBox(page).press('Enter')
  const found = page.getByRole('region', { name: 'Partner found' })
  await expect(found.getByRole('heading', { level: 3 })).toHaveText('Hudson Coatings')
  await expect(found.getByRole('list', { name: 'Coverage' })).toHaveText(
    'Lists 3 ZIPs in WI, MN · Target Area Hudson, WI, 30 mi',
  )
  await expect(page.getByLabel('ZIP code')).toHaveValue('54022')
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54022.')
  await found.getByRole('button', { name: 'Close partner card' }).click()
  await expect(found).toBeHidden()
})

test('lead details prefill the Calendly Schedule links; other hosts open as the sheet has them', async ({ page }) => {
  await useFindSheet(page)
  await fillLead(page)
  // The address's ZIP filled the empty ZIP box.
  await expect(page.getByLabel('ZIP code')).toHaveValue('54016')
  await expect(resultCount(page)).toHaveText('1 company matches ZIP 54016.')
  const schedule = exactCards(page).getByRole('link', { name: 'Schedule (prefilled)' })
  const url = new URL((await schedule.getAttribute('href'))!)
  expect(url.origin + url.pathname).toBe('https://calendly.com/hudson-coatings/estimate')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    month: '2026-12',
    name: LEAD.Name,
    email: LEAD.Email,
    location: LEAD.Address,
    a1: LEAD.Phone,
    a2: LEAD.Notes,
  })
  // Another host, and a bad Booking Answers cell: the sheet's link, unchanged.
  await page.getByLabel('ZIP code').fill('55101')
  await expect(exactCards(page).getByRole('link', { name: 'Schedule', exact: true })).toHaveAttribute(
    'href',
    'https://book.example.test/pena?ref=sheet',
  )
  // A second Calendly partner with no Booking Answers: name, email and location only.
  await page.getByLabel('ZIP code').fill('54022')
  const trees = exactCards(page).filter({ hasText: 'River Falls Trees' })
  const treesUrl = new URL((await trees.getByRole('link', { name: 'Schedule (prefilled)' }).getAttribute('href'))!)
  expect([...treesUrl.searchParams.keys()]).toEqual(['name', 'email', 'location'])

  // Copy summary carries the Lead: block.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await trees.getByRole('button', { name: 'Copy summary' }).click()
  await expect(trees.getByRole('status').last()).toHaveText('Summary copied')
  const summary = await page.evaluate(() => navigator.clipboard.readText())
  expect(summary).toContain(['Lead:', 'Name: Jane Roe', 'Phone: 715-555-0100'].join('\n'))

  // The Admin report lists the Booking Answers cell it could not read.
  await page.getByRole('tab', { name: /Admin/ }).click()
  const report = page.locator('details', { hasText: 'Booking Answers not read' })
  await report.locator('summary').click()
  await expect(report.getByRole('listitem')).toHaveText(['Row 3 (Peña Painting): “a1=shoe size”'])
  // Switching tabs keeps the lead's details.
  await page.getByRole('tab', { name: 'Search' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(LEAD.Name)
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('lead details are never stored: not in the URL, IndexedDB, localStorage or caches; New lead and a reload clear them', async ({
    page,
  }) => {
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    await page.goto('/tool')
    await waitForServiceWorkerControl(page)
    await useFindSheet(page)
    await fillLead(page)
    await expect(resultCount(page)).toHaveText('1 company matches ZIP 54016.')
    await findBox(page).fill('hudson coat')
    await findBox(page).press('ArrowDown')
    await findBox(page).press('Enter')
    await expect(page.getByRole('region', { name: 'Partner found' })).toBeVisible()
    // The tool's own writes (the lead's recent ZIP, the sheet URL, the snapshot) have landed, and the reader sees them.
    let stored: string[] = []
    await expect
      .poll(async () => {
        stored = await storedTexts(page)
        return [
          stored.some((text) => text.includes('["54016"')),
          stored.some((text) => text.includes(sheetServer.sheetUrl)),
          stored.some((text) => text.startsWith('company_name,display_name')),
        ]
      })
      .toEqual([true, true, true])
    const pieces = ['Jane', 'Roe', '555-0100', '555%2D0100', 'Main St', 'Main+St', 'Main%20St', 'cracked', 'Two-car']
    expect(stored.filter((text) => pieces.some((piece) => text.includes(piece)))).toEqual([])
    expect(logged.filter((text) => pieces.some((piece) => text.includes(piece)))).toEqual([])

    await page.getByRole('button', { name: 'New lead' }).click()
    for (const label of Object.keys(LEAD)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
    await expect(page.getByLabel('ZIP code')).toHaveValue('')
    await expect(findBox(page)).toHaveValue('')
    await expect(page.getByRole('region', { name: 'Partner found' })).toBeHidden()

    await fillLead(page)
    await page.reload()
    for (const label of Object.keys(LEAD)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
    // Long after both leads were typed, across a reload, nothing of them was kept or logged.
    const keptAfterReload = await storedTexts(page)
    expect(keptAfterReload.filter((text) => pieces.some((piece) => text.includes(piece)))).toEqual([])
    expect(logged.filter((text) => pieces.some((piece) => text.includes(piece)))).toEqual([])
  })
})

test('axe reports no violations with the suggestion list open and a place’s ZIPs shown', async ({ page }) => {
  await useFindSheet(page)
  await findBox(page).fill('saint paul, mn')
  await listbox(page).getByRole('option').first().click()
  await findBox(page).fill('hudson')
  await findBox(page).press('ArrowDown')
  await expect(listbox(page)).toBeVisible()
  await expect(listbox(page).getByRole('group', { name: 'Places' })).toBeVisible()
  await expect(listbox(page).getByRole('group', { name: 'Partners' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('the ? list shows the Find box keys, and / still jumps to the ZIP box', async ({ page }) => {
  await page.goto('/tool')
  // The shortcut listens once the tool has rendered.
  await expect(page.getByLabel('ZIP code')).toBeVisible()
  await page.locator('body').press('/')
  await expect(page.getByLabel('ZIP code')).toBeFocused()
  await page.getByLabel('ZIP code').press('?')
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(dialog).toContainText('In the Find box: move through places and partners')
  await expect(dialog).toContainText('In the Find box: choose the highlighted place or partner')
  await expect(dialog).toContainText('In the Find box: close the list, then clear the box')
})
