import usOutlinesTopology from 'virtual:us-outlines'
import { decodeUsOutlines, type UsOutlines } from './us-outlines'

let decoded: UsOutlines | undefined

export function bundledUsOutlines(): UsOutlines {
  decoded ??= decodeUsOutlines(usOutlinesTopology)
  return decoded
}
