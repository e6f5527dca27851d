// Phone-profile page speed for the public pages, Lighthouse-like: 4× CPU slowdown,
// 150 ms latency / 1.6 Mbps down / 750 kbps up, 412×823 at 1.75 DPR, cache disabled.
// Prints JSON: median LCP, CLS and TBT of 3 runs for each page, plus the landing page's
// initial JavaScript (gzip sizes of the scripts it requested from dist/).
// Run with `npm run perf` (builds first). No pass/fail exit code: it reports.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import type { Browser } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { startPreview } from './support/preview-server'

const ROUTES = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/tos']
const RUNS = 3
const QUIET_MS = 2000
const TARGETS = { lcpMs: 1800, cls: 0.02, landingInitialJsGzipKB: 110 }

interface RunResult {
  lcpMs: number
  lcpElement: string
  cls: number
  tbtMs: number
  fcpMs: number
  scripts: string[]
}

// Installed before any page script runs; buffered observers also see earlier entries.
const OBSERVERS = `
  window.__perf = { lcp: [], shifts: [], longtasks: [], fcp: 0 };
  const describe = (el) => el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : 'unknown';
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__perf.lcp.push({ time: e.renderTime || e.loadTime || e.startTime, element: describe(e.element), size: e.size });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__perf.shifts.push(e.value);
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__perf.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
`

interface PagePerf {
  lcp: { time: number; element: string; size: number }[]
  shifts: number[]
  longtasks: { start: number; duration: number }[]
  fcp: number
}

async function measure(browser: Browser, url: string): Promise<RunResult> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  // Nothing leaves the machine: anything not served by the preview server is refused.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.addInitScript(OBSERVERS)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  await page.goto(url, { waitUntil: 'load' })
  // Wait for a quiet period: no long task in the last QUIET_MS (at most 15 s).
  const deadline = Date.now() + 15_000
  for (;;) {
    const quiet = await page.evaluate((quietMs) => {
      const perf = (window as unknown as { __perf: PagePerf }).__perf
      const last = perf.longtasks.reduce((end, task) => Math.max(end, task.start + task.duration), 0)
      return performance.now() - Math.max(last, performance.getEntriesByType('navigation')[0]?.duration ?? 0) >= quietMs
    }, QUIET_MS)
    if (quiet || Date.now() > deadline) break
    await page.waitForTimeout(250)
  }
  const perf = await page.evaluate(() => (window as unknown as { __perf: PagePerf }).__perf)
  await context.close()

  const lastLcp = perf.lcp.at(-1)
  const tbtMs = perf.longtasks.reduce((total, task) => {
    const start = Math.max(task.start, perf.fcp)
    const end = task.start + task.duration
    const blocking = end - start - 50
    return end > perf.fcp && blocking > 0 ? total + blocking : total
  }, 0)
  return {
    lcpMs: Math.round(lastLcp?.time ?? NaN),
    lcpElement: lastLcp?.element ?? 'none',
    cls: Number(perf.shifts.reduce((sum, value) => sum + value, 0).toFixed(4)),
    tbtMs: Math.round(tbtMs),
    fcpMs: Math.round(perf.fcp),
    scripts: [...new Set(scripts)],
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

function gzipBytes(paths: string[]): number {
  return paths.reduce((total, path) => total + gzipSync(readFileSync(`dist${path}`), { level: 9 }).length, 0)
}

const server = await startPreview()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const report: Record<string, unknown> = {}
try {
  for (const route of ROUTES) {
    const runs: RunResult[] = []
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, server.url + route))
    const lcpElements = [...new Set(runs.map((run) => run.lcpElement))]
    report[route] = {
      lcpMs: median(runs.map((run) => run.lcpMs)),
      cls: median(runs.map((run) => run.cls)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      fcpMs: median(runs.map((run) => run.fcpMs)),
      lcpElement: lcpElements.join(' | '),
      runs: runs.map(({ lcpMs, cls, tbtMs }) => ({ lcpMs, cls, tbtMs })),
    }
    if (route === '/') {
      const scripts = runs[0]?.scripts ?? []
      const bytes = gzipBytes(scripts)
      report.landingInitialJs = { files: scripts, gzipBytes: bytes, gzipKB: Math.round(bytes / 10.24) / 100 }
    }
  }
} finally {
  await browser.close()
  await server.close()
}

const measured = ROUTES.map((route) => report[route] as { lcpMs: number; cls: number })
const js = report.landingInitialJs as { gzipKB: number } | undefined
report.targets = TARGETS
report.meetsTargets = {
  lcp: measured.every((page) => page.lcpMs <= TARGETS.lcpMs),
  cls: measured.every((page) => page.cls <= TARGETS.cls),
  landingInitialJs: js ? js.gzipKB <= TARGETS.landingInitialJsGzipKB : null,
}
console.log(JSON.stringify(report, null, 2))
