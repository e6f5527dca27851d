import type { Plugin } from 'vite'
import { buildUsOutlines } from './us-outlines.ts'

const US_OUTLINES_MODULE = 'virtual:us-outlines'
const resolvedId = `\0${US_OUTLINES_MODULE}`

/**
 * `import usOutlines from 'virtual:us-outlines'` gives the maps' outline topology, computed from
 * us-atlas at build time (build/us-outlines.ts) and bundled into whichever chunk imports it.
 */
export function usOutlinesPlugin(): Plugin {
  let source: string | undefined
  return {
    name: 'us-outlines',
    resolveId: (id) => (id === US_OUTLINES_MODULE ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined
      // JSON.parse of one string literal is faster to start than an object literal this size.
      source ??= `export default JSON.parse(${JSON.stringify(JSON.stringify(buildUsOutlines()))})\n`
      return source
    },
  }
}
