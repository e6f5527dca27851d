// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  cspHashOf,
  inlineStyleBlocks,
  pageHtml,
  splitHeadTags,
  withModulePreloads,
} from '../../../build/prerender/page-html'
import { contentSecurityPolicy, renderHeadersFile, securityHeaderRules } from '../../../build/security-headers'
import {
  APP_SHELL_FILE,
  PRERENDERED_PAGES,
  redirectsFile,
  servedFileFor,
} from '../../../src/prerender/prerendered-pages'
import { siteUrlFor } from '../../../src/site/page-head'

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Fallback title</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const MARKUP =
  '<title>Terms of Service | Acme</title><meta name="description" content="The terms."/>' +
  '<meta property="og:title" content="Terms &amp; more"/><!--$--><main><h1>Terms</h1></main><!--/$-->'

describe('splitHeadTags', () => {
  it('takes the leading <title>, <meta> and <link> tags React hoisted, and leaves the body markup', () => {
    expect(splitHeadTags(MARKUP)).toEqual({
      head: '<title>Terms of Service | Acme</title><meta name="description" content="The terms."/><meta property="og:title" content="Terms &amp; more"/>',
      body: '<!--$--><main><h1>Terms</h1></main><!--/$-->',
    })
  })

  it('leaves tags that come after body markup in the body', () => {
    expect(splitHeadTags('<main></main><meta name="x" content="y"/>')).toEqual({
      head: '',
      body: '<main></main><meta name="x" content="y"/>',
    })
  })
})

describe('pageHtml', () => {
  const assets = { css: '.site{color:red}', script: '/assets/page-script-1.js', scriptImports: ['/assets/menu-2.js'] }
  const html = pageHtml(SHELL, '/tos', MARKUP, assets)

  it('replaces the fallback title with the page head tags', () => {
    expect(html).not.toContain('Fallback title')
    expect(html).toContain(
      '<head>\n    <title>Terms of Service | Acme</title><meta name="description" content="The terms."/>',
    )
  })

  it('puts the body markup in the root element, marked with its path', () => {
    expect(html).toContain('<div id="root" data-prerendered="/tos"><!--$--><main><h1>Terms</h1></main><!--/$--></div>')
  })

  it('links none of the app’s code and none of its stylesheets: only the plain page script', () => {
    expect(html).not.toContain('index-abc')
    expect(html).not.toContain('jsx-runtime')
    expect(html).not.toContain('rel="stylesheet"')
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" fetchpriority="low" src="/assets/page-script-1.js">',
    ])
  })

  it('fetches what the page script imports alongside it, at low priority', () => {
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" fetchpriority="low" href="/assets/menu-2.js">',
    ])
  })

  it('carries the page’s CSS in one <style> block in <head>, keeping the other head links', () => {
    expect(inlineStyleBlocks(html)).toEqual(['.site{color:red}'])
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'))
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
  })

  it('escapes the path in the attribute', () => {
    expect(pageHtml(SHELL, '/a"b&c', MARKUP, assets)).toContain('data-prerendered="/a&quot;b&amp;c"')
  })

  it('keeps $ sequences in markup literally', () => {
    expect(pageHtml(SHELL, '/', `<title>T</title><p>$& $1 $$</p>`, assets)).toContain('<p>$& $1 $$</p>')
  })

  it('refuses a shell without an empty root or a title, a page without a title, and CSS that closes its block', () => {
    expect(() => pageHtml(SHELL.replace('<div id="root"></div>', '<div id="app"></div>'), '/', MARKUP, assets)).toThrow(
      'index.html has no empty <div id="root"></div> to render / into',
    )
    expect(() => pageHtml(SHELL.replace('<title>Fallback title</title>', ''), '/', MARKUP, assets)).toThrow(
      'index.html has no <title> for the page head to replace',
    )
    expect(() => pageHtml(SHELL, '/', '<main></main>', assets)).toThrow('The page rendered for / has no <title>')
    expect(() => pageHtml(SHELL, '/', MARKUP, { ...assets, css: '.a{}</style><script>' })).toThrow(
      'The page CSS must not contain </style',
    )
  })
})

describe('withModulePreloads', () => {
  it('adds a modulepreload link per module at the end of <head>, keeping the entry', () => {
    const html = withModulePreloads(SHELL, ['/assets/tool-1.js', '/assets/query-2.js'])
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/tool-1.js"><link rel="modulepreload" crossorigin href="/assets/query-2.js"></head>',
    )
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
  })
})

describe('CSP hashes of the inline page CSS', () => {
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

describe('which file answers which path', () => {
  it('prerenders the three public pages', () => {
    expect(PRERENDERED_PAGES).toEqual({ '/': 'index.html', '/schedule': 'schedule.html', '/tos': 'tos.html' })
  })

  it('answers public pages with their file and every other page path with the app shell', () => {
    expect(servedFileFor('/')).toBe('/index.html')
    expect(servedFileFor('/tos')).toBe('/tos.html')
    expect(servedFileFor('/schedule')).toBe('/schedule.html')
    expect(servedFileFor('/tool')).toBe(`/${APP_SHELL_FILE}`)
    expect(servedFileFor('/tos/')).toBe('/app.html')
    expect(servedFileFor('/no/such/page')).toBe('/app.html')
  })

  it('leaves a missing file a 404', () => {
    expect(servedFileFor('/assets/missing-123.js')).toBeNull()
    expect(servedFileFor('/favicon.ico')).toBeNull()
  })

  it('writes the same rules for the host', () => {
    expect(
      redirectsFile()
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    ).toEqual(['/schedule  /schedule.html  200', '/tos  /tos.html  200', '/*  /app.html  200'])
  })
})

describe('siteUrlFor (Open Graph URLs)', () => {
  it('is site-relative when no site address is configured', () => {
    expect(siteUrlFor('/images/og-image.jpg', '')).toBe('/images/og-image.jpg')
  })

  it('is absolute on the configured site', () => {
    expect(siteUrlFor('/images/og-image.jpg', 'https://leads.example.com')).toBe(
      'https://leads.example.com/images/og-image.jpg',
    )
    expect(siteUrlFor('/images/og-image.jpg', 'https://leads.example.com/sub/')).toBe(
      'https://leads.example.com/images/og-image.jpg',
    )
  })

  it('falls back to the path for an address that is not a URL', () => {
    expect(siteUrlFor('/images/og-image.jpg', 'not a url')).toBe('/images/og-image.jpg')
  })
})
