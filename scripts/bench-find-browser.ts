// The Find box figures alone (npm run bench:browser includes them): a 10,000-partner x
// 200-ZIP sheet, the whole US place list. Needs a build (npm run build:e2e). Prints JSON.
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { sheetMessages } from '../src/partners/messages'
import { useSheetInAdmin } from './support/admin-setup'
import { findSuggestionFigures, instrumentKeystrokes } from './support/bench-find'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { generateSheetCsv } from './support/generate-sheet'
import { startPreview } from './support/preview-server'
import { startSheetServer } from './support/sheet-server'

const sheetServer = await startSheetServer(generateSheetCsv({ companies: 10_000, zipsPerCompany: 200, seed: 7 }))
const preview = await startPreview()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const runs = []
  for (let run = 0; run < Number(process.env.BENCH_RUNS ?? 2); run++) {
    const context = await browser.newContext({ baseURL: preview.url, serviceWorkers: 'block' })
    await context.addInitScript(instrumentKeystrokes)
    const page = await context.newPage()
    await page.goto('/tool?tab=admin')
    await useSheetInAdmin(page, sheetServer.sheetUrl)
    await page.locator('.status-line', { hasText: sheetMessages.loaded(10_000) }).waitFor({ timeout: 120_000 })
    runs.push(await findSuggestionFigures(page))
    await context.close()
  }
  console.log(JSON.stringify({ companies: 10_000, runs, loadAverage: loadavg().map((n) => n.toFixed(2)) }, null, 2))
} finally {
  await browser.close()
  await preview.close()
  await sheetServer.close()
}
