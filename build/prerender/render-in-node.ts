// Node entry of the build-time page renderer: `node render-in-node.js <out.json>`, run in a child process that
// exits when done (React's scheduler keeps a message channel open that would hold a build open).
// The router runs in its browser mode, which reads `window` and `self`: a DOM stands in for them.
import { writeFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'
import { PRERENDERED_PAGES } from '../../src/prerender/prerendered-pages.ts'

const outFile = process.argv[2]
if (!outFile) throw new Error('Usage: node render-in-node.js <out.json>')

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://localhost/' })
Object.assign(globalThis, { window: dom.window, self: dom.window, document: dom.window.document })

const { renderPage } = await import('./render-page')
const rendered: Record<string, string> = {}
for (const path of Object.keys(PRERENDERED_PAGES)) {
  dom.reconfigure({ url: new URL(path, 'http://localhost/').href })
  rendered[path] = await renderPage(path)
}
writeFileSync(outFile, JSON.stringify(rendered))
process.exit(0)
