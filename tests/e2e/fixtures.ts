import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { statusLine } from '../support/tool-page'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/**
 * Every test page records Content-Security-Policy violations, and a test fails if
 * any happened. `consoleErrors` gives console errors and uncaught exceptions to assert on.
 */
const NOT_LOCAL = /^https?:\/\/(?!127\.0\.0\.1[:/])/
const STAND_IN_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in</title></head><body><p>Stand-in page</p></body></html>'

export const test = base.extend<{ consoleErrors: string[]; cspViolations: void; localNetworkOnly: void }>({
  // Tests reach 127.0.0.1 only: any other page (the booking widget, a partner link) gets a local
  // stand-in and anything else is aborted. Routes a test adds itself take precedence.
  localNetworkOnly: [
    async ({ context }, use) => {
      await context.route(NOT_LOCAL, (route) =>
        route.request().resourceType() === 'document'
          ? route.fulfill({ contentType: 'text/html', body: STAND_IN_PAGE })
          : route.abort('blockedbyclient'),
      )
      await use()
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
  cspViolations: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        window.__cspViolations = []
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`)
        })
      })
      await use()
      for (const page of context.pages()) {
        if (page.isClosed()) continue
        const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])
        expect(violations, `CSP violations on ${page.url()}`).toEqual([])
      }
    },
    { auto: true },
  ],
})

export { expect }

const MATCHING_CARDS = 'section[aria-label="Matching partners"] article.partner-card'
/** The Matching partners card of one company. */
export const partnerCard = (page: Page, name: string) =>
  page.locator(MATCHING_CARDS).filter({ has: page.getByRole('heading', { name, exact: true }) })
/** The company names on the Matching partners cards, in their order. */
export const partnerCardNames = (page: Page) => page.locator(`${MATCHING_CARDS} h3`).allTextContents()
/** The first Matching partners card. */
export const firstPartnerCard = (page: Page) => page.locator(MATCHING_CARDS).first()
export const bookingDialog = (page: Page) => page.getByRole('dialog', { name: /^Record a booking with / })

/** Mark booked on the first Matching partners card of `partner`: answers the booking dialog it opens. */
export async function markBookedWith(page: Page, partner: string) {
  await partnerCard(page, partner).first().getByRole('button', { name: 'Mark booked' }).click()
  return bookingDialog(page)
}

/**
 * Types a lead named `leadName` in ZIP 54016 and books it with `partner` for next January, the owner's name typed in
 * when the dialog has none (`asOwner`); waits for the dialog to close.
 */
export async function bookTypedLead(page: Page, partner: string, leadName: string, { asOwner = false } = {}) {
  await typeLead(page, leadName)
  await page.getByLabel('ZIP code').fill('54016')
  const dialog = await markBookedWith(page, partner)
  await dialog.getByLabel('Appointment').fill(NEXT_JANUARY_APPOINTMENT)
  const yourName = dialog.getByLabel('Your name')
  if (asOwner && (await yourName.inputValue()) === '') await yourName.fill('Owner Olga')
  await dialog.getByRole('button', { name: 'Record booking' }).click()
  await expect(dialog).toBeHidden()
}

/** Fills the booking dialog's appointment and the owner's name, then presses Record booking. */
export async function recordOwnersBooking(dialog: Locator, appointment: string) {
  await dialog.getByLabel('Appointment').fill(appointment)
  await dialog.getByLabel('Your name').fill('Owner Olga')
  await dialog.getByRole('button', { name: 'Record booking' }).click()
}

/** A Tuesday next January, 10 AM in the lead's time: always in the future. */
export const NEXT_JANUARY_APPOINTMENT = `${new Date().getFullYear() + 1}-01-12T10:00`

/** Opens the tool on the demo sheet and waits for its 25 companies. */
export async function openTool(page: Page) {
  await page.goto('/tool')
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
}

/** The lead the specs type, by Lead details label. */
export const PAT_DOE = { Name: 'Pat Doe', Phone: '+1 715 555 0100', Address: '12 Main St, Hudson, WI 54016' }

/** Fills in Lead details, in order, each field labelled by a key of `fields` with its value. */
export async function fillLead(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
}

/** Types a lead in Lead details: the name given, with Pat Doe's phone and address. */
export async function typeLead(page: Page, name = PAT_DOE.Name) {
  await fillLead(page, { ...PAT_DOE, Name: name })
}

/** Presses each key in turn; after each, the focus is on the element given with it. */
export async function expectFocusAfterKeys(page: Page, steps: [key: string, focused: Locator][]) {
  for (const [key, focused] of steps) {
    await page.keyboard.press(key)
    await expect(focused).toBeFocused()
  }
}
