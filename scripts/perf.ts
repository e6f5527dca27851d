// Page speed of the production build, measured by Lighthouse itself (12.8, programmatic).
// `/`, `/schedule` and `/tos` on Lighthouse's mobile default (simulated slow 4G, 4× CPU),
// `/tool` on its desktop preset. Each page runs RUNS times; the script prints the median of
// each figure as JSON: category scores (0–100), FCP, LCP, TBT, CLS and Speed Index, plus the
// landing page's initial JavaScript (gzip sizes of the scripts Lighthouse saw it request).
// Run with `npm run perf` (builds first), or `npx tsx scripts/perf.ts /tos` for some pages.
// No pass/fail exit code: it reports; the targets are in README.md.
//
// Nothing leaves the machine: Chromium resolves every host but 127.0.0.1 to a local server that accepts each
// connection and never answers (--host-resolver-rules). The only such request is /schedule's booking frame
// (the scheduling service's origin): measured as a third party still loading, not as one failing at once,
// which Lighthouse's simulation would put on the path to the first paint. The figures are this site's own.
// Each page lists the off-machine URLs it tried (`blockedRequests`).
import { readFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import type { Config, Flags, Result } from 'lighthouse'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { startPreview } from './support/preview-server'

const MOBILE_PAGES = ['/', '/schedule', '/tos']
const DESKTOP_PAGES = ['/tool']
const RUNS = 3
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const

const pages = process.argv.slice(2).length ? process.argv.slice(2) : [...MOBILE_PAGES, ...DESKTOP_PAGES]
/** The build to serve (PERF_DIST=dist-before to measure a copy of an older build). */
const outDir = process.env.PERF_DIST || 'dist'
/** Lighthouse sometimes records no trace on a loaded machine (NO_NAVSTART); such a run is repeated, never counted. */
const ATTEMPTS_PER_RUN = 3

type Figures = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS, number>

function figuresOf(lhr: Result): Figures {
  const figures = {} as Figures
  for (const category of CATEGORIES) figures[category] = Math.round((lhr.categories[category]?.score ?? NaN) * 100)
  for (const [name, audit] of Object.entries(METRICS) as [keyof typeof METRICS, string][]) {
    const value = lhr.audits[audit]?.numericValue ?? NaN
    figures[name] = name === 'cls' ? Number(value.toFixed(3)) : Math.round(value)
  }
  return figures
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

/** The same-origin scripts a run requested, as paths under dist/. */
function scriptsRequested(lhr: Result, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details as
    { items?: { url: string; resourceType?: string }[] } | undefined
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin + '/'))
    .map((item) => new URL(item.url).pathname)
}

/** URLs a run asked for that are not on the preview server (all refused by the resolver rule). */
function offMachineRequests(lhr: Result, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined
  return (details?.items ?? [])
    .map((item) => item.url)
    .filter((url) => /^(https?|wss?):/.test(url) && !url.startsWith(origin + '/'))
}

/** Audits that did not score 1, so a figure below 100 says why. */
function failedAudits(lhr: Result): string[] {
  const ids = new Set(
    CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 || category !== 'performance')
        .map((ref) => ref.id),
    ),
  )
  return [...ids].filter((id) => {
    const audit = lhr.audits[id]
    return (
      audit &&
      audit.score !== null &&
      audit.score < 1 &&
      audit.scoreDisplayMode !== 'informative' &&
      audit.scoreDisplayMode !== 'notApplicable'
    )
  })
}

/** One Lighthouse run in a fresh Chromium, so no run inherits another's caches or service worker. */
async function lighthouseRun(url: string, config: Config | undefined): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await lighthouseAttempt(url, config)
    if (!lhr.runtimeError) return lhr
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    console.error(`${url}: ${lhr.runtimeError.code}, running it again`)
  }
}

async function lighthouseAttempt(url: string, config: Config | undefined): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      ...chromiumArgs,
      `--host-resolver-rules=MAP * 127.0.0.1:${thirdPartyPort}, EXCLUDE 127.0.0.1`,
    ],
    logLevel: 'silent',
  })
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }
    const result = await lighthouse(url, flags, config)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

const thirdParty = createServer(() => {})
await new Promise<void>((resolve) => thirdParty.listen(0, '127.0.0.1', resolve))
const thirdPartyPort = (thirdParty.address() as AddressInfo).port
const server = await startPreview({ outDir })
const report: Record<string, unknown> = {}
try {
  for (const page of pages) {
    const desktop = DESKTOP_PAGES.includes(page)
    const config: Config | undefined = desktop ? desktopConfig : undefined
    const runs: { figures: Figures; failed: string[]; scripts: string[]; blocked: string[] }[] = []
    for (let run = 0; run < RUNS; run += 1) {
      const lhr = await lighthouseRun(server.url + page, config)
      runs.push({
        figures: figuresOf(lhr),
        failed: failedAudits(lhr),
        scripts: scriptsRequested(lhr, server.url),
        blocked: offMachineRequests(lhr, server.url),
      })
      console.error(`${page} run ${run + 1}/${RUNS}: ${JSON.stringify(runs.at(-1)!.figures)}`)
    }
    const medians = {} as Figures
    for (const name of Object.keys(runs[0]!.figures) as (keyof Figures)[])
      medians[name] = median(runs.map((run) => run.figures[name]))
    report[page] = {
      preset: desktop ? 'desktop' : 'mobile',
      ...medians,
      failedAudits: [...new Set(runs.flatMap((run) => run.failed))],
      blockedRequests: [...new Set(runs.flatMap((run) => run.blocked))],
    }
    if (page === '/') {
      const scripts = [...new Set(runs[0]!.scripts)]
      const bytes = scripts.reduce(
        (total, path) => total + gzipSync(readFileSync(`${outDir}${path}`), { level: 9 }).length,
        0,
      )
      report.landingInitialJs = { files: scripts, gzipBytes: bytes, gzipKB: Math.round(bytes / 10.24) / 100 }
    }
  }
} finally {
  await server.close()
  thirdParty.close()
}
// Lighthouse's TBT and its simulated timings scale with the CPU time the page took here: a busy machine inflates them.
report.loadAverage = loadavg().map((load) => Number(load.toFixed(2)))
console.log(JSON.stringify(report, null, 2))
