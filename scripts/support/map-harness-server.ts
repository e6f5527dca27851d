// Builds the maps' harness page (scripts/map-harness/) into .bench/map-harness and serves it on
// 127.0.0.1: the maps outside the tool, for scripts/map-preview.ts and `npm run bench:browser -- --maps`.
import { rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build, preview } from 'vite'
import { usOutlinesPlugin } from '../../build/us-outlines-plugin.ts'

const outDir = '.bench/map-harness'

export async function startMapHarness(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  rmSync(outDir, { recursive: true, force: true })
  await build({
    configFile: false,
    root: 'scripts/map-harness',
    base: './',
    logLevel: 'error',
    publicDir: false,
    plugins: [react(), usOutlinesPlugin()],
    build: { outDir: `${process.cwd()}/${outDir}`, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  })
  const server = await preview({
    configFile: false,
    root: process.cwd(),
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  })
  return {
    url: `http://127.0.0.1:${port}/index.html`,
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  }
}

/**
 * The Admin overview as the page draws it (lazy chunk, per-state table, canvas) for a made-up network: its main-thread tasks over 50 ms, [ms after the first render, duration].
 */
export async function overviewLongTasks(page: Page, harnessUrl: string, partners = 10_000, zipsPerPartner = 200) {
  await page.goto(`${harnessUrl}?view=coverage&partners=${partners}&zips=${zipsPerPartner}`, { timeout: 120_000 })
  await page.locator('canvas[role="img"][data-drawn="true"]').waitFor({ timeout: 60_000 })
  await page.waitForTimeout(300)
  const tasks = await page.evaluate(() => window.overviewLongTasks ?? [])
  return {
    count: tasks.length,
    longestMs: Math.round(Math.max(0, ...tasks.map((task) => task.ms))),
    tasks: tasks.map((task) => [Math.round(task.start), Math.round(task.ms)]),
  }
}

/** Lead-map redraws for 30 new leads at 10,000 partners, and the overview's drawing in steps (harness ?view=bench). */
export async function leadMapRedraws(page: Page, harnessUrl: string) {
  await page.goto(`${harnessUrl}?view=bench`)
  await page.waitForFunction(() => document.body.dataset.ready === 'true')
  return page.evaluate(() => window.runRedrawBench!(31))
}
