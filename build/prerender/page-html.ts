// Puts a page rendered by render-page.tsx into the built index.html: pure string work.
import { createHash } from 'node:crypto'

/** The attribute on <div id="root"> naming the path its markup was rendered for. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered'
const ROOT_ELEMENT = '<div id="root"></div>'
const FALLBACK_TITLE = /<title>[^<]*<\/title>/
const APP_CODE_AND_STYLES =
  /<script type="module"[^>]*><\/script>\s*|<link rel="(?:modulepreload|stylesheet)"[^>]*>\s*/g
const STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)<\/style>/g

export interface PageAssets {
  css: string
  script: string
  /** The modules the script imports: fetched alongside it, not after it. */
  scriptImports: string[]
}

/** React emits the page's hoisted head tags (<title>, <meta>, <link>) ahead of the body markup. */
export function splitHeadTags(markup: string): { head: string; body: string } {
  const leading = /^(?:<title>[^<]*<\/title>|<meta\b[^<>]*\/?>|<link\b[^<>]*\/?>)*/.exec(markup)
  const head = leading?.[0] ?? ''
  return { head, body: markup.slice(head.length) }
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

/** The shell without the app's code and stylesheets, carrying the page's head tags, CSS, script and markup. */
export function pageHtml(
  shell: string,
  path: string,
  markup: string,
  { css, script, scriptImports }: PageAssets,
): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to render ${path} into`)
  if (!FALLBACK_TITLE.test(shell)) throw new Error('index.html has no <title> for the page head to replace')
  if (!shell.includes('</head>')) throw new Error('index.html has no </head>')
  if (css.includes('</style')) throw new Error('The page CSS must not contain </style')
  const { head, body } = splitHeadTags(markup)
  if (!head.includes('<title>')) throw new Error(`The page rendered for ${path} has no <title>`)
  // Low priority: the page paints without its script, so the script never competes with the first paint.
  const preloads = scriptImports.map(
    (href) => `<link rel="modulepreload" fetchpriority="low" href="${escapeAttribute(href)}">`,
  )
  const assets = `<style>${css}</style><script type="module" fetchpriority="low" src="${escapeAttribute(script)}"></script>${preloads.join('')}`
  return shell
    .replace(APP_CODE_AND_STYLES, '')
    .replace(FALLBACK_TITLE, () => head)
    .replace('</head>', () => `${assets}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(path)}">${body}</div>`)
}

/** The shell, also preloading these modules: the app's main route starts with the entry, not after it. */
export function withModulePreloads(shell: string, hrefs: string[]): string {
  const links = hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`).join('')
  return shell.replace('</head>', () => `${links}</head>`)
}

/** A CSP source that allows exactly this <style> block's text: 'sha256-…'. */
export function cspHashOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The text of every <style> block in an HTML document, in order. */
export function inlineStyleBlocks(html: string): string[] {
  return [...html.matchAll(STYLE_BLOCK)].map((match) => match[1] ?? '')
}
