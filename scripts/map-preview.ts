// Looks at the maps in real Chromium before they are wired into the tool: builds a small harness page
// (scripts/map-harness/), writes screenshots of the lead map (fixture partners around Roberts, WI) and
// the coverage overview (a made-up 10,000-partner network) at 390 and 1280 px into screenshots/, and
// times lead-map redraws at 10,000 partners. Prints JSON; nothing is asserted.
import { mkdirSync, rmSync } from 'node:fs'
import { chromium } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build, preview } from 'vite'
import { usOutlinesPlugin } from '../build/us-outlines-plugin.ts'
import { chromiumArgs, chromiumPath } from './support/chromium'

const outDir = '.bench/map-harness'
const port = Number(process.env.E2E_PORT ?? 4195)

rmSync(outDir, { recursive: true, force: true })
await build({
  configFile: false,
  root: 'scripts/map-harness',
  base: './',
  logLevel: 'warn',
  publicDir: false,
  plugins: [react(), usOutlinesPlugin()],
  build: { outDir: `${process.cwd()}/${outDir}`, emptyOutDir: true },
})
const server = await preview({
  configFile: false,
  root: process.cwd(),
  logLevel: 'silent',
  build: { outDir },
  preview: { host: '127.0.0.1', port, strictPort: true, open: false },
})
const base = `http://127.0.0.1:${port}/index.html`
mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const report: Record<string, unknown> = { screenshots: [] as string[] }
try {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    page.on('pageerror', (error) => console.error('page error:', error.message))
    for (const highlight of ['', 'acme']) {
      await page.goto(`${base}?view=lead&highlight=${highlight}`)
      if (width < 640) await page.getByRole('button', { name: 'Show map' }).click()
      await page.locator('svg[role="img"]').waitFor()
      const leadFile = `screenshots/map-lead-${width}${highlight ? '-highlighted' : ''}.png`
      await page.screenshot({ path: leadFile, fullPage: true })
      ;(report.screenshots as string[]).push(leadFile)
      report[`leadMapName${width}`] = await page.locator('svg[role="img"]').getAttribute('aria-label')
    }
    // A click on a mark hands its partner id to onMarkClick (the harness shows it on <body>).
    await page.locator('[data-partner-id="bluff"] .map-base').click({ force: true })
    report[`clickedMark${width}`] = await page.evaluate(() => document.body.dataset.clickedPartner)

    await page.goto(`${base}?view=coverage`, { timeout: 120_000 })
    await page.locator('canvas[role="img"][data-drawn="true"]').waitFor({ timeout: 60_000 })
    await page.waitForTimeout(300)
    const longTasks = await page.evaluate(() => window.overviewLongTasks ?? [])
    const coverageFile = `screenshots/map-coverage-${width}.png`
    await page.screenshot({ path: coverageFile, fullPage: true })
    ;(report.screenshots as string[]).push(coverageFile)
    report.coverage = {
      coveredZips: Number(await page.evaluate(() => document.body.dataset.coveredZips)),
      targetAreas: Number(await page.evaluate(() => document.body.dataset.targetAreas)),
      canvasName: await page.locator('canvas[role="img"]').getAttribute('aria-label'),
    }
    // The overview as the page draws it (lazy chunk, table, canvas in slices): its main-thread tasks over 50 ms.
    report[`coverageLongTasks${width}`] = { count: longTasks.length, longestMs: Math.round(Math.max(0, ...longTasks.map((task) => task.ms))), tasks: longTasks.map((task) => [Math.round(task.start), Math.round(task.ms)]) }
    await page.close()
  }

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await page.goto(`${base}?view=bench`)
  await page.waitForFunction(() => document.body.dataset.ready === 'true')
  report.leadMapRedraw = await page.evaluate(() => window.runRedrawBench!(31))
  await page.close()
} finally {
  await browser.close()
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
}
console.log(JSON.stringify(report, null, 2))
