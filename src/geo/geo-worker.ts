// The geo worker: decoding the US ZIP asset and resolving Target Areas are long tasks on the page.
import { answerRequests } from '../worker-client'
import type { GeoRequest, GeoResponse } from './geo-worker-protocol'
import { decodeZipAsset } from './load-zip-dataset'
import { resolveTargetAreas } from './nearby-partners'
import { zipGrid, type ZipDataset } from './zip-dataset'

let dataset: ZipDataset | null = null

answerRequests<GeoRequest, GeoResponse>(async (request) => {
  if (request.kind === 'decode') {
    dataset = await decodeZipAsset(new Uint8Array(request.bytes))
    return { kind: 'decoded', dataset, grid: zipGrid(dataset) }
  }
  if (!dataset) throw new Error('The geo worker has no ZIP dataset yet')
  return { kind: 'resolved', resolutions: resolveTargetAreas(dataset, request.areas) }
})
