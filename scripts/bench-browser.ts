// Browser figures for the setter tool, measured in Debian's Chromium against the
// production build (npm run bench:browser builds it first). Prints JSON; never a test.
//  - loading a 10,000-partner x 200-ZIP sheet (~17 MB): time to "Loaded …" and main-thread long tasks
//  - keystroke-to-results latency in the ZIP box with that sheet loaded
//  - warm offline start: navigation to the first search result, service worker and snapshot in place
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { generateSheetCsv } from './support/generate-sheet'
import { startPreview } from './support/preview-server'
import { startSheetServer } from './support/sheet-server'

declare global {
  interface Window {
    __bench?: { longTasks: number[]; longTaskStarts: number[]; keyDownAt: number; latencies: number[]; firstCardAt: number }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const round = (value: number) => Math.round(value * 10) / 10

/** Installed before any page script: long tasks, keystroke-to-render latency, first card time. */
function instrument() {
  const bench = { longTasks: [] as number[], longTaskStarts: [] as number[], keyDownAt: 0, latencies: [] as number[], firstCardAt: 0 }
  window.__bench = bench
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks.push(entry.duration)
      bench.longTaskStarts.push(entry.startTime)
    }
  }).observe({ type: 'longtask', buffered: true })
  document.addEventListener('keydown', () => (bench.keyDownAt = performance.now()), true)
  new MutationObserver(() => {
    if (!bench.firstCardAt && document.querySelector('article.company-card')) bench.firstCardAt = performance.now()
    if (bench.keyDownAt) {
      const pressed = bench.keyDownAt
      bench.keyDownAt = 0
      // Results are on screen at the next frame after the DOM changed.
      requestAnimationFrame(() => bench.latencies.push(performance.now() - pressed))
    }
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

async function useSheet(page: Page, url: string) {
  await page.goto('/tool?tab=admin')
  await page.getByLabel('Sheet CSV URL').fill(url)
  await page.getByRole('button', { name: 'Use This Sheet' }).click()
  await page.getByRole('tab', { name: 'Search' }).click()
}

const largeCsv = generateSheetCsv({ companies: 10_000, zipsPerCompany: 200, seed: 7 })
const sampleZips = [...new Set(largeCsv.match(/\b\d{5}\b/g) ?? [])].slice(500, 520)
const sheetServer = await startSheetServer(largeCsv)
const preview = await startPreview()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const report: Record<string, unknown> = { sheetBytes: Buffer.byteLength(largeCsv) }

try {
  // 1 + 2: large sheet load and typing, no service worker (cold network path).
  const context = await browser.newContext({ baseURL: preview.url, serviceWorkers: 'block' })
  await context.addInitScript(instrument)
  const page = await context.newPage()
  await useSheet(page, sheetServer.sheetUrl)
  await page.evaluate(() => {
    window.__bench!.longTasks.length = 0
    window.__bench!.longTaskStarts.length = 0
  })
  const loadStarted = Date.now()
  await page.getByRole('button', { name: 'Refresh' }).click()
  await page.locator('.status-line', { hasText: 'Loaded 10000 companies.' }).waitFor({ timeout: 120_000 })
  const loadMs = Date.now() - loadStarted
  const longTasks = await page.evaluate(() => window.__bench!.longTasks)
  if (process.env.BENCH_DEBUG) {
    console.log(
      await page.evaluate(() => ({
        marks: performance.getEntriesByType('mark').map((mark) => [mark.name, Math.round(mark.startTime)]),
        longTasks: window.__bench!.longTaskStarts.map((start, index) => [Math.round(start), Math.round(window.__bench!.longTasks[index]!)]),
      })),
    )
  }
  report.largeSheetLoad = {
    refreshToLoadedMs: loadMs,
    longTasksOver50ms: longTasks.length,
    longTasksOver100ms: longTasks.filter((duration) => duration > 100).length,
    maxLongTaskMs: round(Math.max(0, ...longTasks)),
  }

  const zipBox = page.getByLabel('ZIP code')
  await page.evaluate(() => (window.__bench!.latencies.length = 0))
  for (const zip of sampleZips) {
    await zipBox.fill('')
    for (const digit of zip) {
      await zipBox.press(digit)
      await page.waitForTimeout(30)
    }
  }
  const latencies = await page.evaluate(() => window.__bench!.latencies)
  report.keystrokeToResults = {
    keystrokes: latencies.length,
    medianMs: round(median(latencies)),
    p95Ms: round([...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.95)] ?? 0),
    maxMs: round(Math.max(...latencies)),
  }
  await context.close()

  // 3: warm offline start with the service worker installed and a snapshot saved.
  const profile = mkdtempSync(join(tmpdir(), 'bench-offline-'))
  try {
    const offline = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs, baseURL: preview.url })
    await offline.addInitScript(instrument)
    const tool = await offline.newPage()
    await tool.goto('/tool')
    await tool.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await tool.locator('.status-line', { hasText: 'Loaded 25 companies.' }).waitFor()
    // The first load ran before the service worker took control: fetch once more through it to save the snapshot.
    await tool.getByRole('button', { name: 'Refresh' }).click()
    await tool.locator('.status-line', { hasText: 'Loaded 25 companies.' }).waitFor()
    await tool.waitForFunction(async () => (await (await caches.open('sheet-snapshots-v1')).keys()).length > 0)
    const starts: number[] = []
    await offline.setOffline(true)
    for (let run = 0; run < 5; run++) {
      await tool.goto('/tool?zip=54016')
      await tool.locator('article.company-card').first().waitFor()
      starts.push(await tool.evaluate(() => window.__bench!.firstCardAt))
    }
    const notice = await tool.locator('.snapshot-notice').first().textContent()
    report.warmOfflineStart = { runs: starts.map(round), medianNavigationToFirstResultMs: round(median(starts)), notice }
    await offline.close()
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
} finally {
  await browser.close()
  await preview.close()
  await sheetServer.close()
}

console.log(JSON.stringify(report, null, 2))
