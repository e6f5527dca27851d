// The routing figures, on a page showing the Search tab with a large sheet loaded: keystroke-to-results
// with a service chosen, and how long changing the service choice takes to re-render.
import type { Page } from '@playwright/test'
import { searchCopy } from '../../src/content/tool-copy'

declare global {
  interface Window {
    __routing?: { startedAt: number; toCommit: number[]; toFrame: number[]; toPaint: Map<number, number> }
  }
}

/** Installed once: from a key or click to the DOM change it caused (React's commit) and to the next frame. */
function instrumentRouting() {
  if (window.__routing) return
  const bench = { startedAt: 0, toCommit: [] as number[], toFrame: [] as number[], toPaint: new Map<number, number>() }
  window.__routing = bench
  // Event Timing: from the key to the next paint, per interaction (Chromium rounds it to 8 ms; under 16 ms is not reported).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      if (entry.interactionId)
        bench.toPaint.set(entry.interactionId, Math.max(bench.toPaint.get(entry.interactionId) ?? 0, entry.duration))
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
  for (const type of ['keydown', 'click'])
    document.addEventListener(type, () => (bench.startedAt = performance.now()), true)
  new MutationObserver(() => {
    if (!bench.startedAt) return
    const started = bench.startedAt
    bench.startedAt = 0
    bench.toCommit.push(performance.now() - started)
    requestAnimationFrame(() => bench.toFrame.push(performance.now() - started))
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0) * 10) / 10
  return { samples: sorted.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) }
}

async function takeReadings(page: Page) {
  await page.waitForTimeout(300)
  return page.evaluate(() => {
    const bench = window.__routing!
    const readings = { toCommit: bench.toCommit, toFrame: bench.toFrame, toPaint: [...bench.toPaint.values()] }
    bench.toCommit = []
    bench.toFrame = []
    bench.toPaint.clear()
    return readings
  })
}

/** On a Search tab with the sheet loaded: `zips` typed with a service chosen, then `switches` service changes. */
export async function measureRouting(page: Page, zips: readonly string[], switches = 30, service = 1) {
  await page.evaluate(instrumentRouting)
  const services = page.locator('.service-filter input[type=radio]')
  const serviceCount = await services.count()
  await services.nth(service).check()
  const zipBox = page.getByLabel(searchCopy.zipLabel)
  await takeReadings(page)
  for (const zip of zips) {
    await zipBox.fill('')
    for (const digit of zip) {
      await zipBox.press(digit)
      await page.waitForTimeout(30)
    }
  }
  const typing = await takeReadings(page)

  await zipBox.fill(zips[0]!)
  await page.waitForTimeout(500)
  await takeReadings(page)
  for (let i = 0; i < switches; i++) {
    await services.nth(i % serviceCount).click()
    await page.waitForTimeout(50)
  }
  const switching = await takeReadings(page)
  return {
    services: serviceCount - 1,
    keystrokeToResultsWithServiceChosen: summary(typing.toFrame),
    keystrokeToPaintByEventTiming: {
      keystrokes: typing.toFrame.length,
      over16Ms: typing.toPaint.length,
      ...summary(typing.toPaint),
    },
    serviceChangeToCommit: summary(switching.toCommit),
    serviceChangeToNextFrame: summary(switching.toFrame),
  }
}
