// Full-page screenshots of the public pages at phone (360 px) and desktop (1280 px) width, and of the
// setter tool's maps (the Search tab with a lead map, Admin's coverage overview; bundled demo sheet) at
// 390 px and 1280 px, written to screenshots/ (git-ignored). Run with `npm run screenshots`, which builds first.
// Every request that is not for the local preview server (the booking widget's origin)
// is answered by a small local stand-in page: nothing leaves the machine.
import { mkdirSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { startPreview } from './support/preview-server'

const PAGES = [
  { path: '/', name: 'landing' },
  { path: '/schedule', name: 'schedule' },
  { path: '/tos', name: 'terms' },
]
const WIDTHS = [360, 1280]
const OUT_DIR = 'screenshots'
/** The maps of the setter tool, drawn from the bundled demo sheet (partners around Hudson, WI). */
const MAP_PAGES = [
  { path: '/tool?zip=54023', name: 'tool-search-map', ready: 'svg.lead-map-svg' },
  { path: '/tool?tab=admin', name: 'tool-admin-coverage', ready: 'canvas.coverage-canvas' },
]
const MAP_WIDTHS = [390, 1280]

const FAKE_WIDGET = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Booking widget stand-in</title></head>
<body style="margin:0;font:16px system-ui;display:grid;place-items:center;height:100vh;background:#fafafa;color:#333">
<p>Booking widget stand-in (local)</p></body></html>`

mkdirSync(OUT_DIR, { recursive: true })
/** A full-page picture in OUT_DIR, named by page and width; says when the page scrolls sideways. */
async function saveScreenshot(page: Page, name: string, width: number) {
  const file = `${OUT_DIR}/${name}-${width}.png`
  await page.screenshot({ path: file, fullPage: true })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  console.log(`${file}${overflow > 0 ? `  (horizontal overflow: ${overflow}px)` : ''}`)
}

const server = await startPreview()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 700 ? 740 : 900 },
      serviceWorkers: 'block',
    })
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: FAKE_WIDGET })
        : route.abort(),
    )
    const page = await context.newPage()
    for (const { path, name } of PAGES) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' })
      // Scroll through the page so scroll-triggered effects have run, then settle at the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 40))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForTimeout(900)
      await saveScreenshot(page, name, width)
    }
    await context.close()
  }
  for (const width of MAP_WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 700 ? 844 : 900 },
      serviceWorkers: 'block',
    })
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort())
    const page = await context.newPage()
    for (const { path, name, ready } of MAP_PAGES) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' })
      // Narrow screens keep the lead map behind "Show map": open it (the choice is kept for the next page).
      const showMap = page.getByRole('button', { name: 'Show map' })
      if (await showMap.isVisible().catch(() => false)) await showMap.click()
      await page.locator(ready).waitFor({ timeout: 15_000 })
      await page.waitForTimeout(500)
      await saveScreenshot(page, name, width)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}
