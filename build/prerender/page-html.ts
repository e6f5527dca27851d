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

/** The page's own files, linked from its HTML so its styles apply before the first paint. */
export interface PageFiles {
  scripts: string[]
  styles: string[]
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

/** Links to the files the shell does not link yet. */
function fileLinks(shell: string, files: PageFiles): string {
  const missing = (href: string) => !shell.includes(`"${href}"`)
  const styles = files.styles.filter(missing)
  const scripts = files.scripts.filter(missing)
  return [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
  ].join('')
}

/**
 * The shell with the page's head tags in place of its fallback <title>, links to the
 * page's own stylesheets and code, and the page's markup inside the root element,
 * marked with the path it was rendered for.
 */
export function pageHtml(shell: string, path: string, markup: string, files: PageFiles): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to render ${path} into`)
  if (!FALLBACK_TITLE.test(shell)) throw new Error('index.html has no <title> for the page head to replace')
  const { head, body } = splitHeadTags(markup)
  if (!head.includes('<title>')) throw new Error(`The page rendered for ${path} has no <title>`)
  if (!shell.includes('</head>')) throw new Error('index.html has no </head>')
  return shell
    .replace(FALLBACK_TITLE, () => head)
    .replace('</head>', () => `${fileLinks(shell, files)}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(path)}">${body}</div>`)
}
