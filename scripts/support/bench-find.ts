// The Find box's speed figures, in a page that already has a large sheet loaded and the US ZIP
// dataset decoded: building the Find box's indexes (place index + partner counts, once,
// when the box first gets focus) and keystroke-to-suggestions over the whole place list
// and every partner. Reads window.__bench (bench-browser.ts's instrument: keydown to the
// next frame after the DOM changed).
import type { Page } from '@playwright/test'
import { findCopy } from '../../src/content/partners/find-copy'

const QUERIES = ['hudson', 'st paul mn', 'springfield', 'ft myers', 'mt vernon, wa', 'summit coat', 'river tree', 'sa']

interface BenchWindow {
  __bench: { latencies: number[]; keyDownAt: number }
}

const round = (value: number) => Math.round(value * 10) / 10

export async function findSuggestionFigures(page: Page) {
  const box = page.getByRole('combobox', { name: findCopy.label })
  const since = await page.evaluate(() => performance.now())
  await box.focus()
  await page.waitForFunction(
    (start) => performance.getEntriesByName('find:index').some((entry) => entry.startTime >= start),
    since,
    { timeout: 60_000 },
  )
  const [indexMs, placeIndexMs] = await page.evaluate(
    (start) =>
      ['find:index', 'find:place-index'].map(
        (name) => performance.getEntriesByName(name).find((entry) => entry.startTime >= start)!.duration,
      ),
    since,
  )
  await page.waitForTimeout(500)
  await page.evaluate(() => ((window as unknown as BenchWindow).__bench.latencies.length = 0))
  for (const query of QUERIES) {
    await box.fill('')
    await page.waitForTimeout(100)
    await page.evaluate(() => ((window as unknown as BenchWindow).__bench.keyDownAt = 0))
    for (const character of query) {
      await page.keyboard.type(character)
      await page.waitForTimeout(40)
    }
  }
  const latencies = (await page.evaluate(() => (window as unknown as BenchWindow).__bench.latencies)).sort(
    (a, b) => a - b,
  )
  return {
    indexBuildMs: round(indexMs!),
    placeIndexMs: round(placeIndexMs!),
    keystrokes: latencies.length,
    medianMs: round(latencies[latencies.length >> 1] ?? Number.NaN),
    p95Ms: round(latencies[Math.floor(latencies.length * 0.95)] ?? Number.NaN),
    maxMs: round(latencies.at(-1) ?? Number.NaN),
  }
}

/** For a page without bench-browser.ts's instrument: the same keydown-to-frame-after-the-DOM-changed latencies. */
export function instrumentKeystrokes() {
  const bench = { keyDownAt: 0, latencies: [] as number[] }
  ;(window as unknown as BenchWindow).__bench = bench
  document.addEventListener('keydown', () => (bench.keyDownAt = performance.now()), true)
  new MutationObserver(() => {
    if (!bench.keyDownAt) return
    const pressed = bench.keyDownAt
    bench.keyDownAt = 0
    requestAnimationFrame(() => bench.latencies.push(performance.now() - pressed))
  }).observe(document, { subtree: true, childList: true, characterData: true })
}
