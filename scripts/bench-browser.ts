// Browser figures for the setter tool, measured in Debian's Chromium against the
// production build (npm run bench:browser builds it first). Prints JSON; never a test.
//  - Refresh of a 10,000-partner x 200-ZIP sheet (~18 MB) to "Loaded …", per stage (download, the
//    worker's parse, render) and main-thread long tasks: with and without the service worker in the
//    path, under Playwright and over a bare DevTools connection (no Network domain: the app's own
//    cost); and the same Refresh of a realistic 500 x 50 sheet over a bare connection
//  - the first complete ZIP with that sheet loaded: nearby-search preparation and main-thread long tasks
//  - keystroke-to-results latency in the ZIP box with that sheet loaded
//  - warm offline start: navigation to the first search result, service worker and snapshot in place
//  - the maps, at 10,000 partners x 200 ZIPs, on the maps' harness page (scripts/map-harness/):
//    lead-map redraw for a new lead (cold: layout, React render and commit, the browser's style and
//    layout; warm: the same lead again), and the Admin overview's main-thread tasks over 50 ms
// `npm run bench:browser -- --maps` runs the map figures only (the harness on port MAP_HARNESS_PORT, default 4195).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { useSheetInAdmin } from './support/admin-setup'
import { measureBareRefresh } from './support/bare-refresh'
import { findSuggestionFigures } from './support/bench-find'
import { measureRouting } from './support/bench-routing'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { generateSheetCsv } from './support/generate-sheet'
import { leadMapRedraws, overviewLongTasks, startMapHarness } from './support/map-harness-server'
import { startPreview } from './support/preview-server'
import { clickRefresh, instrumentRefresh, readPage, refreshStages, type PageReading } from './support/refresh-timeline'
import { startSheetServer } from './support/sheet-server'
import { sheetMessages } from '../src/partners/messages'
import { searchCopy } from '../src/content/tool-copy'

declare global {
  interface Window {
    __bench?: { keyDownAt: number; latencies: number[]; firstCardAt: number; longTasks: [number, number][] }
  }
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const round = (value: number) => Math.round(value * 10) / 10

/** Installed before any page script: keystroke-to-render latency, first card time. */
function instrument() {
  const bench = { keyDownAt: 0, latencies: [] as number[], firstCardAt: 0, longTasks: [] as [number, number][] }
  window.__bench = bench
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask', buffered: true })
  document.addEventListener('keydown', () => (bench.keyDownAt = performance.now()), true)
  new MutationObserver(() => {
    if (!bench.firstCardAt && document.querySelector('article.partner-card')) bench.firstCardAt = performance.now()
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
  await useSheetInAdmin(page, url)
}

/** The map figures, on the maps' harness page (its own build, server and browser). */
async function mapFigures() {
  const harness = await startMapHarness(Number(process.env.MAP_HARNESS_PORT ?? 4195))
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    return {
      leadMapRedraw: await leadMapRedraws(page, harness.url),
      coverageOverviewLongTasks: await overviewLongTasks(page, harness.url),
      coverageOverviewLongTasksAt500x50: await overviewLongTasks(page, harness.url, 500, 50),
    }
  } finally {
    await browser.close()
    await harness.close()
  }
}

if (process.argv.includes('--maps')) {
  console.log(JSON.stringify({ maps: await mapFigures() }, null, 2))
  process.exit(0)
}

const largeCsv = generateSheetCsv({ companies: 10_000, zipsPerCompany: 200, seed: 7 })
const sampleZips = [...new Set(largeCsv.match(/\b\d{5}\b/g) ?? [])].slice(500, 520)
const sheetServer = await startSheetServer(largeCsv)
const preview = await startPreview()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const report: Record<string, unknown> = { sheetBytes: Buffer.byteLength(largeCsv) }

/** Playwright: points the tool at the sheet, waits for it, then times one Refresh. */
async function playwrightRefresh(page: Page, serviceWorker: boolean) {
  await useSheet(page, sheetServer.sheetUrl)
  await page.locator('.status-line', { hasText: sheetMessages.loaded(10_000) }).waitFor({ timeout: 120_000 })
  // Let the first load's snapshot write and garbage settle.
  await page.waitForTimeout(1500)
  if (serviceWorker && !(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    throw new Error('No service worker in the path')
  await page.evaluate(clickRefresh)
  await page.waitForFunction(() => (window.__refresh?.loadedAt ?? 0) > 0, undefined, { timeout: 120_000, polling: 50 })
  await page.waitForTimeout(1000)
  return refreshStages(await page.evaluate<PageReading>(readPage))
}

const runs = Number(process.env.BENCH_RUNS ?? 2)
const median = <T>(results: T[], key: (result: T) => number | null) =>
  [...results].sort((a, b) => (key(a) ?? 0) - (key(b) ?? 0))[results.length >> 1]!

try {
  // Refresh of the large sheet: with the service worker in the path (as setters run the tool) and without.
  const refresh: Record<string, unknown> = {}
  for (const serviceWorker of [true, false]) {
    const results = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        baseURL: preview.url,
        serviceWorkers: serviceWorker ? 'allow' : 'block',
      })
      await context.addInitScript(instrumentRefresh)
      const page = await context.newPage()
      if (serviceWorker) {
        await page.goto('/tool')
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
      }
      results.push(await playwrightRefresh(page, serviceWorker))
      await context.close()
    }
    const { longTasks: _, ...result } = median(results, (r) => r.refreshToLoadedMs)
    refresh[serviceWorker ? 'playwrightWithServiceWorker' : 'playwrightNoServiceWorker'] = {
      runs: results.map((r) => r.refreshToLoadedMs),
      ...result,
    }
  }
  for (const serviceWorker of [true, false]) {
    const results = []
    for (let run = 0; run < runs; run++) {
      results.push(
        await measureBareRefresh({
          previewUrl: preview.url,
          sheetUrl: sheetServer.sheetUrl,
          companies: 10_000,
          serviceWorker,
        }),
      )
    }
    const { longTasks: _, ...result } = median(results, (r) => r.refreshToLoadedMs)
    refresh[serviceWorker ? 'bareConnectionWithServiceWorker' : 'bareConnectionNoServiceWorker'] = {
      runs: results.map((r) => r.refreshToLoadedMs),
      ...result,
    }
  }
  report.largeSheetRefresh = refresh
  // A realistic sheet (500 partners x 50 ZIPs), as setters run the tool: service worker, bare connection.
  const realisticServer = await startSheetServer(generateSheetCsv({ companies: 500, zipsPerCompany: 50, seed: 7 }))
  try {
    const results = []
    for (let run = 0; run < runs; run++)
      results.push(
        await measureBareRefresh({
          previewUrl: preview.url,
          sheetUrl: realisticServer.sheetUrl,
          companies: 500,
          serviceWorker: true,
        }),
      )
    const { longTasks: _, ...result } = median(results, (r) => r.refreshToLoadedMs)
    report.realisticSheetRefresh = { runs: results.map((r) => r.refreshToLoadedMs), ...result }
  } finally {
    await realisticServer.close()
  }

  // Keystroke-to-results with the large sheet loaded (no service worker).
  const context = await browser.newContext({ baseURL: preview.url, serviceWorkers: 'block' })
  await context.addInitScript(instrument)
  const page = await context.newPage()
  await useSheet(page, sheetServer.sheetUrl)
  await page.locator('.status-line', { hasText: sheetMessages.loaded(10_000) }).waitFor({ timeout: 120_000 })

  const zipBox = page.getByLabel(searchCopy.zipLabel)
  // The first complete ZIP loads the US ZIP asset and prepares the nearby search for this
  // sheet (decoding and resolving every Target Area in the geo worker). Main-thread long tasks from
  // the first digit until the nearby partners are rendered.
  await page.waitForTimeout(1500)
  await page.evaluate(() => (window.__bench!.longTasks.length = 0))
  const firstZipAt = await page.evaluate(() => performance.now())
  await zipBox.pressSequentially(sampleZips[0]!, { delay: 30 })
  // Admin's coverage overview may already have prepared the sheet shown before (the demo sheet): wait for this one's.
  await page.waitForFunction(
    (since) => performance.getEntriesByName('geo:prepare').some((entry) => entry.startTime >= since),
    firstZipAt,
    {
      timeout: 60_000,
    },
  )
  // The render of the nearby partners follows the prepared search.
  await page.waitForTimeout(1000)
  const firstZip = await page.evaluate(
    (since) => ({
      prepareMs:
        performance.getEntriesByName('geo:prepare').find((entry) => entry.startTime >= since)?.duration ?? Number.NaN,
      longTasks: window.__bench!.longTasks,
    }),
    firstZipAt,
  )
  const tasksSinceFirstDigit = firstZip.longTasks.filter(([start]) => start >= firstZipAt)
  report.firstCompleteZip = {
    companies: 10_000,
    prepareNearbyMs: round(firstZip.prepareMs),
    longTasksOver50ms: tasksSinceFirstDigit.length,
    maxLongTaskMs: round(Math.max(0, ...tasksSinceFirstDigit.map(([, duration]) => duration))),
  }

  // Keystroke-to-results over more ZIPs, with the dataset and the nearby search ready.
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
    medianMs: round(medianOf(latencies)),
    p95Ms: round([...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.95)] ?? 0),
    maxMs: round(Math.max(...latencies)),
  }
  report.findSuggestions = await findSuggestionFigures(page)
  report.leadRouting = await measureRouting(page, sampleZips)
  await context.close()

  // 3: warm offline start with the service worker installed and a snapshot saved.
  const profile = mkdtempSync(join(tmpdir(), 'bench-offline-'))
  try {
    const offline = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      baseURL: preview.url,
    })
    await offline.addInitScript(instrument)
    const tool = await offline.newPage()
    await tool.goto('/tool')
    await tool.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await tool.locator('.status-line', { hasText: sheetMessages.loaded(25) }).waitFor()
    await tool.waitForFunction(async () => (await (await caches.open('sheet-snapshots-v1')).keys()).length > 0)
    const starts: number[] = []
    await offline.setOffline(true)
    for (let run = 0; run < 5; run++) {
      await tool.goto('/tool?zip=54016')
      await tool.locator('article.partner-card').first().waitFor()
      starts.push(await tool.evaluate(() => window.__bench!.firstCardAt))
    }
    const notice = await tool.locator('.snapshot-notice').first().textContent()
    report.warmOfflineStart = {
      runs: starts.map(round),
      medianNavigationToFirstResultMs: round(medianOf(starts)),
      notice,
    }
    await offline.close()
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
} finally {
  await browser.close()
  await preview.close()
  await sheetServer.close()
}
report.maps = await mapFigures()

console.log(JSON.stringify(report, null, 2))
