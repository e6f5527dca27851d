// The CSS a prerendered page needs for its first paint, inlined into its HTML at build time.
// Beasties reads the stylesheets the page links and keeps the rules whose selectors match
// the page's markup; the HTML it writes is discarded (page-html.ts places the <style> block).
// Each inlined block is allowed by the CSP through its sha256 hash (build/security-headers.ts),
// so style-src never needs 'unsafe-inline'.
import { createHash } from 'node:crypto'
import Beasties from 'beasties'

const STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)<\/style>/g

/** The CSS rules of the stylesheets `html` links (read from `outDir`) that its markup uses. */
export async function criticalCssFor(html: string, outDir: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // Only the CSS is taken from Beasties' output; page-html.ts decides how the stylesheets load.
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    // Beasties cannot match selectors nested in :where() or :has() against the markup and would drop
    // them (the base heading, list and html rules); without them the page shifts once the full
    // stylesheet arrives. They are kept whole.
    allowRules: [/:where\(/, /:has\(/],
    logLevel: 'warn',
  })
  const processed = await beasties.process(html)
  return [...processed.matchAll(STYLE_BLOCK)].map((match) => match[1] ?? '').join('')
}

/** A CSP source that allows exactly this <style> block's text: 'sha256-…'. */
export function cspHashOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The text of every <style> block in an HTML document, in order. */
export function inlineStyleBlocks(html: string): string[] {
  return [...html.matchAll(STYLE_BLOCK)].map((match) => match[1] ?? '')
}
