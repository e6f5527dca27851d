// Puts a page rendered by render-page.tsx into the built index.html. Pure string work,
// unit-tested in tests/unit/build/prerender.test.ts.
import { PRERENDERED_ATTRIBUTE } from '../../src/prerender/prerendered-pages.ts'

const ROOT_ELEMENT = '<div id="root"></div>'
const FALLBACK_TITLE = /<title>[^<]*<\/title>/

/**
 * React emits the page's hoisted head tags (<title>, <meta>, <link>) first, ahead of
 * the body markup. Returns them apart, so they can go into <head>.
 */
export function splitHeadTags(markup: string): { head: string; body: string } {
  const leading = /^(?:<title>[^<]*<\/title>|<meta\b[^<>]*\/?>|<link\b[^<>]*\/?>)*/.exec(markup)
  const head = leading?.[0] ?? ''
  return { head, body: markup.slice(head.length) }
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

function stylesheetLink(href: string): string {
  return `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`
}

/** Links to the page's stylesheets the shell does not link yet. */
function stylesheetLinks(shell: string, styles: string[]): string {
  return styles
    .filter((href) => !shell.includes(`"${href}"`))
    .map(stylesheetLink)
    .join('')
}

/** The shell's entry script and the modules it preloads (Vite writes them into index.html). */
const ENTRY_CODE =
  /<script type="module"[^>]*\bsrc="\/assets\/[^"]+"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g

/**
 * A prerendered page shows its content without any script, and links none of its code: route-preload.js
 * (build/route-preload-plugin.ts) fetches the entry and the page's chunks once the page has painted, so no
 * JavaScript competes with the HTML for the first paint.
 */
export function withoutEntryCode(html: string): string {
  return html.replace(ENTRY_CODE, '')
}

/** The preloader (route-preload.js) is fetched at low priority: the page paints without it. */
export function lowPriorityCode(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g,
    '<$1 fetchpriority="low"',
  )
}

/** Every stylesheet a page links, in order (the shell's and the page's own). */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '')
}

/**
 * The page with `criticalCss` inlined in one <style> block in place of its first stylesheet link, and
 * every stylesheet link moved into <noscript>: nothing blocks the first paint. With JavaScript the
 * stylesheets are added after the first paint by route-preload.js (build/route-preload-plugin.ts),
 * before the page's code attaches to the markup; without it the <noscript> links apply.
 */
export function withCriticalCss(html: string, criticalCss: string): string {
  if (criticalCss.includes('</style')) throw new Error('Critical CSS must not contain </style')
  const links = [...html.matchAll(STYLESHEET_LINK)]
  if (links.length === 0) return html
  const deferred = links.map((match) => stylesheetLink(match[1] ?? '')).join('')
  let first = true
  return html.replace(STYLESHEET_LINK, () => {
    if (!first) return ''
    first = false
    return `<style>${criticalCss}</style><noscript>${deferred}</noscript>`
  })
}

/**
 * The shell with the page's head tags in place of its fallback <title>, without the entry's code,
 * with links to the page's own stylesheets, and the page's markup inside the root element,
 * marked with the path it was rendered for.
 */
export function pageHtml(shell: string, path: string, markup: string, styles: string[]): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to render ${path} into`)
  if (!FALLBACK_TITLE.test(shell)) throw new Error('index.html has no <title> for the page head to replace')
  const { head, body } = splitHeadTags(markup)
  if (!head.includes('<title>')) throw new Error(`The page rendered for ${path} has no <title>`)
  if (!shell.includes('</head>')) throw new Error('index.html has no </head>')
  return lowPriorityCode(withoutEntryCode(shell))
    .replace(FALLBACK_TITLE, () => head)
    .replace('</head>', () => `${stylesheetLinks(shell, styles)}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(path)}">${body}</div>`)
}
