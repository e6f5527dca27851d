// The outlines bundled with the map chunk (built from us-atlas by build/us-outlines-plugin.ts).
import usOutlinesTopology from 'virtual:us-outlines'
import { decodeUsOutlines, type UsOutlines } from './us-outlines'

let decoded: UsOutlines | undefined

/** Decoded on first use, then kept. */
export function bundledUsOutlines(): UsOutlines {
  decoded ??= decodeUsOutlines(usOutlinesTopology)
  return decoded
}
