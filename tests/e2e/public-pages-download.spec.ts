import { readFileSync } from 'node:fs'
import type { Request } from '@playwright/test'
import { test, expect } from './fixtures'
import { pageSettled } from './site-fakes'

// A partner business reading the public pages downloads only those pages' own files: no React or router code,
// never the setter tool's code, its sheet, its data, nor the service worker (whose install precaches the tool).
// Service workers are allowed here, and requests are watched on the browser context, which also sees
// the requests a service worker makes.
test.use({ serviceWorkers: 'allow' })

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>

/** A manifest entry's file, its stylesheets and everything it imports statically, as URL paths. */
function filesOf(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return new Set()
  seen.add(key)
  const files = new Set([`/${chunk.file}`, ...(chunk.css ?? []).map((css) => `/${css}`)])
  for (const imported of chunk.imports ?? []) for (const file of filesOf(imported, seen)) files.add(file)
  return files
}

function routeEntry(routeFile: string): string {
  const key = Object.keys(manifest).find((source) => source.startsWith(`src/routes/${routeFile}?`))
  if (!key) throw new Error(`No route chunk for src/routes/${routeFile} in dist/.vite/manifest.json`)
  return key
}

const PUBLIC_PAGES = [
  { path: '/', html: 'dist/index.html' },
  { path: '/schedule', html: 'dist/schedule.html' },
  { path: '/tos', html: 'dist/tos.html' },
] as const

const entryFiles = filesOf(Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('.html')) ?? '')
const pageScriptFiles = filesOf('src/site/page-script/index.ts')
const publicRouteFiles = new Set(
  ['index.tsx', 'schedule.tsx', 'tos.tsx'].flatMap((route) => [...filesOf(routeEntry(route))]),
)
/** The tool's own code and styles: what its route needs that no public page and no entry needs. */
const toolOnlyFiles = [...filesOf(routeEntry('tool.tsx'))].filter(
  (file) => !publicRouteFiles.has(file) && !entryFiles.has(file),
)

test('the page script shares nothing with the app’s entry (React, the router)', () => {
  expect(entryFiles.size).toBeGreaterThan(0)
  expect(pageScriptFiles.size).toBeGreaterThan(0)
  expect([...pageScriptFiles].filter((file) => entryFiles.has(file))).toEqual([])
})

test('the tool has files of its own to look for', () => {
  expect(toolOnlyFiles.length).toBeGreaterThan(0)
  expect(toolOnlyFiles.some((file) => file.endsWith('.js'))).toBe(true)
})

for (const page of PUBLIC_PAGES) {
  test(`${page.path} downloads only its own files: no React or router code, nothing of the tool, no service worker`, async ({
    context,
  }) => {
    const html = readFileSync(page.html, 'utf8')
    const isOwnFile = (path: string) =>
      path === page.path || pageScriptFiles.has(path) || html.includes(`"${path}"`) || html.includes(`${path} `)

    const requested: Request[] = []
    context.on('request', (request) => requested.push(request))
    const tab = await context.newPage()
    await tab.goto(page.path, { waitUntil: 'load' })
    await expect(tab.locator('#root')).toHaveAttribute('data-prerendered', page.path)
    await tab.waitForLoadState('networkidle')
    // Registration used to start on `load`: wait for the page script's work after load, then for the network.
    await pageSettled(tab)
    await tab.waitForLoadState('networkidle')

    const origin = new URL(tab.url()).origin
    const local = requested.filter((request) => new URL(request.url()).origin === origin)
    const localPaths = local.map((request) => new URL(request.url()).pathname)
    expect(localPaths).toContain(page.path)
    expect(
      local.filter((request) => request.resourceType() === 'script').map((request) => new URL(request.url()).pathname),
      'the plain page script runs',
    ).toEqual(expect.arrayContaining([...pageScriptFiles].filter((file) => file.endsWith('.js'))))
    expect(
      localPaths.filter((path) => entryFiles.has(path) || (publicRouteFiles.has(path) && !pageScriptFiles.has(path))),
      'no React, router or route code',
    ).toEqual([])
    expect(localPaths, 'no service worker script').not.toContain('/sw.js')
    expect(
      localPaths.filter((path) => toolOnlyFiles.includes(path)),
      'no file of the tool',
    ).toEqual([])
    expect(
      localPaths.filter((path) => path.endsWith('.csv')),
      'no sheet',
    ).toEqual([])
    expect(
      localPaths.filter((path) => !isOwnFile(path)),
      `every file is ${page.path}'s own (linked from its HTML or imported by its page script)`,
    ).toEqual([])
    expect(requested.filter((request) => request.serviceWorker() !== null)).toEqual([])
    expect(await tab.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
  })
}
