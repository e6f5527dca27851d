// A booking saved offline under Sam's key, then Riley's key saved on the same device, in Chromium against the local
// host running the real ledger script: nothing is sent until Sam's key is back, and the row's Setter is Sam. Admin
// sends what waits under the key in effect, or discards it, after a confirmation. DEVICE_SHOTS=dir saves the
// waiting line and Admin's section at 1280×800 and 390×844.
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { shootAtDeskAndPhone } from '../support/lead-queue-ledger'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { useLedgerInAdmin } from '../support/tool-page'
import { bookingDialog, expect, firstPartnerCard, NEXT_JANUARY_APPOINTMENT, openTool, test, typeLead } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-58-outbox-keys'
const SAM = { name: 'Sam Setter', key: 'sams-own-key-58-0123456789abcdef' }
const RILEY = { name: 'Riley Setter', key: 'rileys-own-key-58-fedcba9876543210' }
const WAITING_FOR_THEIR_KEY = '1 waiting for the key they were saved with.'

const ledger = ledgerServerForSpec(test, OWNER_KEY)
test.setTimeout(120_000)

const waitingLine = (page: Page) => page.locator('.outbox-status summary')
const anotherKeySection = (page: Page) => page.getByRole('region', { name: 'Saved under another key' })
/** The Bookings tab's rows below its header, by column name. */
function bookingRows(): Record<string, string>[] {
  const [header, ...rows] = ledger().rows()
  return rows.map((row) => Object.fromEntries(header!.map((column, index) => [column, row[index] ?? ''])))
}

async function shoot(page: Page, name: string, target: Locator) {
  if (!process.env.DEVICE_SHOTS) return
  await shootAtDeskAndPhone(page, process.env.DEVICE_SHOTS, name, target)
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** Admin's Saved under another key, after pressing `button` in it and seeing it ask `question`. */
async function askedInAdmin(page: Page, button: string, question: string) {
  await page.getByRole('tab', { name: /Admin/ }).click()
  const section = anotherKeySection(page)
  await section.getByRole('button', { name: button }).click()
  await expect(section).toContainText(question)
  return section
}

async function useKey(page: Page, key: string, expected: string | RegExp) {
  await useLedgerInAdmin(page, ledger().execUrl, key, expected)
}

/** Sam's booking of the first card, saved offline under his key; then Riley's key saved on this device. */
async function samBooksOfflineThenRileysKey(page: Page, context: BrowserContext) {
  const { script } = ledger()
  script.doPost(JSON.stringify({ key: OWNER_KEY, action: 'check' }))
  script.spreadsheet.getSheetByName('Setters')!.prefill([
    [SAM.name, SAM.key, 'yes'],
    [RILEY.name, RILEY.key, 'yes'],
  ])
  await openTool(page)
  await useKey(page, SAM.key, /^Ledger connected.* This device books as Sam Setter\./)
  await page.getByRole('tab', { name: 'Search' }).click()
  await context.setOffline(true)
  await typeLead(page)
  await page.getByLabel('ZIP code').fill('54016')
  await firstPartnerCard(page).getByRole('button', { name: 'Mark booked' }).click()
  const dialog = bookingDialog(page)
  await dialog.getByLabel('Appointment').fill(NEXT_JANUARY_APPOINTMENT)
  await expect(dialog.getByText('Booked by Sam Setter')).toBeVisible()
  await dialog.getByRole('button', { name: 'Record booking' }).click()
  await expect(waitingLine(page)).toHaveText('1 booking waiting to send (offline).')

  await useKey(page, RILEY.key, /offline/i)
  await context.setOffline(false)
  await useKey(page, RILEY.key, /^Ledger connected.* This device books as Riley Setter\./)
  await page.getByRole('tab', { name: 'Search' }).click()
  await expect(waitingLine(page)).toHaveText(WAITING_FOR_THEIR_KEY)
}

test.describe('Sam’s booking saved offline, then Riley’s key on this device', () => {
  test.beforeEach(({ page, context }) => samBooksOfflineThenRileysKey(page, context))

  test('a booking saved offline under Sam’s key waits while Riley’s is in effect, and goes as Sam’s once his is back', async ({
    page,
  }) => {
    // Back online under Riley's key, with every reason to send: nothing goes.
    await page.waitForTimeout(2_000)
    expect(ledger().posts('book')).toBe(0)
    expect(bookingRows()).toEqual([])
    await waitingLine(page).click()
    await expect(page.getByRole('list', { name: 'Bookings and call outcomes not yet in the ledger' })).toContainText(
      'saved under another key: Admin can send it under this key or discard it',
    )
    await shoot(page, 'waiting-for-their-key', page.locator('.outbox-status'))

    await page.getByRole('tab', { name: /Admin/ }).click()
    await expect(anotherKeySection(page)).toContainText(
      '1 booking on this device was saved under another ledger key. It is sent only when that key is back in Admin, so the ledger credits it to the person who saved it.',
    )
    await shoot(page, 'admin-saved-under-another-key', anotherKeySection(page))
    await anotherKeySection(page).getByRole('button', { name: 'Send them under this key' }).click()
    await shoot(page, 'admin-confirm-send', anotherKeySection(page))
    await anotherKeySection(page).getByRole('button', { name: 'Cancel' }).click()
    expect(ledger().posts('book')).toBe(0)

    await useKey(page, SAM.key, /^Ledger connected.* This device books as Sam Setter\./)

    await expect.poll(bookingRows).toHaveLength(1)
    expect(bookingRows()[0]!.Setter).toBe(SAM.name)
    await expect(anotherKeySection(page)).toHaveCount(0)
    await page.getByRole('tab', { name: 'Search' }).click()
    await expect(waitingLine(page)).toHaveCount(0)
  })

  test('Admin sends them under Riley’s key after a confirmation, and the row’s Setter is Riley', async ({ page }) => {
    const section = await askedInAdmin(
      page,
      'Send them under this key',
      'Send it under the key now in Admin? The ledger will credit it to this key’s setter, not to whoever saved it.',
    )
    await section.getByRole('button', { name: 'Yes, send under this key' }).click()

    await expect.poll(bookingRows).toHaveLength(1)
    expect(bookingRows()[0]!.Setter).toBe(RILEY.name)
    await expect(section.getByRole('status')).toHaveText('Moved to this key: they are being sent.')
  })

  test('Admin discards a booking saved under another key after a confirmation: it is never sent', async ({ page }) => {
    const section = await askedInAdmin(
      page,
      'Discard them',
      'Discard it? It is deleted from this device and never reaches the ledger; a booking’s lead details go with it.',
    )
    await shoot(page, 'admin-confirm-discard', section)
    await section.getByRole('button', { name: 'Yes, discard' }).click()
    await expect(section.getByRole('status')).toHaveText('Discarded: nothing of them is kept on this device.')

    await useKey(page, SAM.key, /^Ledger connected.* This device books as Sam Setter\./)
    await page.waitForTimeout(1_000)
    expect(bookingRows()).toEqual([])
    await page.getByRole('tab', { name: 'Search' }).click()
    await expect(waitingLine(page)).toHaveCount(0)
  })
})
