// Security of the deployment: response headers (the same ones `vite preview` sends
// and dist/_headers declares), no CSP violations or console errors on any route, a
// proof that the violation listener works, and the tool kept out of search engines.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { test as baseTest, type Page } from '@playwright/test'
import { bookingUrlDefault } from '../../src/content/deployment-defaults'
import { EVERY_PAGE, waitForSnapshotSavedSince } from '../support/tool-page'
import { test, expect } from './fixtures'
import { pageSettled } from './site-fakes'

const ROUTES = ['/', '/tool', '/tos', '/schedule', '/sw.js']
/** What Playwright's stand-in for navigator.serviceWorker.register logs when service workers are blocked. */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright'
const BOOKING_ORIGIN = new URL(process.env.VITE_BOOKING_URL || bookingUrlDefault).origin

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  )
}

/** The CSP line of the `/*` block in dist/_headers. */
function cspInHeadersFile(): string {
  const text = readFileSync('dist/_headers', 'utf8')
  const block = text.split(/\n\s*\n/).find((b) => b.split('\n')[0]!.trim() === '/*')
  const line = block?.split('\n').find((l) => l.trim().startsWith('Content-Security-Policy:'))
  return line?.trim().slice('Content-Security-Policy:'.length).trim() ?? ''
}

test.describe('response headers', () => {
  for (const path of ROUTES) {
    test(`${path} sends the security headers`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const headers = response.headers()
      const csp = headers['content-security-policy'] ?? ''
      expect(csp).not.toBe('')
      const d = directives(csp)
      expect(d.get('script-src')).toBeDefined()
      expect(d.get('script-src')).not.toContain("'unsafe-inline'")
      expect(d.get('script-src')).not.toContain("'unsafe-eval'")
      expect(d.get('script-src')).not.toContain('*')
      // Inline styles only by hash: the critical CSS the build inlined into each prerendered page.
      expect(d.get('style-src')).not.toContain("'unsafe-inline'")
      expect(d.get('style-src')?.filter((source) => source !== "'self'")).toEqual(
        expect.arrayContaining([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]),
      )
      expect(d.get('style-src')?.every((source) => source === "'self'" || /^'sha256-/.test(source))).toBe(true)
      expect(d.get('default-src')).toEqual(["'self'"])
      expect(d.get('object-src')).toEqual(["'none'"])
      expect(d.get('base-uri')).toEqual(["'self'"])
      expect(d.get('frame-ancestors')).toEqual(["'none'"])
      expect(d.get('frame-src')).toEqual([BOOKING_ORIGIN])
      expect(d.get('connect-src')).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://docs.google.com',
          'https://*.googleusercontent.com',
          'https://script.google.com',
          'https://script.googleusercontent.com',
        ]),
      )
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      )
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/)
      expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/)
      expect(headers['x-frame-options']).toBe('DENY')
      // dist/_headers (what the static host applies) holds exactly the policy the preview server sends.
      expect(cspInHeadersFile()).toBe(csp)
    })
  }

  test('COOP guards the setter tool and is left off the public pages', async ({ request }) => {
    for (const path of ['/tool', '/tool?tab=logins'])
      expect((await request.get(path)).headers()['cross-origin-opener-policy']).toBe('same-origin')
    for (const path of ['/', '/tos', '/schedule'])
      expect((await request.get(path)).headers()['cross-origin-opener-policy']).toBeUndefined()
    const headersFile = readFileSync('dist/_headers', 'utf8')
    const blockOf = (path: string) => headersFile.split(/\n\s*\n/).find((b) => b.split('\n')[0]!.trim() === path) ?? ''
    expect(blockOf('/*')).not.toContain('Cross-Origin-Opener-Policy')
    expect(blockOf('/tool')).toContain('Cross-Origin-Opener-Policy: same-origin')
  })

  test('/tool is noindex (header), the public pages are not, and robots.txt disallows /tool', async ({
    request,
    page,
  }) => {
    expect((await request.get('/tool')).headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect((await request.get('/tool/anything')).headers()['x-robots-tag']).toBe('noindex, nofollow')
    for (const path of ['/', '/tos', '/schedule'])
      expect((await request.get(path)).headers()['x-robots-tag']).toBeUndefined()
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Disallow: \/tool$/m)
    // The route declares <meta name="robots" content="noindex, nofollow">, but it reaches the DOM only if the
    // root route renders <HeadContent />. When it does, it must say noindex.
    await page.goto('/tool')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sheets-Driven')
    const meta = page.locator('meta[name="robots"]')
    if ((await meta.count()) > 0) await expect(meta.first()).toHaveAttribute('content', 'noindex, nofollow')
  })
})

test('each prerendered page inlines one <style> block, and the CSP allows exactly its hash', async ({ request }) => {
  const allowed = directives(cspInHeadersFile()).get('style-src') ?? []
  for (const path of ['/', '/schedule', '/tos']) {
    const html = await (await request.get(path)).text()
    const blocks = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '')
    expect(blocks, path).toHaveLength(1)
    const hash = `'sha256-${createHash('sha256').update(blocks[0]!, 'utf8').digest('base64')}'`
    expect(allowed, path).toContain(hash)
  }
})

test.describe('no CSP violations or console errors on any route', () => {
  for (const path of EVERY_PAGE) {
    test(`${path}`, async ({ page, consoleErrors }) => {
      const isTool = path.startsWith('/tool')
      const since = Date.now()
      // The tool registers its service worker (which Playwright blocks, saying so); no other page registers one.
      const registered = isTool
        ? page.waitForEvent('console', (message) => message.text() === SERVICE_WORKER_BLOCKED)
        : null
      await page.goto(path)
      await expect(page.getByRole('heading').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      // The late work has run: images in and faded in, booking frames loaded, and in the tool its service-worker
      // registration and the default sheet loaded and saved as the snapshot.
      await pageSettled(page)
      if (isTool) {
        await registered
        await waitForSnapshotSavedSince(page, since)
      }
      await page.waitForLoadState('networkidle')
      expect(consoleErrors).toEqual([])
      // The fixture fails the test after this point if any CSP violation was recorded.
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
    })
  }
})

/** The CSP violations the page's listener has recorded so far. */
const cspViolations = (page: Page) => page.evaluate(() => window.__cspViolations ?? [])

/** Appends a new `tag` element with `properties` to the page's body or head, from the page's own script. */
const addElement = (page: Page, parent: 'body' | 'head', tag: string, properties: Record<string, string>) =>
  page.evaluate(
    ({ parent, tag, properties }) => document[parent].append(Object.assign(document.createElement(tag), properties)),
    { parent, tag, properties },
  )

baseTest('the violation listener works: a frame to a non-booking origin is blocked and reported', async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/tos')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms of Service')
  await addElement(page, 'body', 'iframe', { src: 'http://127.0.0.1:1/' })
  await expect
    .poll(() => cspViolations(page))
    .toEqual([expect.stringMatching(/^frame-src blocked http:\/\/127\.0\.0\.1:1/)])
  // Blocked before any request left the page.
  expect(requested.filter((url) => url.startsWith('http://127.0.0.1:1/'))).toEqual([])
  // An inline script is blocked too (no 'unsafe-inline').
  await addElement(page, 'body', 'script', { textContent: 'window.__inlineRan = true' })
  await expect.poll(async () => (await cspViolations(page)).length).toBe(2)
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined()
  // An inline <style> other than the page's own hashed block is blocked and reported too.
  const outlineBefore = await page.evaluate(() => getComputedStyle(document.body).outlineStyle)
  await addElement(page, 'head', 'style', { textContent: 'body { outline: 9px dashed red }' })
  await expect
    .poll(() => cspViolations(page))
    .toEqual([
      expect.stringMatching(/^frame-src/),
      expect.stringMatching(/^script-src/),
      expect.stringMatching(/^style-src/),
    ])
  expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe(outlineBefore)
})
