// The setter hears of a lead, in Chromium with the service worker, against the Google-like local host: with
// `Alert me when a lead arrives` on, the tool reads the queue once a minute on any tab, shows the lead in Leads
// waiting, puts `(1) ` before the window's title (counting as that line does), and the service worker shows one
// notification without the lead's own details; clicking it brings the Search tab back.
import type { Page } from '@playwright/test'
import { SPEC_NOW } from '../support/spec-clock'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { statusLine, useLedgerInAdmin, waitForServiceWorkerControl } from '../support/tool-page'
import { test, expect } from './fixtures'

test.use({ serviceWorkers: 'allow' })

const OWNER_KEY = 'e2e-owner-key-53-lead-alert'
const SETTER_KEY = 'e2e-setter-key-53-alert-0123'
const SOURCE_KEY = 'e2e-google-ads-source-key-alert'
const ledger = ledgerServerForSpec(test, OWNER_KEY)

/** Posts a Google Ads lead form's lead, with a name and an address the notification must not carry. */
async function postLead(execUrl: string, leadId: string, phone: string) {
  const posted = await fetch(execUrl, {
    method: 'POST',
    body: JSON.stringify({
      lead_id: leadId,
      user_column_data: [
        { column_id: 'FULL_NAME', column_name: 'Full Name', string_value: 'Pat <b>Doe</b>' },
        { column_id: 'PHONE_NUMBER', column_name: 'Phone', string_value: phone },
        { column_id: 'POSTAL_CODE', column_name: 'Zip', string_value: '54016' },
        { column_id: 'STREET_ADDRESS', column_name: 'Street', string_value: '12 Main St' },
        { column_id: 'SERVICE', column_name: 'What do you need?', string_value: 'tree removal' },
      ],
      google_key: SOURCE_KEY,
    }),
  })
  return (await posted.json()) as Record<string, unknown>
}

const notifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    const shown = (await registration?.getNotifications()) ?? []
    return shown.map((notification) => ({ title: notification.title, body: notification.body }))
  })

test('a lead posted while the tool is open: Leads waiting, (1) in the title, one notification', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! })
  const server = ledger()
  server.script.clock.set(SPEC_NOW)
  server.script.doPost(JSON.stringify({ key: OWNER_KEY, action: 'check' }))
  server.script.spreadsheet.getSheetByName('Setters')!.prefill([['Sam', SETTER_KEY, 'yes']])
  server.script.spreadsheet.getSheetByName('Sources')!.prefill([['Google Ads', SOURCE_KEY, 'yes']])

  // Where the browser has it, the installed tool's badge: recorded, as a headless browser shows none.
  await page.addInitScript(() => {
    const badges: (number | 'cleared')[] = []
    Object.assign(window, { badges })
    Object.assign(navigator, {
      setAppBadge: (n: number) => Promise.resolve(void badges.push(n)),
      clearAppBadge: () => Promise.resolve(void badges.push('cleared')),
    })
  })
  await page.clock.install({ time: SPEC_NOW })
  await page.goto('/tool')
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
  await waitForServiceWorkerControl(page)
  await useLedgerInAdmin(page, server.execUrl, SETTER_KEY, /^Ledger connected/)
  await page.getByRole('tab', { name: 'Search' }).click()
  await page.getByRole('checkbox', { name: 'Alert me when a lead arrives' }).check()
  await expect(page).toHaveTitle(/^Sheets-Driven/)
  await page.getByRole('tab', { name: 'Training' }).click()

  expect(await postLead(server.execUrl, 'alert-lead-1', '+17155550100')).toMatchObject({ ok: true })
  await page.clock.fastForward(61_000)
  await expect(page).toHaveTitle(/^\(1\) Sheets-Driven/, { timeout: 4_000 })
  expect(await page.evaluate(() => (window as unknown as { badges: unknown[] }).badges.at(-1))).toBe(1)
  await expect
    .poll(() => notifications(page))
    .toEqual([{ title: 'New lead waiting', body: 'Tree Removal · 54016 · from Google Ads' }])
  await page.getByRole('tab', { name: 'Search' }).click()
  await expect(page.locator('.leads-waiting')).toHaveText(/^Leads waiting: 1 · oldest 1 min$/)

  // The next minute's read brings nothing new: no second notification.
  await page.clock.fastForward(61_000)
  await page.waitForTimeout(500)
  expect(await notifications(page)).toHaveLength(1)

  // Hidden (another window in front), the tool still reads once a minute and announces the next lead.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    Object.defineProperty(document, 'hidden', { value: true, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  expect(await postLead(server.execUrl, 'alert-lead-2', '+17155550177')).toMatchObject({ ok: true })
  await page.clock.fastForward(61_000)
  await expect.poll(() => notifications(page)).toHaveLength(2)
  await expect(page).toHaveTitle(/^\(2\) Sheets-Driven/)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    Object.defineProperty(document, 'hidden', { value: false, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  // What the service worker tells an open tool when its notification is clicked: the Search tab comes back.
  await page.getByRole('tab', { name: 'Training' }).click()
  const [worker] = context.serviceWorkers()
  await worker!.evaluate(async () => {
    const scope = self as unknown as { clients: { matchAll(o: object): Promise<{ postMessage(m: unknown): void }[]> } }
    for (const client of await scope.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'SHOW_SEARCH' })
  })
  await expect(page.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true')

  // The title counts what Leads waiting counts: the lead this setter holds is no longer waiting.
  await expect(page.locator('.leads-waiting')).toHaveText(/^Leads waiting: 2 · /)
  await page.getByRole('button', { name: 'Next lead' }).click()
  await expect(page.locator('.leads-waiting')).toHaveText(/^Leads waiting: 1 · /)
  await expect(page).toHaveTitle(/^\(1\) Sheets-Driven/)
  expect(await page.evaluate(() => (window as unknown as { badges: unknown[] }).badges.at(-1))).toBe(1)
  await page.getByRole('checkbox', { name: 'Alert me when a lead arrives' }).uncheck()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Alert me when a lead arrives' })).not.toBeChecked()
})
