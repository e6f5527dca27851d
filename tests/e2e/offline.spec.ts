import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/support/chromium'
import type { BrowserContext } from '@playwright/test'
import { installWithSnapshot, resultCount, statusLine, waitForServiceWorkerControl } from '../support/tool-page'
import { sheetServerForSpec } from '../support/spec-sheet-server'
import { startStaticServer } from '../support/static-server'
import { test, expect } from './fixtures'

test.use({ serviceWorkers: 'allow' })

const sheetServer = sheetServerForSpec(test)

async function goOffline(context: BrowserContext) {
  sheetServer.setMode('down')
  await context.setOffline(true)
}

test('offline start: the tool renders and searches from the snapshot, and says so', async ({ page, context }) => {
  await installWithSnapshot(page, sheetServer, 3)
  await goOffline(context)
  await page.reload()
  await expect(statusLine(page)).toHaveText('Loaded 3 companies.')
  await expect(page.locator('.snapshot-notice')).toContainText('Offline — showing the copy saved')
  await page.getByLabel('ZIP code').fill('54016')
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
  await expect(page.locator('article.partner-card h3')).toHaveText(['Fixture Floors', 'Fixture Trees'])
})

test('a 500 is reported while the snapshot keeps the cards on screen', async ({ page }) => {
  await installWithSnapshot(page, sheetServer, 3)
  sheetServer.setMode('500')
  await page.reload()
  await expect(statusLine(page)).toContainText('Failed to load data. Check the CSV URL in Admin tab.')
  await expect(statusLine(page)).toContainText('HTTP 500')
  await expect(page.locator('.snapshot-notice')).toContainText('showing the copy saved')
  await page.getByLabel('ZIP code').fill('54016')
  await expect(resultCount(page)).toHaveText('2 companies match ZIP 54016.')
  // The Refresh control recovers once the sheet answers again.
  sheetServer.setMode('csv')
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(statusLine(page)).toHaveText('Loaded 3 companies.')
  await expect(page.locator('.snapshot-notice')).toHaveCount(0)
})

test('an HTML page with status 200 never overwrites the snapshot', async ({ page, context }) => {
  await installWithSnapshot(page, sheetServer, 3)
  sheetServer.setMode('html')
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(statusLine(page)).toContainText('Failed to load data. Check the CSV URL in Admin tab.')
  await expect(page.locator('article.partner-card')).toHaveCount(0)
  await page.getByLabel('ZIP code').fill('30305')
  await expect(resultCount(page)).toHaveText('1 company matches ZIP 30305.')
  await goOffline(context)
  await page.reload()
  await expect(statusLine(page)).toHaveText('Loaded 3 companies.')
  await expect(page.locator('.snapshot-notice')).toContainText('Offline')
  await expect(resultCount(page)).toHaveText('1 company matches ZIP 30305.')
})

test('public pages and the not-found screen render offline from the precache', async ({ page, context }) => {
  await page.goto('/tool')
  await waitForServiceWorkerControl(page)
  // The first install says so, once.
  await expect(page.getByText('Ready to work offline.')).toBeVisible()
  await expect(statusLine(page)).toHaveText('Loaded 25 companies.')
  await context.setOffline(true)
  await page.goto('/tos')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms of Service')
  // The prerendered page itself, from the precache.
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/tos')
  await page.goto('/does-not-exist')
  await expect(page.getByRole('heading', { name: 'No match for /does-not-exist' })).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/')
  await page.goto('/schedule?utm_source=newsletter')
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/schedule')
  await expect(
    page.getByText('The scheduler needs an internet connection. Reconnect and it will load here.'),
  ).toBeVisible()
  // The setter tool comes from the app shell, not the landing page's HTML.
  await page.goto('/tool')
  await expect(page.getByRole('tab', { name: 'Search' })).toBeVisible()
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/)
})

test('Chromium reports the tool installable', async ({ baseURL }) => {
  // Installability is never granted to incognito contexts, so this test uses a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'pwa-install-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await context.newPage()
    await page.goto(`${baseURL}/tool`)
    await waitForServiceWorkerControl(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json()
    expect(manifest).toMatchObject({ start_url: '/tool', scope: '/', display: 'standalone' })
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    )
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('a new deploy shows the update prompt, and Reload activates the new version', async ({ browser }) => {
  const host = await startStaticServer('dist')
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  const page = await context.newPage()
  try {
    await page.goto(`${host.url}/tool`)
    await waitForServiceWorkerControl(page)
    const oldVersion = await page.locator('.app-version').textContent()
    host.setRoot('dist-next')
    await page.reload()
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available.' })
    await expect(prompt).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('.app-version')).toHaveText(oldVersion ?? '')
    await prompt.getByRole('button', { name: 'Reload' }).click()
    await expect(page.locator('.app-version')).toHaveText('Version next-e2e', { timeout: 20_000 })
  } finally {
    await context.close()
    await host.close()
  }
})

test('the service worker precaches every route chunk', () => {
  const sw = readFileSync('dist/sw.js', 'utf8')
  const precached = new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]))
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >
  const routeChunks = Object.entries(manifest).filter(([source]) => source.startsWith('src/routes/'))
  expect(routeChunks.length).toBeGreaterThanOrEqual(4)
  for (const [, chunk] of Object.values(manifest).map((chunk) => [chunk.file, chunk] as const)) {
    expect(precached, `${chunk.file} is precached`).toContain(chunk.file)
    for (const css of chunk.css ?? []) expect(precached).toContain(css)
  }
  for (const asset of [
    'index.html',
    'tos.html',
    'schedule.html',
    'app.html',
    'demo-sheet.csv',
    'manifest.webmanifest',
    'pwa-192x192.png',
  ]) {
    expect(precached).toContain(asset)
  }
})
