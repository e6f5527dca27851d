// Decoding and Target Area resolution run in the geo worker so neither is a long task, and only once a ZIP is needed.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { decodeZipAssetOffMainThread, prepareNearbyPartnersOffMainThread } from '../../geo/geo-off-main-thread'
import { fetchZipAsset } from '../../geo/load-zip-dataset'
import type { NearbyPartnerSearch } from '../../geo/nearby-partners'
import { usZipAssetUrl } from '../../geo/zip-asset-url'
import type { ZipDataset } from '../../geo/zip-dataset'
import type { Company, ZipIndex } from '../../partners/company'

/** @internal Tests put a decoded dataset in the query cache under it. */
export const zipDatasetQueryKey = (url: string) => ['us-zip-dataset', url] as const

/** Never stale: the asset cannot change within a build. A failure stays in the error state, never thrown. */
function zipDatasetQueryOptions(url: string = usZipAssetUrl) {
  return queryOptions({
    queryKey: zipDatasetQueryKey(url),
    queryFn: async () => decodeZipAssetOffMainThread(await fetchZipAsset(url, (input, init) => fetch(input, init))),
    staleTime: Infinity,
    gcTime: Infinity,
    // Offline the service worker answers from its precache.
    networkMode: 'always',
    retry: 1,
    retryDelay: 1_000,
    // A decoded dataset is typed arrays: never deep-compare it.
    structuralSharing: false,
  })
}

export interface ZipDatasetState {
  dataset: ZipDataset | null
  status: 'loading' | 'ready' | 'unavailable'
}

/** Nothing is fetched until a caller passes `needed`; after that every caller shares the loaded copy. */
export function useZipDataset(needed = true): ZipDatasetState {
  const query = useQuery({ ...zipDatasetQueryOptions(), enabled: needed })
  const dataset = query.data ?? null
  return { dataset, status: dataset ? 'ready' : query.isError ? 'unavailable' : 'loading' }
}

/** One load of one sheet: its URL and when it was read name it in query keys (its records are too big to hash). */
export type LoadedSheetRef = {
  sheetUrl: string
  data: { fetchedAt: number } | undefined
  companies: readonly Company[]
  zipIndex: ZipIndex
}

function nearbyPartnerSearchQueryOptions(queryClient: QueryClient, sheet: LoadedSheetRef) {
  return queryOptions({
    queryKey: ['nearby-partner-search', usZipAssetUrl, sheet.sheetUrl, sheet.data?.fetchedAt ?? 0, sheet],
    queryKeyHashFn: ([name, asset, url, loadedAt]) => JSON.stringify([name, asset, url, loadedAt]),
    queryFn: async () => {
      const dataset = await queryClient.ensureQueryData(zipDatasetQueryOptions(usZipAssetUrl))
      performance.mark('geo:prepare-start')
      const search = await prepareNearbyPartnersOffMainThread(dataset, {
        companies: sheet.companies,
        zipIndex: sheet.zipIndex,
      })
      performance.measure('geo:prepare', 'geo:prepare-start')
      return search
    },
    staleTime: Infinity,
    // An older sheet's search is dropped a minute after nothing shows it.
    gcTime: 60_000,
    networkMode: 'always',
    retry: false,
    structuralSharing: false,
  })
}

export function useNearbyPartnerSearch(sheet: LoadedSheetRef, needed = true): NearbyPartnerSearch<Company> | null {
  const { dataset } = useZipDataset(needed)
  const queryClient = useQueryClient()
  const query = useQuery({
    ...nearbyPartnerSearchQueryOptions(queryClient, sheet),
    enabled: needed && dataset !== null,
  })
  return needed && query.data ? query.data : null
}

/** Rejects with why the ZIP data could not be loaded; a later call tries again. */
export const loadZipDataset = (queryClient: QueryClient): Promise<ZipDataset> =>
  queryClient.ensureQueryData(zipDatasetQueryOptions())
