// A key the owner changes holds in Chromium while strangers keep posting junk to the web app URL (which every quote
// email and lead source carries): no junk keeps the old key alive, and a LEDGER_KEY too short is said as such.
import type { Page } from '@playwright/test'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { useLedgerInAdmin } from '../support/tool-page'
import { test, expect, openTool } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-rotation-0001'
const NEW_KEY = 'e2e-owner-key-rotation-0002'
const MINUTE = 60_000
const REFUSED =
  'The ledger refused this key: a setter asks the owner for their own key; the owner checks LEDGER_KEY in Script Properties.'
const CONNECTED = /^Ledger connected: Agency ledger, 0 bookings\./

const ledger = ledgerServerForSpec(test, OWNER_KEY)

/** What a stranger posts: a body that is not JSON, and a lead with a key no source has. */
async function postJunk() {
  for (const body of [
    'name=Pat&phone=7155550100',
    JSON.stringify({ action: 'lead', key: 'a-key-no-source-has-000', lead: { phone: '7155550100' } }),
  ]) {
    const response = await fetch(ledger().execUrl, { method: 'POST', body, headers: { 'Content-Type': 'text/plain' } })
    expect(response.ok).toBe(true)
  }
}

const useKey = (page: Page, key: string, expected: string | RegExp) =>
  useLedgerInAdmin(page, ledger().execUrl, key, expected)

test('the owner changes LEDGER_KEY; junk every 9 minutes keeps nothing alive: after 11 minutes the old key is refused', async ({
  page,
}) => {
  await openTool(page)
  await useKey(page, OWNER_KEY, CONNECTED)
  ledger().script.properties.set('LEDGER_KEY', NEW_KEY)
  const writesBefore = ledger().script.propertyWrites()
  await postJunk()
  ledger().script.clock.advance(9 * MINUTE)
  await postJunk()
  ledger().script.clock.advance(2 * MINUTE)
  await postJunk()
  expect(ledger().script.propertyWrites()).toBe(writesBefore)
  await useKey(page, OWNER_KEY, REFUSED)
  await useKey(page, NEW_KEY, CONNECTED)
})

test('a LEDGER_KEY under 20 characters is said in Admin, and applies at once after authorize', async ({ page }) => {
  await openTool(page)
  ledger().script.properties.set('LEDGER_KEY', 'short-owner-key')
  ledger().script.call('authorize')
  await useKey(
    page,
    'short-owner-key',
    'The owner key is shorter than 20 characters: set a longer LEDGER_KEY in Script Properties, then run authorize.',
  )
  ledger().script.properties.set('LEDGER_KEY', NEW_KEY)
  ledger().script.call('authorize')
  await useKey(page, NEW_KEY, CONNECTED)
})
