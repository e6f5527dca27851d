// The Search tab as a setter first sees it: for each viewport, the bundled demo sheet, ZIP 54016 typed
// key by key, then where the ZIP box and the first cards' names and Schedule links sit (y of their bottom
// edge; in view when ≤ the viewport height) with no scrolling, and the layout shifts while typing
// (`all` counts shifts right after a key too, which CLS excludes). Run `npm run bench:search-screen`
// after `npm run build:e2e`; pass `--shots DIR` to also save a screenshot per viewport.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { startPreview } from './support/preview-server'
import { searchCopy } from '../src/content/tool-copy'

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]
const shotsAt = process.argv.includes('--shots') ? process.argv[process.argv.indexOf('--shots') + 1] : null
if (shotsAt) mkdirSync(shotsAt, { recursive: true })

const server = await startPreview()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const results = []
try {
  for (const viewport of VIEWPORTS) {
    const page = await browser.newPage({ viewport })
    await page.addInitScript(() => {
      const shifts = { cls: 0, all: 0 }
      ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          shifts.all += entry.value
          if (!entry.hadRecentInput) shifts.cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(`${server.url}/tool`)
    await page.getByText(/^Loaded \d+ companies\.$/).waitFor()
    await page.evaluate(() => Object.assign((window as unknown as { __shifts: object }).__shifts, { cls: 0, all: 0 }))
    await page.getByLabel(searchCopy.zipLabel).pressSequentially('54016', { delay: 60 })
    await page.getByText(/match ZIP 54016\.$/).waitFor()
    await page.waitForTimeout(500)
    // Plain code only: tsx wraps named functions in a helper the page does not have.
    const measured = await page.evaluate(() => ({
      scrollY: window.scrollY,
      zipBoxBottom: Math.round(document.querySelector('#zip-input')!.getBoundingClientRect().bottom),
      cards: [...document.querySelectorAll('section[aria-label="Matching partners"] article.partner-card')]
        .slice(0, 3)
        .map((card) => ({
          name: card.querySelector('h3')?.textContent,
          nameBottom: Math.round(card.querySelector('h3')!.getBoundingClientRect().bottom),
          scheduleBottom: Math.round(
            card.querySelector('.partner-actions a.button')?.getBoundingClientRect().bottom ?? -1,
          ),
          height: Math.round(card.getBoundingClientRect().height),
        })),
      shifts: (window as unknown as { __shifts: { cls: number; all: number } }).__shifts,
    }))
    results.push({ viewport: `${viewport.width}×${viewport.height}`, ...measured })
    if (shotsAt) await page.screenshot({ path: `${shotsAt}/search-${viewport.width}.png` })
    await page.close()
  }
} finally {
  await browser.close()
  await server.close()
}
console.log(JSON.stringify(results, null, 2))
