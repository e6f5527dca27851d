// The booking ledger's figures, in Chromium against the production build and the local Google-like host
// running the real apps-script/: Record booking to acknowledgement; a 20-booking outbox flushed after an hour
// offline; keystroke-to-results and the weekly statement's redraw with the ledger's counts at 500 partners ×
// 5,000 bookings and 10,000 × 50,000. Run `npm run bench:ledger` (it builds first); prints JSON.
import { chromium, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { bookingCopy } from '../src/content/bookings/booking-copy'
import { statementCopy } from '../src/content/ledger-admin-copy'
import { searchCopy } from '../src/content/tool-copy'
import { previousWeekStart } from '../src/partner-time/agency-week'
import { sheetMessages } from '../src/partners/messages'
import { adminTab, useLedgerInAdmin, useSheetInAdmin } from './support/admin-setup'
import { BOOKINGS_HEADER_WITHOUT_REFUNDS } from './support/apps-script-double'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { generateSheetCsv, seededRandom } from './support/generate-sheet'
import { startGoogleScriptServer } from './support/google-script-server'
import { startPreview } from './support/preview-server'
import { startSheetServer } from './support/sheet-server'
import { measureRouting } from './support/bench-routing'

const BOOKINGS_HEADER = BOOKINGS_HEADER_WITHOUT_REFUNDS.slice(0, 10)
const KEY = 'bench-ledger-key-xxx'
/** The tool's demo sheet, published to the script as its partner sheet too. */
const DEMO_SHEET = readFileSync('public/demo-sheet.csv', 'utf8')
const round = (ms: number) => Math.round(ms * 10) / 10
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

const preview = await startPreview()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const report: Record<string, unknown> = { loadAverageBefore: loadavg().map(round), cores: cpus().length }

/** The state of every booking in the page's outbox ('waiting', 'sent', …). */
const outboxStates = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('ahs-booking-outbox')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('bookings')) return resolve([])
          const read = db.transaction('bookings').objectStore('bookings').getAll()
          read.onsuccess = () => resolve((read.result as { state: string }[]).map((entry) => entry.state))
        }
      }),
  )
const sentCount = async (page: Page) => (await outboxStates(page)).filter((state) => state === 'sent').length

async function until(check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) if (Date.now() > deadline) throw new Error('timed out')
}

/** A fresh page on the demo sheet, with a fresh local ledger in use. */
async function demoSheetWithLedger() {
  const ledger = await startGoogleScriptServer({ ledgerKey: KEY, partnerCsv: DEMO_SHEET })
  const context = await browser.newContext({ baseURL: preview.url, serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto('/tool')
  await page.getByText(sheetMessages.loaded(25)).waitFor()
  await useLedgerInAdmin(page, ledger, KEY)
  return { ledger, context, page }
}

try {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7)
  // 1: Record booking → acknowledged, 20 times, on the demo sheet.
  if (!only || only === 'record') {
    const { ledger, context, page } = await demoSheetWithLedger()
    await page.getByLabel(searchCopy.zipLabel).fill('54016')
    await page.locator('.lead-line').getByText('Hudson, WI').waitFor()
    const times: number[] = []
    for (let i = 0; i < 20; i++) {
      const card = page.locator('article.partner-card').first()
      await card.getByRole('button', { name: bookingCopy.markBooked }).click()
      const dialog = page.getByRole('dialog')
      const { leadName, leadPhone, leadAddress } = bookingCopy.leadFields
      await dialog.getByLabel(leadName).fill('Bench Lead')
      await dialog.getByLabel(leadPhone).fill('715 555 0100')
      await dialog.getByLabel(leadAddress).fill('12 Main St, Hudson, WI 54016')
      await dialog.getByLabel(bookingCopy.appointment).fill(`${new Date().getFullYear() + 1}-01-12T10:00`)
      const yourName = dialog.getByLabel(bookingCopy.yourName)
      if ((await yourName.inputValue()) === '') await yourName.fill('Bench')
      const before = await sentCount(page)
      const started = Date.now()
      await dialog.getByRole('button', { name: bookingCopy.record }).click()
      await until(async () => (await sentCount(page)) > before)
      times.push(Date.now() - started)
    }
    report.recordToAcknowledgedMs = { samples: times.length, median: median(times), max: Math.max(...times) }
    await context.close()
    await ledger.close()
  }

  // 2: 20 bookings recorded an hour ago, offline; the tool starts online and sends them.
  if (!only || only === 'outbox') {
    const { ledger, context, page } = await demoSheetWithLedger()
    await context.setOffline(true)
    const hourAgo = Date.now() - 3_600_000
    await page.evaluate(
      ([at, count]) =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open('ahs-booking-outbox')
          open.onupgradeneeded = () => open.result.createObjectStore('bookings')
          open.onsuccess = () => {
            const tx = open.result.transaction('bookings', 'readwrite')
            for (let i = 0; i < count; i++) {
              const id = crypto.randomUUID()
              const booking = {
                id,
                bookedAt: new Date(at + i * 60_000).toISOString(),
                setter: 'Bench',
                partner: 'St. Croix Floor Coatings LLC',
                service: 'Concrete Coatings',
                zip: '54016',
                garageSize: '',
                leadName: `Lead ${i}`,
                leadPhone: '715 555 0100',
              }
              tx.objectStore('bookings').put(
                {
                  booking,
                  state: 'waiting',
                  attempts: 3,
                  lastError: 'offline',
                  recordedAt: at + i * 60_000,
                  sentAt: null,
                },
                id,
              )
            }
            tx.oncomplete = () => resolve()
          }
        }),
      [hourAgo, 20] as const,
    )
    const postsBefore = ledger.posts()
    await context.setOffline(false)
    const started = Date.now()
    await page.reload()
    await page.waitForFunction(() => !document.querySelector('.outbox-status'), undefined, { timeout: 60_000 })
    await until(async () => (await outboxStates(page)).every((state) => state === 'sent'))
    report.outboxOf20AfterAnHourOffline = {
      reloadToAllAcknowledgedMs: Date.now() - started,
      // Every POST to the web app: the book request, and the tool's list reads after it.
      postsToTheLedger: ledger.posts() - postsBefore,
      rowsInLedger: ledger.rows().length - 1,
    }
    await context.close()
    await ledger.close()
  }

  // 3: keystroke-to-results and the statement's redraw, with the ledger's counts.
  if (!only || only === 'counts')
    for (const { companies, zips, bookings } of [
      { companies: 500, zips: 50, bookings: 5_000 },
      { companies: 10_000, zips: 200, bookings: 50_000 },
    ]) {
      const csv = generateSheetCsv({ companies, zipsPerCompany: zips, seed: 11 })
      const names = [...csv.matchAll(/^([^,\r\n]+),/gm)].slice(1).map((match) => match[1]!)
      const sampleZips = [...new Set(csv.match(/\b\d{5}\b/g) ?? [])].slice(200, 215)
      const sheetServer = await startSheetServer(csv)
      const ledger = await startGoogleScriptServer({ ledgerKey: KEY })
      const rnd = seededRandom(5)
      const since = previousWeekStart(Date.now(), 'America/Chicago')
      const span = Date.now() - since
      ledger.script.spreadsheet
        .insertSheet('Bookings')
        .prefill([
          [...BOOKINGS_HEADER],
          ...Array.from({ length: bookings }, (_, i) => [
            `'b${i}`,
            `'${new Date(since + rnd() * span).toISOString()}`,
            'Bench',
            `'${names[Math.floor(rnd() * names.length)]}`,
            'Concrete Coatings',
            "'54016",
            '',
            '',
            '',
            rnd() < 0.03 ? 'Refunded' : '',
          ]),
        ])
      const context = await browser.newContext({ baseURL: preview.url, serviceWorkers: 'block' })
      const page = await context.newPage()
      await page.goto('/tool?tab=admin')
      await useSheetInAdmin(page, sheetServer.sheetUrl)
      await useLedgerInAdmin(page, ledger, KEY)
      await page.getByText(sheetMessages.loaded(companies)).waitFor({ timeout: 120_000 })
      await page.locator('.ledger-age').waitFor({ timeout: 60_000 })
      await page.getByLabel(searchCopy.zipLabel).fill(sampleZips[0]!)
      await page.waitForTimeout(3000)
      const routing = await measureRouting(page, sampleZips, 10, 0)
      await adminTab(page).click()
      await page.getByRole('heading', { name: statementCopy.heading }).waitFor()
      const toCommit: number[] = []
      const toFrame: number[] = []
      for (let i = 0; i < 10; i++) {
        for (const week of [statementCopy.thisWeek, statementCopy.lastWeek]) {
          const radio = page.getByRole('radio', { name: week })
          const [commit, frame] = await radio.evaluate(
            (input) =>
              new Promise<[number, number]>((resolve) => {
                const started = performance.now()
                const table = document.querySelector('.statement-table')!
                new MutationObserver((_, observer) => {
                  observer.disconnect()
                  const committed = performance.now() - started
                  requestAnimationFrame(() => resolve([committed, performance.now() - started]))
                }).observe(table, { subtree: true, childList: true, characterData: true })
                ;(input as HTMLInputElement).click()
              }),
          )
          toCommit.push(commit)
          toFrame.push(frame)
        }
      }
      const summary = (values: number[]) => ({
        samples: values.length,
        median: round(median(values)),
        max: round(Math.max(...values)),
      })
      report[`ledgerAt${companies}x${zips}With${bookings}Bookings`] = {
        keystrokeToResultsToNextFrame: routing.keystrokeToResultsWithServiceChosen,
        keystrokeToPaintByEventTiming: routing.keystrokeToPaintByEventTiming,
        statementWeekSwitchToCommitMs: summary(toCommit),
        statementWeekSwitchToNextFrameMs: summary(toFrame),
      }
      await context.close()
      await ledger.close()
      await sheetServer.close()
    }
} finally {
  await browser.close()
  await preview.close()
}
report.loadAverageAfter = loadavg().map(round)
console.log(JSON.stringify(report, null, 2))
