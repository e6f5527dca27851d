import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'

interface ManifestChunk {
  file: string
}
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>

function chunkFileFor(source: string): string {
  const entry = Object.entries(manifest).find(([key]) => key.startsWith(source))
  if (!entry) throw new Error(`No chunk for ${source} in the build manifest`)
  return entry[1].file
}

/** The paths of the scripts the page downloads on opening a path, once the network is idle. */
async function scriptsLoadedOpening(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return scripts
}

test.describe('routes', () => {
  for (const [path, heading] of [
    ['/', /booked/i],
    ['/schedule', /discovery call/i],
    ['/tos', /Terms of Service/],
    ['/tool', /Sheets-Driven/],
  ] as const) {
    test(`${path} renders its page without console errors`, async ({ page, consoleErrors }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading)
      await page.waitForLoadState('networkidle')
      expect(consoleErrors).toEqual([])
    })
  }

  test('the landing page downloads no app code: no entry, no route chunk, no TanStack Query', async ({ page }) => {
    const scripts = await scriptsLoadedOpening(page, '/')
    expect(scripts).toContain(`/${chunkFileFor('src/site/page-script/index.ts')}`)
    for (const source of ['index.html', 'src/routes/index.tsx', 'src/routes/tool.tsx', 'src/query-client.ts'])
      expect(scripts, source).not.toContain(`/${chunkFileFor(source)}`)
  })

  test('public pages never download the shared Login Info values', async ({ page }) => {
    const urls = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.add(request.url())
    })
    for (const path of ['/', '/schedule', '/tos']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    const scripts = await Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()))
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      expect(script).not.toContain('set-VITE_WEBMAIL_PASSWORD')
      expect(script).not.toContain('set-VITE_FIELD_APP_PASSWORD')
    }
  })

  test('the app shell starts the tool’s chunk and its QueryClient with the entry, not after it', async ({
    request,
  }) => {
    const html = await (await request.get('/tool')).text()
    for (const source of ['src/routes/tool.tsx', 'src/query-client.ts'])
      expect(html, source).toContain(`<link rel="modulepreload" crossorigin href="/${chunkFileFor(source)}">`)
  })

  test('the tool does not download the landing page', async ({ page }) => {
    const scripts = await scriptsLoadedOpening(page, '/tool')
    expect(scripts).toContain(`/${chunkFileFor('src/routes/tool.tsx')}`)
    expect(scripts).not.toContain(`/${chunkFileFor('src/routes/index.tsx')}`)
  })
})

test.describe('not-found screen', () => {
  for (const [typed, shown] of [
    ['/does-not-exist', '/does-not-exist'],
    ['/tool/x', '/tool/x'],
    ['/a/b?c=1', '/a/b'],
  ] as const) {
    test(`${typed} shows "No match for ${shown}"`, async ({ page }) => {
      await page.goto(typed)
      await expect(page.getByRole('heading', { name: `No match for ${shown}`, exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
    })
  }

  test('Go Home leads to the landing page', async ({ page }) => {
    await page.goto('/does-not-exist')
    await page.getByRole('link', { name: 'Go Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(/booked/i)
  })
})

test.describe('route error screen', () => {
  test("a route that fails to load shows 'Unexpected Application Error!'; 'Try again' runs it again, 'Go Home' leaves", async ({
    page,
  }) => {
    // The tool's QueryClient chunk cannot be downloaded (a flaky connection), then can again.
    const chunk = chunkFileFor('src/query-client.ts')
    let connectionDown = true
    await page.route(`**/${chunk}`, (route) => (connectionDown ? route.abort('connectionreset') : route.continue()))
    await page.goto('/tool')
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
    connectionDown = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('tab', { name: 'Search' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0)

    await page.goto('/tool')
    await expect(page.getByRole('tab', { name: 'Search' })).toBeVisible()
  })

  test("'Go Home' on the error screen opens the landing page", async ({ page }) => {
    await page.route(`**/${chunkFileFor('src/query-client.ts')}`, (route) => route.abort('connectionreset'))
    await page.goto('/tool')
    await page.getByRole('link', { name: 'Go Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
