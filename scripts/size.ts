// Prints the JavaScript a real Chromium downloads to show each public route, gzipped.
// Run after `npm run build`. Prints JSON, no pass/fail: targets are in README.md.
import { readdirSync, readFileSync } from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { startPreview } from './support/preview-server'
import { measureMapChunk } from './support/map-chunk'

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/schedule', '/tos', '/tool']
const PUBLIC_PAGES = ['/', '/schedule', '/tos']
const PUBLIC_PAGE_BUDGET_KB = 5

const server = await startPreview()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const report: Record<
  string,
  { files: string[]; rawBytes: number; gzipBytes: number; gzipKB: number; budgetKB?: number; withinBudget?: boolean }
> = {}
try {
  for (const route of routes) {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
    })
    await page.goto(server.url + route, { waitUntil: 'networkidle' })
    let rawBytes = 0
    let gzipBytes = 0
    for (const path of scripts) {
      const body = readFileSync(`dist${path}`)
      rawBytes += body.length
      gzipBytes += gzipSync(body, { level: 9 }).length
    }
    const gzipKB = Math.round(gzipBytes / 10.24) / 100
    report[route] = { files: [...scripts].sort(), rawBytes, gzipBytes, gzipKB }
    if (PUBLIC_PAGES.includes(route))
      Object.assign(report[route], { budgetKB: PUBLIC_PAGE_BUDGET_KB, withinBudget: gzipKB <= PUBLIC_PAGE_BUDGET_KB })
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}
// The US ZIP asset: fetched by /tool only, lazily; stored gzip-compressed.
const zipAsset = readdirSync('dist/assets').find((name) => /^us-zips-[0-9a-f]+\.bin$/.test(name))
const zipAssetBytes = zipAsset ? readFileSync(`dist/assets/${zipAsset}`) : null
const usZipAsset = zipAssetBytes
  ? {
      file: `/assets/${zipAsset}`,
      gzipBytes: zipAssetBytes.length,
      rawBytes: gunzipSync(zipAssetBytes).length,
      gzipKB: Math.round(zipAssetBytes.length / 10.24) / 100,
    }
  : null
// The lazy map chunk (code + outlines, budget 120 KB gzipped), built on its own until the Search and Admin tabs load it.
const mapChunk = await measureMapChunk()
console.log(JSON.stringify({ ...report, usZipAsset, mapChunk }, null, 2))
