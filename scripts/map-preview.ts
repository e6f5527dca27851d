// Looks at the maps in real Chromium before they are wired into the tool: builds a small harness page
// (scripts/map-harness/), writes screenshots of the lead map (fixture partners around Roberts, WI) and
// the coverage overview (a made-up 10,000-partner network) at 390 and 1280 px into screenshots/, and
// times lead-map redraws at 10,000 partners. Prints JSON; nothing is asserted.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { leadMapRedraws, overviewLongTasks, startMapHarness } from './support/map-harness-server'

const port = Number(process.env.E2E_PORT ?? 4195)
const harness = await startMapHarness(port)
const base = harness.url
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

    // The overview as the page draws it: its main-thread tasks over 50 ms.
    report[`coverageLongTasks${width}`] = await overviewLongTasks(page, base)
    const coverageFile = `screenshots/map-coverage-${width}.png`
    await page.screenshot({ path: coverageFile, fullPage: true })
    ;(report.screenshots as string[]).push(coverageFile)
    report.coverage = {
      coveredZips: Number(await page.evaluate(() => document.body.dataset.coveredZips)),
      targetAreas: Number(await page.evaluate(() => document.body.dataset.targetAreas)),
      canvasName: await page.locator('canvas[role="img"]').getAttribute('aria-label'),
    }
    await page.close()
  }

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  page.on('pageerror', (error) => console.error('page error:', error.message))
  report.leadMapRedraw = await leadMapRedraws(page, base)
  await page.close()
} finally {
  await browser.close()
  await harness.close()
}
console.log(JSON.stringify(report, null, 2))
