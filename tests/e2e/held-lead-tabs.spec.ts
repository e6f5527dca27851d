// One setter in two tabs, in Chromium against the local host running the real ledger script: Next lead in the second
// tab claims another lead, and the first tab's strip follows it within a second, so no tab shows a lead the ledger
// no longer holds for this setter.
import type { Page } from '@playwright/test'
import { leadsTabRow, queuedLead, startQueue } from '../support/lead-queue-ledger'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { statusLine, useLedgerInAdmin } from '../support/tool-page'
import { test, expect } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-58-held-lead-tabs'
const SAM = { name: 'Sam Setter', key: 'sams-own-key-58-0123456789abcdef' }
// Wednesday 8:30 AM in Wisconsin (CST): calls may start there.
const NOW = Date.parse('2027-01-13T14:30:00Z')

const ledger = ledgerServerForSpec(test, OWNER_KEY)
test.setTimeout(120_000)

const lead = (name: string, phone: string, source: string, minutesAgo: number) =>
  queuedLead(NOW, minutesAgo, { Name: name, Phone: phone, Source: source })

/** A row of the Leads tab by the lead's name, by column name, as the owner sees it. */
const leadRow = (name: string) => leadsTabRow(ledger(), name)

const strip = (page: Page) => page.getByRole('region', { name: 'Lead from the queue' })
const PATS_STRIP = 'Lead from Facebook Ads · received 45 min ago · attempt 1'
const LEES_STRIP = 'Lead from Website form · received 30 min ago · attempt 1'

test('two tabs of one setter: Next lead in the second, and the first tab’s strip follows it within a second', async ({
  context,
}) => {
  startQueue(ledger(), OWNER_KEY, {
    now: NOW,
    leads: [lead('Pat Doe', '715 555 0102', 'Facebook Ads', 45), lead('Lee Roe', '715 555 0103', 'Website form', 30)],
    setters: [SAM],
  })
  await context.clock.install({ time: NOW })

  const first = await context.newPage()
  await first.goto('/tool')
  await expect(statusLine(first)).toHaveText('Loaded 25 companies.')
  await useLedgerInAdmin(first, ledger().execUrl, SAM.key, /^Ledger connected/)
  await first.getByRole('tab', { name: 'Search' }).click()
  await first.getByRole('button', { name: 'Next lead' }).click()
  await expect(strip(first).getByText(PATS_STRIP)).toBeVisible()
  expect(leadRow('Pat Doe')['Claimed By']).toBe(SAM.name)

  // The second tab opens on the lead the first holds.
  const second = await context.newPage()
  await second.goto('/tool')
  await expect(statusLine(second)).toHaveText('Loaded 25 companies.')
  await expect(strip(second).getByText(PATS_STRIP)).toBeVisible()

  await second.getByRole('button', { name: 'Next lead' }).click()
  await expect(strip(second).getByText(LEES_STRIP)).toBeVisible()

  await expect(strip(first).getByText(LEES_STRIP)).toBeVisible({ timeout: 1_000 })
  await expect(strip(first).getByText(PATS_STRIP)).toHaveCount(0)
  expect(leadRow('Lee Roe')['Claimed By']).toBe(SAM.name)
  // The ledger let Pat go when the second tab claimed Lee: one held lead per setter.
  expect(Date.parse(leadRow('Pat Doe')['Claimed Until']!)).toBeLessThanOrEqual(NOW)

  // A call recorded in the first tab takes the lead off the second tab's strip too.
  await strip(first).getByRole('button', { name: 'No answer' }).click()
  await expect(strip(second)).toHaveCount(0, { timeout: 1_000 })
  await expect(second.getByText(/^No answer recorded/)).toBeVisible()
})
