// @vitest-environment node
import { createHash } from 'node:crypto'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { criticalCssFor, cspHashOf, inlineStyleBlocks } from '../../../build/prerender/critical-css'
import { linkedStylesheets, withCriticalCss } from '../../../build/prerender/page-html'
import { contentSecurityPolicy, renderHeadersFile, securityHeaderRules } from '../../../build/security-headers'

const PAGE = `<!doctype html><html lang="en"><head><title>T</title>
<link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="manifest" href="/manifest.webmanifest"><link rel="stylesheet" crossorigin href="/assets/site-2.css"></head>
<body><div id="root"><header class="site-header"><h1 class="hero__title">Hello</h1></header></div></body></html>`

describe('criticalCssFor', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'critical-css-'))
  mkdirSync(join(outDir, 'assets'))
  writeFileSync(join(outDir, 'assets/index-1.css'), 'body { margin: 0 }\n.tool-only { color: red }\n')
  writeFileSync(
    join(outDir, 'assets/site-2.css'),
    '.site-header { position: sticky }\n.hero__title { font-size: 2rem }\n.site-nav__links[data-open="true"] { display: block }\n@media (min-width: 40rem) { .hero__title { font-size: 3rem } }\n',
  )
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it('keeps the rules of every linked stylesheet that the markup uses, media queries included', async () => {
    const css = await criticalCssFor(PAGE, outDir)
    expect(css).toContain('body{margin:0}')
    expect(css).toContain('.site-header{position:sticky}')
    expect(css).toContain('.hero__title{font-size:2rem}')
    expect(css).toMatch(/@media \(min-width: ?40rem\) ?\{\.hero__title\{font-size:3rem\}\}/)
  })

  it('leaves out rules for markup the page does not have', async () => {
    const css = await criticalCssFor(PAGE, outDir)
    expect(css).not.toContain('.tool-only')
    expect(css).not.toContain('site-nav__links')
  })
})

describe('withCriticalCss', () => {
  const html = withCriticalCss(PAGE, '.a{color:red}')

  it('puts the CSS in one <style> block where the first stylesheet was linked', () => {
    expect(inlineStyleBlocks(html)).toEqual(['.a{color:red}'])
    expect(html).toContain('<title>T</title>\n<style>.a{color:red}</style><noscript>')
  })

  it('moves every stylesheet link into <noscript>, in order, so none blocks the first paint', () => {
    const outside = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    expect(linkedStylesheets(outside)).toEqual([])
    expect(html).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/site-2.css"></noscript>',
    )
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
  })

  it('leaves a page without stylesheets alone and refuses CSS that would close the block', () => {
    expect(withCriticalCss('<head></head>', '.a{}')).toBe('<head></head>')
    expect(() => withCriticalCss(PAGE, '.a{}</style><script>')).toThrow('Critical CSS must not contain </style')
  })
})

describe('CSP hashes of inline styles', () => {
  it('is the base64 sha256 of the exact block text, as browsers compute it', () => {
    const text = ':root{--x: ;color:red}'
    expect(cspHashOf(text)).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
    // Known value: sha256 of the empty string.
    expect(cspHashOf('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })

  const options = { bookingUrl: 'https://calendly.com/x', defaultSheetUrl: '/demo.csv', extraSheetSources: '' }

  it('allows the given hashes in style-src, never unsafe-inline', () => {
    const csp = contentSecurityPolicy({ ...options, inlineStyleHashes: ["'sha256-abc='", "'sha256-def='"] })
    expect(csp).toContain("style-src 'self' 'sha256-abc=' 'sha256-def='; ")
    expect(csp).not.toContain('unsafe-inline')
    expect(contentSecurityPolicy(options)).toContain("style-src 'self'; ")
  })

  it('writes them into the _headers file', () => {
    expect(renderHeadersFile(securityHeaderRules({ ...options, inlineStyleHashes: ["'sha256-abc='"] }))).toContain(
      "style-src 'self' 'sha256-abc='",
    )
  })
})

describe('criticalCssFor and selectors it cannot match', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'critical-css-where-'))
  mkdirSync(join(outDir, 'assets'))
  writeFileSync(
    join(outDir, 'assets/site-2.css'),
    ':where(.site) :where(h1,h2) { margin: 0 }\nhtml:has(.site) { scroll-padding-top: 4rem }\n',
  )
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it('keeps rules written with :where() and :has() (the base heading and page rules)', async () => {
    const css = await criticalCssFor(
      PAGE.replace('<link rel="stylesheet" crossorigin href="/assets/index-1.css">', ''),
      outDir,
    )
    expect(css).toContain(':where(.site) :where(h1,h2){margin:0}')
    expect(css).toContain('html:has(.site){scroll-padding-top:4rem}')
  })
})
