import { readFileSync } from 'node:fs'
import type { Request } from '@playwright/test'
import { test, expect } from './fixtures'

// A partner business reading the public pages downloads only those pages' own files: never the
// setter tool's code, its sheet, its data, nor the service worker (whose install precaches the tool).
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
  { path: '/', html: 'dist/index.html', route: 'index.tsx' },
  { path: '/schedule', html: 'dist/schedule.html', route: 'schedule.tsx' },
  { path: '/tos', html: 'dist/tos.html', route: 'tos.tsx' },
] as const

const entryFiles = filesOf(Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html')
const publicFiles = new Set(PUBLIC_PAGES.flatMap((page) => [...filesOf(routeEntry(page.route))]))
/** The tool's own code and styles: what its route needs that no public page and no entry needs. */
const toolOnlyFiles = [...filesOf(routeEntry('tool.tsx'))].filter(
  (file) => !publicFiles.has(file) && !entryFiles.has(file),
)

test('the tool has files of its own to look for', () => {
  expect(toolOnlyFiles.length).toBeGreaterThan(0)
  expect(toolOnlyFiles.some((file) => file.endsWith('.js'))).toBe(true)
})

for (const page of PUBLIC_PAGES) {
  test(`${page.path} downloads only its own files: nothing of the tool, no service worker`, async ({ context }) => {
    const html = readFileSync(page.html, 'utf8')
    const ownFiles = new Set([page.path, ...entryFiles, ...filesOf(routeEntry(page.route))])
    const isOwnFile = (path: string) => ownFiles.has(path) || html.includes(`"${path}"`) || html.includes(`${path} `)

    const requested: Request[] = []
    context.on('request', (request) => requested.push(request))
    const tab = await context.newPage()
    await tab.goto(page.path, { waitUntil: 'load' })
    await expect(tab.locator('#root')).toHaveAttribute('data-prerendered', page.path)
    await tab.waitForLoadState('networkidle')
    // Registration used to start on `load`; give anything after load its chance to show up.
    await tab.waitForTimeout(1_500)
    await tab.waitForLoadState('networkidle')

    const origin = new URL(tab.url()).origin
    const localPaths = requested
      .map((request) => new URL(request.url()))
      .filter((url) => url.origin === origin)
      .map((url) => url.pathname)
    expect(localPaths).toContain(page.path)
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
      `every file is ${page.path}'s own (linked from its HTML or imported by its code)`,
    ).toEqual([])
    expect(requested.filter((request) => request.serviceWorker() !== null)).toEqual([])
    expect(await tab.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
  })
}
