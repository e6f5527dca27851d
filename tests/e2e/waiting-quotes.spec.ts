// Waiting quotes always go out, through the Google-like local host and its faults: authorize keeps one trigger,
// the trigger's handler sends what a stopped execution left waiting, once, and Admin says whether it is scheduled.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { useLedgerInAdmin } from '../support/tool-page'
import { test, expect, openTool } from './fixtures'

const KEY = 'e2e-sweeper-key-3f9a'
const PARTNER = readFileSync('public/demo-sheet.csv', 'utf8').split('\n')[1]!.split(',')[0]!
const MINUTE = 60_000

const ledger = ledgerServerForSpec(test, KEY)
const sweepers = () => ledger().script.triggers.filter((trigger) => trigger.getHandlerFunction() === 'everyFiveMinutes')
const emailedIds = () => ledger().script.mail.sent.map((mail) => /^Booking ID: (.+)$/m.exec(mail.body)?.[1])

/** Books these quotes through the web app URL, as the tool does. */
function book(ids: string[]) {
  const bookedAt = new Date(ledger().script.clock.now()).toISOString()
  const bookings = ids.map((id) => ({ id, bookedAt, partner: PARTNER, service: 'Concrete Coatings', zip: '54016' }))
  return fetch(ledger().execUrl, { method: 'POST', body: JSON.stringify({ key: KEY, action: 'book', bookings }) })
}

/** Calls a function through the bare /exec page's google.script.run, as any visitor could. */
const runFromPage = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const run = (window as unknown as { google: { script: { run: Record<string, unknown> } } }).google.script.run
        const handled = (run.withSuccessHandler as (f: (v: unknown) => void) => Record<string, unknown>)(resolve)
        ;(handled[name] as () => void)()
      }),
    name,
  )

test('authorize run twice leaves one trigger, and Admin says whether waiting quotes are sent', async ({ page }) => {
  await page.goto(ledger().execUrl)
  await runFromPage(page, 'authorize')
  await runFromPage(page, 'authorize')
  expect(sweepers().map((trigger) => trigger.everyMinutes)).toEqual([5])
  await openTool(page)
  await useLedgerInAdmin(page, ledger().execUrl, KEY, /Waiting quotes are sent every 5 minutes\.$/)
  ledger().script.triggers.splice(0)
  await useLedgerInAdmin(
    page,
    ledger().execUrl,
    KEY,
    /Waiting quotes are not sent by themselves: run authorize in the script\./,
  )
})

test('an execution that runs out of time leaves quotes waiting; the trigger sends each once', async () => {
  ledger().script.executions.stopAfterEmails(1)
  const stopped = await book(['q-1', 'q-2', 'q-3'])
  expect(await stopped.text()).toContain('Exceeded maximum execution time')
  expect(emailedIds()).toEqual(['q-1'])
  ledger().script.clock.advance(3 * MINUTE)
  ledger().script.runTimeDrivenTriggers()
  expect(emailedIds()).toEqual(['q-1', 'q-2', 'q-3'])
  ledger().script.clock.advance(5 * MINUTE)
  ledger().script.runTimeDrivenTriggers()
  expect(emailedIds()).toEqual(['q-1', 'q-2', 'q-3'])
})

test('everyFiveMinutes called twice from the bare /exec page sweeps at most once', async ({ page }) => {
  const { lock } = ledger().script
  const first = lock.acquisitions + 1
  lock.beforeEachAcquire = (acquisition) => void (lock.heldElsewhere = acquisition > first)
  await book(['w-1'])
  lock.beforeEachAcquire = null
  lock.heldElsewhere = false
  expect(emailedIds()).toEqual([])
  ledger().script.clock.advance(3 * MINUTE)
  await page.goto(ledger().execUrl)
  const acquired = lock.acquisitions
  await runFromPage(page, 'everyFiveMinutes')
  await runFromPage(page, 'everyFiveMinutes')
  expect(emailedIds()).toEqual(['w-1'])
  // The first call: its gate, the Lead IDs, the sweep's read, one claim, the fate, the confirmations' read and the
  // one-time REBOOK_ROWS_SINCE; the second stops at its gate.
  expect(lock.acquisitions - acquired).toBe(8)
})
