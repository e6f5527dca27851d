// The lead queue in Chromium, against the Google-like local host running the real ledger script:
// Next lead takes the oldest callable lead and fills the lead and its search, passes a lead outside its calling
// hours, gives two setters different leads; outcomes (offline too) arrive once; Mark booked closes the lead as
// Booked; a Do not call phone is not offered again; Admin shows the speed line.
import type { Browser, Page } from '@playwright/test'
import * as queue from '../support/lead-queue-ledger'
import type { LeadCells } from '../../scripts/support/apps-script-double'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { resultCount, statusLine } from '../support/tool-page'
import { markBookedWith, recordOwnersBooking, test, expect } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-45-lead-queue'
const SETTERS = [
  { name: 'Sam Setter', key: 'sams-own-key-0123456789abcdef' },
  { name: 'Lee Setter', key: 'lees-own-key-0123456789abcdef' },
]
const MINUTE = 60_000
// Wednesday 8:30 AM in Wisconsin (CST): calls may start there; it is 6:30 AM in California, too early.
const NOW = Date.parse('2027-01-13T14:30:00Z')
const APPOINTMENT = '2027-01-18T10:00'

const ledger = ledgerServerForSpec(test, OWNER_KEY)
test.setTimeout(90_000)

const lead = (name: string, phone: string, zip: string, minutesAgo: number, source = 'Google Ads') =>
  queue.queuedLead(NOW, minutesAgo, {
    Name: name,
    Phone: phone,
    Address: `12 Main St, Town, ${zip}`,
    ZIP: zip,
    Source: source,
  })

/** The Leads tab's row of the lead named `name`, by column name, as the owner sees it. */
const leadRow = (name: string) => queue.leadsTabRow(ledger(), name)
const attempts = () => queue.attemptRows(ledger())
const startLedger = (leads: LeadCells[]) => queue.startQueue(ledger(), OWNER_KEY, { now: NOW, leads, setters: SETTERS })
const openTool = (page: Page, key = OWNER_KEY) => queue.openSearchWithLedger(page, ledger(), key, NOW)
const shots = process.env.LEAD_QUEUE_SHOTS

const strip = (page: Page) => page.getByRole('region', { name: 'Lead from the queue' })
const nextLead = (page: Page) => page.getByRole('button', { name: 'Next lead' })

/** Pat Doe alone in the queue, and the owner's Next lead on him, shown on the strip. */
async function ownerClaimsPat(page: Page) {
  startLedger([lead('Pat Doe', '715 555 0102', '54016', 45)])
  await openTool(page)
  await nextLead(page).click()
  await expect(strip(page)).toBeVisible()
}

test('Next lead passes a lead outside its calling hours and takes the oldest callable one, filling the lead and its search', async ({
  page,
}) => {
  startLedger([
    lead('Cal Early', '310 555 0101', '90210', 90, 'Website form'),
    lead('Pat Doe', '715 555 0102', '54016', 45, 'Facebook Ads'),
    lead('Newer Nell', '715 555 0103', '54016', 10),
  ])
  await openTool(page)
  await expect(page.getByText('Leads waiting: 2 · oldest 45 min')).toBeVisible()

  await nextLead(page).click()

  await expect(strip(page).getByText('Lead from Facebook Ads · received 45 min ago · attempt 1')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pat Doe')
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('715 555 0102')
  await expect(page.getByLabel('ZIP code')).toHaveValue('54016')
  await expect(resultCount(page)).toHaveText(/match ZIP 54016\.$/)
  expect(leadRow('Pat Doe')['Claimed By']).toBe('Owner')
  expect(leadRow('Cal Early')['Claimed By']).toBe('')
  expect(page.url()).not.toContain('Pat')

  await queue.shootAtDeskAndPhone(page, shots, 'next-lead')
  if (shots) await page.screenshot({ path: `${shots}/next-lead-390x844-full.png`, fullPage: true })
})

test('a lead another setter took once this claim ran out says so on the strip at the next renewal', async ({
  page,
}) => {
  await ownerClaimsPat(page)
  expect(leadRow('Pat Doe')['Claimed By']).toBe('Owner')

  // Past the claim's 15 minutes (this device was offline), Sam's Next lead claims the lead.
  const script = ledger().script
  script.clock.set(NOW + 16 * MINUTE)
  expect(queue.claimsStraight(ledger(), SETTERS[0]!.key, leadRow('Pat Doe')['Lead ID'])).toBe(true)

  await page.clock.fastForward(5 * MINUTE)
  await expect(strip(page).getByRole('alert')).toHaveText(
    'This lead is no longer yours: Sam Setter holds this lead now.',
  )
  expect(leadRow('Pat Doe')['Claimed By']).toBe('Sam Setter')

  await queue.shootAtDeskAndPhone(page, shots, 'claim-lost', strip(page))
})

test('two setters pressing Next lead at once get different leads', async ({ browser }) => {
  startLedger([lead('Pat Doe', '715 555 0102', '54016', 45), lead('Rob Roe', '715 555 0104', '54016', 30)])
  const pages = await Promise.all(SETTERS.map(({ key }) => setterPage(browser, key)))
  await Promise.all(pages.map((page) => nextLead(page).click()))
  const names = await Promise.all(
    pages.map(async (page) => {
      await expect(strip(page)).toBeVisible()
      return page.getByLabel('Name', { exact: true }).inputValue()
    }),
  )
  expect(names.sort()).toEqual(['Pat Doe', 'Rob Roe'])
  expect([leadRow('Pat Doe')['Claimed By'], leadRow('Rob Roe')['Claimed By']].sort()).toEqual(
    SETTERS.map(({ name }) => name).sort(),
  )
})

async function setterPage(browser: Browser, key: string) {
  const page = await (await browser.newContext()).newPage()
  await openTool(page, key)
  return page
}

test('No answer sets Attempts 1 and Next Call At two hours later and releases the claim; sent offline, it arrives once', async ({
  page,
  context,
}) => {
  await ownerClaimsPat(page)

  await context.setOffline(true)
  await strip(page).getByRole('button', { name: 'No answer' }).click()
  await expect(
    page.getByText(
      'No answer recorded: it is sent when the ledger can be reached. Next call Wed 10:30 AM (attempt 2).',
    ),
  ).toBeVisible()
  expect(attempts()).toEqual([])
  await context.setOffline(false)

  await expect(page.getByText('No answer recorded. Next call Wed 10:30 AM (attempt 2).', { exact: true })).toBeVisible({
    timeout: 20_000,
  })
  // Sent once its 10 seconds for Undo have passed.
  await expect.poll(() => leadRow('Pat Doe').Attempts, { timeout: 20_000 }).toBe('1')
  const row = leadRow('Pat Doe')
  expect(row.Attempts).toBe('1')
  expect(Date.parse(row['Next Call At'] ?? '')).toBe(NOW + 120 * MINUTE)
  // Released: Claimed Until ends with the call, Claimed By kept (the last holder records its calls).
  expect(row['Claimed By']).toBe('Owner')
  expect(Date.parse(row['Claimed Until'] ?? '')).toBeLessThan(NOW + 15 * MINUTE)
  expect(attempts()).toHaveLength(1)
  expect(attempts()[0]).toContain('No answer')
  // The outbox forgets nothing it should resend, and resends nothing it sent.
  await page.reload()
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
  await page.waitForTimeout(1_000)
  expect(attempts()).toHaveLength(1)
})

test('Mark booked closes the claimed lead as Booked with the booking’s id', async ({ page }) => {
  await ownerClaimsPat(page)
  const dialog = await markBookedWith(page, 'St. Croix Floor Coatings')
  await recordOwnersBooking(dialog, APPOINTMENT)
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Booked recorded.', { exact: true })).toBeVisible({ timeout: 20_000 })

  const bookingId = ledger().rows()[1]![0]
  expect(bookingId).toMatch(/^[0-9a-f-]{36}$/)
  expect(leadRow('Pat Doe')).toMatchObject({ Closed: 'Booked', 'Booking ID': bookingId })
})

test('a Do not call phone is not offered again, even on another row; the speed line shows in Admin', async ({
  page,
}) => {
  startLedger([
    lead('Pat Doe', '715 555 0102', '54016', 12),
    lead('Pat Again', '(715) 555-0102', '54016', 5, 'Website form'),
  ])
  await openTool(page)
  await nextLead(page).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pat Doe')
  await strip(page).getByRole('button', { name: 'Do not call' }).click()
  await expect(page.getByText('Do not call recorded. The lead is closed.', { exact: true })).toBeVisible({
    timeout: 20_000,
  })

  await nextLead(page).click()
  await expect(page.getByText('No lead to call now.', { exact: true })).toBeVisible()
  expect(leadRow('Pat Again')['Claimed By']).toBe('')

  await page.getByRole('tab', { name: /Admin/ }).click()
  await page.getByRole('radio', { name: 'This week' }).check()
  await expect(
    page.getByText('Speed to lead: median 12 min to the first call · 0% within 5 min · 50% within 15 min'),
  ).toBeVisible()
  await expect(page.getByRole('row', { name: /Owner/ })).toBeVisible()
})
