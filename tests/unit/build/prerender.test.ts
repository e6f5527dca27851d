// Mirrors build/prerender/ (the Node-side page HTML) and src/prerender/ (which file answers which path): it
// lives under tests/unit/build/ because the HTML assembly it mainly checks is build-time code.
import { describe, expect, it } from 'vitest'
import { pageHtml, splitHeadTags } from '../../../build/prerender/page-html'
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
    <script type="module" src="/route-preload.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
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
  const styles = ['/assets/site-2.css', '/assets/index-abc.css']
  const html = pageHtml(SHELL, '/tos', MARKUP, styles)

  it('replaces the fallback title with the page head tags', () => {
    expect(html).not.toContain('Fallback title')
    expect(html).toContain(
      '<head>\n    <title>Terms of Service | Acme</title><meta name="description" content="The terms."/>',
    )
  })

  it('puts the body markup in the root element, marked with its path', () => {
    expect(html).toContain('<div id="root" data-prerendered="/tos"><!--$--><main><h1>Terms</h1></main><!--/$--></div>')
  })

  it('links the page’s stylesheets once, skipping what the shell already links', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/site-2.css"></head>')
    expect(html.match(/index-abc\.css/g)).toHaveLength(1)
  })

  it('links none of the app’s code: only the preloader, at low priority, which fetches the code after the first paint', () => {
    expect(html).not.toContain('index-abc.js')
    expect(html).not.toContain('modulepreload')
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" fetchpriority="low" src="/route-preload.js">',
    ])
  })

  it('escapes the path in the attribute', () => {
    expect(pageHtml(SHELL, '/a"b&c', MARKUP, styles)).toContain('data-prerendered="/a&quot;b&amp;c"')
  })

  it('keeps $ sequences in markup literally', () => {
    expect(pageHtml(SHELL, '/', `<title>T</title><p>$& $1 $$</p>`, styles)).toContain('<p>$& $1 $$</p>')
  })

  it('refuses a shell without an empty root or a title, and a page without a title', () => {
    expect(() => pageHtml(SHELL.replace('<div id="root"></div>', '<div id="app"></div>'), '/', MARKUP, styles)).toThrow(
      'index.html has no empty <div id="root"></div> to render / into',
    )
    expect(() => pageHtml(SHELL.replace('<title>Fallback title</title>', ''), '/', MARKUP, styles)).toThrow(
      'index.html has no <title> for the page head to replace',
    )
    expect(() => pageHtml(SHELL, '/', '<main></main>', styles)).toThrow('The page rendered for / has no <title>')
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
