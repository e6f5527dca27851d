// One paste fills the lead, timed in Debian's Chromium against the production build: a lead-form email pasted
// into the ZIP box, from the paste event to React's commit of the filled lead and its results, and to the next
// paint, at 500 and at 10,000 partners. The first paste (which loads the reader and its phone library) is
// reported apart. Run `npm run bench:paste` (it builds first). Prints JSON; never a test.
import { loadavg } from 'node:os'
import { chromium, type Page } from '@playwright/test'
import { sheetMessages } from '../src/partners/messages'
import { useSheetInAdmin } from './support/admin-setup'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { generateSheetCsv } from './support/generate-sheet'
import { startPreview } from './support/preview-server'
import { startSheetServer } from './support/sheet-server'
import { leadDetailsCopy } from '../src/content/partners/find-copy'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const SHEETS = [
  { companies: 500, zipsPerCompany: 50 },
  { companies: 10_000, zipsPerCompany: 200 },
]
const NAME = 'Jane Roe'

/** The lead-form email the setter pastes; its ZIP is the sheet's busiest, so the results are the most to draw. */
const leadEmail = (zip: string) => `New estimate request from your website

Name: ${NAME}
Phone: (715) 555-0100
Email: jane.roe@example.com
Address: 12 Main St, Hudson, WI ${zip}
Service: Tree Service
Garage: 2 car
Message: Cracked slab, wants a quote this week.`

function busiestZip(csv: string): string {
  const counts = new Map<string, number>()
  for (const zip of csv.match(/(?<![\d$=])\d{5}(?!\d)/g) ?? []) counts.set(zip, (counts.get(zip) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0]
}

interface PasteTiming {
  commitMs: number
  paintMs: number
}

/**
 * Fires the paste in the page and watches the DOM: the commit is the first mutation after which the paste's note
 * is shown and the count line names the ZIP (the lead's fields and the results commit with them); the paint is
 * the next frame after it. Plain code only: tsx wraps named functions in a helper the page does not have.
 */
function pasteAndTime(page: Page, text: string, zip: string): Promise<PasteTiming> {
  return page.evaluate(
    ({ text, zip, name }) =>
      new Promise<PasteTiming>((resolve, reject) => {
        const box = document.querySelector<HTMLInputElement>('#zip-input')!
        const nameBox = document.querySelector<HTMLInputElement>('#lead-name')!
        const timeout = setTimeout(() => reject(new Error('The paste filled nothing in 20 s')), 20_000)
        let start = 0
        const observer = new MutationObserver(() => {
          const filled =
            nameBox.value === name &&
            (document.querySelector('.paste-note [role="status"]')?.textContent ?? '') !== '' &&
            (document.querySelector('.result-count')?.textContent ?? '').includes(`ZIP ${zip}`)
          if (!filled) return
          const commitMs = performance.now() - start
          observer.disconnect()
          // After the frame's rAF callbacks run, a task queued there runs once the frame is painted.
          requestAnimationFrame(() =>
            setTimeout(() => {
              clearTimeout(timeout)
              resolve({ commitMs, paintMs: performance.now() - start })
            }),
          )
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
        const clipboardData = new DataTransfer()
        clipboardData.setData('text/plain', text)
        box.focus()
        start = performance.now()
        box.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
      }),
    { text, zip, name: NAME },
  )
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const rounded = (ms: number) => Math.round(ms * 10) / 10

async function benchSheet(previewUrl: string, companies: number, zipsPerCompany: number) {
  const csv = generateSheetCsv({ companies, zipsPerCompany, seed: 7 })
  const zip = busiestZip(csv)
  const sheetServer = await startSheetServer(csv)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
    await page.goto(`${previewUrl}/tool?tab=admin`)
    await useSheetInAdmin(page, sheetServer.sheetUrl)
    await page.locator('.status-line', { hasText: sheetMessages.loaded(companies) }).waitFor({ timeout: 120_000 })
    // Let the first load's snapshot write and garbage settle.
    await page.waitForTimeout(1500)
    const first = await pasteAndTime(page, leadEmail(zip), zip)
    const chunk = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/read-lead-block-[\w-]+\.js$/.test(resource.name)) as PerformanceResourceTiming
      return entry ? { loadMs: entry.duration, encodedBytes: entry.encodedBodySize } : null
    })
    const runs: PasteTiming[] = []
    for (let run = 0; run < RUNS; run++) {
      await page.getByRole('button', { name: leadDetailsCopy.newLead }).click()
      await page.waitForFunction(
        () =>
          document.querySelector('.paste-note [role="status"]')?.textContent === '' &&
          !/\d{5}/.test(document.querySelector('.result-count')?.textContent ?? ''),
      )
      await page.waitForTimeout(300)
      runs.push(await pasteAndTime(page, leadEmail(zip), zip))
    }
    const count = await page.locator('.result-count').textContent()
    return {
      partners: companies,
      zipsPerPartner: zipsPerCompany,
      zip,
      resultLine: count,
      firstPaste: { commitMs: rounded(first.commitMs), paintMs: rounded(first.paintMs), readerChunk: chunk },
      runs: RUNS,
      pasteToCommitMedianMs: rounded(median(runs.map((run) => run.commitMs))),
      pasteToPaintMedianMs: rounded(median(runs.map((run) => run.paintMs))),
      pasteToCommitMs: runs.map((run) => rounded(run.commitMs)),
    }
  } finally {
    await browser.close()
    await sheetServer.close()
  }
}

const loadBefore = loadavg()
const preview = await startPreview()
const results = []
try {
  for (const { companies, zipsPerCompany } of SHEETS)
    results.push(await benchSheet(preview.url, companies, zipsPerCompany))
} finally {
  await preview.close()
}
console.log(JSON.stringify({ loadavgBefore: loadBefore, loadavgAfter: loadavg(), results }, null, 2))
