// One paste fills the lead, in Chromium: a lead-form email or a spreadsheet row pasted into a box, a ZIP or an
// address line pasted as today, Undo, Paste lead with and without clipboard access, and nothing pasted kept.
import type { Locator, Page } from '@playwright/test'
import { sheetServerForSpec } from '../support/spec-sheet-server'
import { test, expect } from './fixtures'
import { axeViolations } from './axe'
import { loadSheetViaAdmin, resultCount } from '../support/tool-page'
import { storedTexts } from '../support/stored-texts'

const sheetServer = sheetServerForSpec(test)
const useSheet = (page: Page) => loadSheetViaAdmin(page, sheetServer.sheetUrl, 3)

const LEAD_FORM_EMAIL = `New estimate request from your website

Name: Jane Roe
Phone: (715) 555-0100
Email: jane.roe@example.com
Address: 12 Main St, Hudson, WI 54016
Service: Concrete coatings
Garage: 2 car
Message: Cracked slab, wants a quote this week.`

const EMAIL_LEAD = {
  Name: 'Jane Roe',
  Phone: '(715) 555-0100',
  Email: 'jane.roe@example.com',
  Address: '12 Main St, Hudson, WI 54016',
  Notes: 'New estimate request from your website; Cracked slab, wants a quote this week.',
}

const SHEET_ROWS = [
  'First Name\tLast Name\tPhone\tEmail\tStreet Address\tCity\tState\tZip\tService\tGarage Size\tNotes',
  'Sam\tLee\t651-555-0199\tsam.lee@example.com\t40 Oak Ave\tHudson\tWI\t54016\tTree Removal\t3 car\tStump too',
].join('\n')

const FIELDS = ['Name', 'Phone', 'Email', 'Address', 'Notes'] as const
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const zipBox = (page: Page) => page.getByLabel('ZIP code')
const pasteNote = (page: Page) => page.locator('.paste-note [role="status"]')

async function expectLead(page: Page, lead: Record<(typeof FIELDS)[number], string>) {
  for (const label of FIELDS) await expect(field(page, label)).toHaveValue(lead[label])
}
const NO_LEAD = { Name: '', Phone: '', Email: '', Address: '', Notes: '' }

/** A paste as the browser fires it, carrying its own text (synthetic: the browser inserts nothing itself). */
async function dispatchPaste(target: Locator, text: string) {
  await target.focus()
  await target.evaluate((element, text) => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', text)
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
  }, text)
}

/** A real paste: the text on the system clipboard, then Ctrl+V in the box. */
async function pressPaste(page: Page, target: Locator, text: string) {
  await page.evaluate((text) => navigator.clipboard.writeText(text), text)
  await target.focus()
  await page.keyboard.press('Control+V')
}

const searchKeys = (page: Page) => [...new URL(page.url()).searchParams.keys()].sort()

test.describe('with clipboard access', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })

  test('a lead-form email pasted into the ZIP box fills the lead, searches its ZIP, picks its service and size', async ({
    page,
    consoleErrors,
  }) => {
    await useSheet(page)
    await pressPaste(page, zipBox(page), LEAD_FORM_EMAIL)
    await expect(pasteNote(page)).toHaveText('Lead details filled from the paste.')
    await expectLead(page, EMAIL_LEAD)
    await expect(zipBox(page)).toHaveValue('54016')
    await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
    await expect(page.getByRole('radio', { name: /^Concrete Coatings/ })).toBeChecked()
    await expect(page.getByRole('button', { name: '2-car' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/[?&]zip=54016(&|$)/)
    await expect(page).toHaveURL(/[?&]service=concrete-coatings(&|$)/)
    await expect(page).toHaveURL(/[?&]size=2-car(&|$)/)
    expect(searchKeys(page)).toEqual(['service', 'size', 'zip'])
    expect(consoleErrors).toEqual([])
  })

  test('54016 alone, or an address line alone, pasted into the ZIP box searches as today and fills nothing', async ({
    page,
  }) => {
    await useSheet(page)
    await pressPaste(page, zipBox(page), '54016')
    await expect(zipBox(page)).toHaveValue('54016')
    await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
    await expectLead(page, NO_LEAD)
    await expect(pasteNote(page)).toHaveText('')

    await zipBox(page).fill('')
    await expect(page).not.toHaveURL(/zip=/)
    await pressPaste(page, zipBox(page), '12 Main St, Hudson, WI 54016')
    await expect(zipBox(page)).toHaveValue('12 Main St, Hudson, WI 54016')
    await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
    await expect(page).toHaveURL(/[?&]zip=54016(&|$)/)
    expect(searchKeys(page)).toEqual(['zip'])
    await expectLead(page, NO_LEAD)
    await expect(pasteNote(page)).toHaveText('')
  })

  test('Paste lead reads the clipboard and fills the lead', async ({ page }) => {
    await useSheet(page)
    await page.evaluate((text) => navigator.clipboard.writeText(text), LEAD_FORM_EMAIL)
    await page.getByRole('button', { name: 'Paste lead' }).click()
    await expect(pasteNote(page)).toHaveText('Lead details filled from the paste.')
    await expectLead(page, EMAIL_LEAD)
    await expect(zipBox(page)).toHaveValue('54016')
    await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
  })
})

test('a header row and a row copied from a spreadsheet, pasted into Name, fill the lead', async ({ page }) => {
  await useSheet(page)
  await dispatchPaste(field(page, 'Name'), SHEET_ROWS)
  await expectLead(page, {
    Name: 'Sam Lee',
    Phone: '(651) 555-0199',
    Email: 'sam.lee@example.com',
    Address: '40 Oak Ave, Hudson, WI 54016',
    Notes: 'Stump too',
  })
  await expect(zipBox(page)).toHaveValue('54016')
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
  await expect(page.getByRole('radio', { name: /^Tree Removal/ })).toBeChecked()
  // Tree Removal's partner lists no prices, so the size buttons are hidden; the URL has the size.
  await expect(page).toHaveURL(/[?&]size=3-car(&|$)/)
  expect(searchKeys(page)).toEqual(['service', 'size', 'zip'])
})

test('Undo brings back the lead, ZIP, service and size as they were, and focus returns to the ZIP box', async ({
  page,
}) => {
  await useSheet(page)
  await zipBox(page).fill('54022')
  await page.getByRole('radio', { name: /^Concrete Coatings/ }).check()
  await expect(page).toHaveURL(/[?&]service=concrete-coatings(&|$)/)
  const before = {
    Name: 'Ann Old',
    Phone: '612-555-0111',
    Email: 'ann@example.com',
    Address: '',
    Notes: 'Call after 5',
  }
  for (const label of FIELDS) await field(page, label).fill(before[label])

  await dispatchPaste(zipBox(page), SHEET_ROWS)
  await expect(field(page, 'Name')).toHaveValue('Sam Lee')
  await expect(page.getByRole('radio', { name: /^Tree Removal/ })).toBeChecked()
  await expect(page).toHaveURL(/[?&]zip=54016(&|$)/)

  await page.getByRole('button', { name: 'Undo' }).click()
  await expectLead(page, before)
  await expect(zipBox(page)).toHaveValue('54022')
  await expect(zipBox(page)).toBeFocused()
  await expect(page).toHaveURL(/[?&]zip=54022(&|$)/)
  await expect(page.getByRole('radio', { name: /^Concrete Coatings/ })).toBeChecked()
  expect(searchKeys(page)).toEqual(['service', 'zip'])
  await expect(pasteNote(page)).toHaveText('')
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden()
})

test('a block pasted into the Find box fills the lead; Notes tells where notes go', async ({ page }) => {
  await useSheet(page)
  const findBox = page.getByRole('combobox', { name: 'Find a place or partner' })
  await dispatchPaste(findBox, LEAD_FORM_EMAIL)
  await expectLead(page, EMAIL_LEAD)
  await expect(findBox).toHaveValue('')
  await expect(field(page, 'Notes')).toHaveAccessibleDescription('Notes go to the partner with the quote.')
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'New lead' }).click()
  await expectLead(page, NO_LEAD)
  await expect(zipBox(page)).toHaveValue('')
  await expect(pasteNote(page)).toHaveText('')
})

test('a phone Mark booked would refuse goes to Notes, and a ZIP+4 with an en dash searches its ZIP', async ({
  page,
}) => {
  await useSheet(page)
  await dispatchPaste(field(page, 'Name'), 'Name: Jane Roe\nPhone: +44 20 7946 0958\nZip: 54016 – 1234')
  await expectLead(page, { ...NO_LEAD, Name: 'Jane Roe', Notes: 'Phone: +44 20 7946 0958' })
  await expect(zipBox(page)).toHaveValue('54016')
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
})

test('nothing pasted reaches the URL, storage or the console', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  await useSheet(page)
  await dispatchPaste(zipBox(page), LEAD_FORM_EMAIL)
  // In Notes a paste is a lead only with two labels or more.
  await dispatchPaste(field(page, 'Notes'), 'Name: Sam Lee\nPhone: 651-555-0199\nAddress: 40 Oak Ave, Hudson, WI 54016')
  await expect(field(page, 'Name')).toHaveValue('Sam Lee')
  await expect(field(page, 'Notes')).toHaveValue('')
  // The tool's own write of the searched ZIP has landed, so IndexedDB is read after the paste's chance to write.
  let stored: string[] = []
  await expect
    .poll(async () => {
      stored = await storedTexts(page)
      return stored.some((text) => text.includes('["54016"'))
    })
    .toBe(true)
  const pieces = [
    'Jane Roe',
    'jane.roe',
    'Sam Lee',
    '555-0100',
    '555-0199',
    '5550100',
    '5550199',
    '12 Main St',
    '40 Oak Ave',
    'Cracked slab',
  ]
  expect(stored.filter((text) => pieces.some((piece) => text.includes(piece)))).toEqual([])
  expect(logged.filter((text) => pieces.some((piece) => text.includes(piece)))).toEqual([])
  // The second lead names no service or size: the first one's are cleared.
  expect(searchKeys(page)).toEqual(['zip'])
})

test('Paste lead where the browser refuses the clipboard says to press Ctrl+V', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'readText', {
      value: () => Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError')),
    })
  })
  await useSheet(page)
  await page.getByRole('button', { name: 'Paste lead' }).click()
  await expect(pasteNote(page)).toHaveText('Paste the lead with Ctrl+V (⌘V) in the ZIP box.')
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden()
  await expectLead(page, NO_LEAD)
})
