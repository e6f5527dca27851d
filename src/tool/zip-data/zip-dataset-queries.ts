// The tool's one data-access module for the US ZIP dataset (issue 13): the query that loads the bundled asset and
// the per-sheet nearby-partner search. The Search tab (through useZipOutlook), the Admin sheet report and the maps
// all read it through these hooks.
//
// Both slow steps run in the geo worker (src/geo/geo-off-main-thread.ts), never as a long task
// on the page: decoding the asset, and resolving every partner's Target Area. Neither runs at
// sheet load: the dataset loads the first time the box holds a complete ZIP (or Admin asks), and
// each sheet's search is prepared once and shared by every hook through its query.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { decodeZipAssetOffMainThread, prepareNearbyPartnersOffMainThread } from '../../geo/geo-off-main-thread'
import { fetchZipAsset } from '../../geo/load-zip-dataset'
import type { NearbyPartnerSearch } from '../../geo/nearby-partners'
import { usZipAssetUrl } from '../../geo/zip-asset-url'
import type { ZipDataset } from '../../geo/zip-dataset'
import type { Company, ZipIndex } from '../../sheet/company'

export const zipDatasetQueryKey = (url: string) => ['us-zip-dataset', url] as const

/**
 * Loads and decodes the asset once per page (it never changes within a build). A failure
 * stays in the query's error state: the UI says "Location details unavailable." and never throws.
 */
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
  /** Null while loading or after a failure. */
  dataset: ZipDataset | null
  status: 'loading' | 'ready' | 'unavailable'
}

/**
 * The US ZIP dataset (null while it loads or when it failed). Nothing is fetched until a
 * caller passes `needed` (the Search tab: once the box holds a complete ZIP); after that
 * every caller shares the loaded copy.
 */
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

/** The nearby search prepared for one sheet load against the dataset: built once, shared by every hook. */
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

/**
 * The prepared nearby search for a sheet, or null while the dataset loads or the search is being
 * prepared. Pass `needed = false` to keep it from being prepared yet (the Search tab waits for a complete ZIP).
 */
export function useNearbyPartnerSearch(sheet: LoadedSheetRef, needed = true): NearbyPartnerSearch<Company> | null {
  const { dataset } = useZipDataset(needed)
  const queryClient = useQueryClient()
  const query = useQuery({
    ...nearbyPartnerSearchQueryOptions(queryClient, sheet),
    enabled: needed && dataset !== null,
  })
  return needed && query.data ? query.data : null
}

/** The dataset for a one-off need (Next lead's calling hours): loaded if it is not yet, null when it cannot be. */
export const loadZipDataset = (queryClient: QueryClient): Promise<ZipDataset | null> =>
  queryClient.ensureQueryData(zipDatasetQueryOptions()).catch(() => null)
