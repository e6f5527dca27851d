import { workerClient } from '../worker-client'
import type { GeoRequest, GeoResponse } from './geo-worker-protocol'
import { decodeZipAsset } from './load-zip-dataset'
import {
  nearbyPartnerSearch,
  resolveTargetAreas,
  targetAreaRequests,
  type NearbyCompany,
  type NearbyPartnerSearch,
  type SheetForGeo,
} from './nearby-partners'
import { adoptZipGrid, zipGrid, type ZipDataset } from './zip-dataset'

const askGeoWorker = workerClient<GeoRequest, GeoResponse>(
  () => new Worker(new URL('./geo-worker.ts', import.meta.url), { type: 'module' }),
  async (request) => {
    // Without a worker only decoding is answered here; resolving falls back in prepareNearbyPartnersOffMainThread.
    if (request.kind !== 'decode') throw new Error('No geo worker holds a ZIP dataset')
    const dataset = await decodeZipAsset(new Uint8Array(request.bytes))
    return { kind: 'decoded', dataset, grid: zipGrid(dataset) }
  },
)

/** Decodes the asset's bytes (their buffer is handed over: do not use `bytes` afterwards). A corrupt asset rejects with an error named ZipAssetError. */
export async function decodeZipAssetOffMainThread(bytes: Uint8Array): Promise<ZipDataset> {
  const buffer =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer
  const answer = await askGeoWorker({ kind: 'decode', bytes: buffer as ArrayBuffer }, [buffer])
  if (answer.kind !== 'decoded') throw new Error('The geo worker answered out of turn')
  adoptZipGrid(answer.dataset, answer.grid)
  return answer.dataset
}

async function resolveOffMainThread(dataset: ZipDataset, areas: [string, string][]) {
  try {
    const answer = await askGeoWorker({ kind: 'resolve', areas })
    if (answer.kind === 'resolved') return answer.resolutions
  } catch {
    // No worker, or it failed or restarted without the dataset: the page resolves rather than lose nearby partners.
  }
  return resolveTargetAreas(dataset, areas)
}

export async function prepareNearbyPartnersOffMainThread<C extends NearbyCompany>(
  dataset: ZipDataset,
  sheet: SheetForGeo<C>,
): Promise<NearbyPartnerSearch<C>> {
  const requests = targetAreaRequests(sheet.companies)
  const resolutions = await resolveOffMainThread(dataset, requests.areas)
  return nearbyPartnerSearch(dataset, sheet, requests, resolutions)
}
