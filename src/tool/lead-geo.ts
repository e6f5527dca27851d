// The tool's one data-access module for the US ZIP dataset (issue 13): the query that loads
// the bundled asset, the per-sheet nearby-partner search, and the lead a typed ZIP describes.
// The Search tab, the Admin sheet report and the maps all read it through these hooks.
//
// Main thread: prepareNearbyPartners resolves every partner's Target Area (~0.3 s at 10,000
// partners on a slow machine). It never runs at sheet load: it runs lazily, the first time
// the box holds a complete ZIP (or the Admin report asks), once per sheet + dataset, and is
// memoised in a WeakMap so every hook and component shares the same prepared search.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { toolDeployment } from '../content/tool-deployment'
import { leadDetails, type LeadDetails } from '../geo/lead-details'
import { loadZipDataset } from '../geo/load-zip-dataset'
import { findNearbyPartners, prepareNearbyPartners, type NearbyPartner, type NearbyPartnerSearch } from '../geo/nearby-partners'
import { usZipAssetUrl } from '../geo/zip-asset-url'
import type { ZipDataset } from '../geo/zip-dataset'
import type { Company, ZipIndex } from '../sheet/company'
import { zipPositions, zipToSearch } from '../sheet/zip-search'

export const zipDatasetQueryKey = (url: string) => ['us-zip-dataset', url] as const

/**
 * Loads and decodes the asset once per page (it never changes within a build). A failure
 * stays in the query's error state: the UI says "Location details unavailable." and never throws.
 */
export function zipDatasetQueryOptions(url: string = usZipAssetUrl) {
  return queryOptions({
    queryKey: zipDatasetQueryKey(url),
    queryFn: () => loadZipDataset(url, (input, init) => fetch(input, init)),
    staleTime: Infinity,
    gcTime: Infinity,
    // Offline the service worker answers from its precache.
    networkMode: 'always',
    retry: 1,
    retryDelay: 1_000,
    throwOnError: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
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

// dataset -> companies array -> prepared search. A new sheet is a new companies array.
const preparedSearches = new WeakMap<ZipDataset, WeakMap<readonly Company[], NearbyPartnerSearch<Company>>>()

/** The prepared nearby search for this sheet and dataset, built on first use and then shared. */
export function nearbyPartnerSearchFor(dataset: ZipDataset, companies: readonly Company[], zipIndex: ZipIndex): NearbyPartnerSearch<Company> {
  let bySheet = preparedSearches.get(dataset)
  if (!bySheet) {
    bySheet = new WeakMap()
    preparedSearches.set(dataset, bySheet)
  }
  let search = bySheet.get(companies)
  if (!search || search.sheet.zipIndex !== zipIndex) {
    performance.mark('geo:prepare-start')
    search = prepareNearbyPartners(dataset, { companies, zipIndex })
    performance.measure('geo:prepare', 'geo:prepare-start')
    bySheet.set(companies, search)
  }
  return search
}

/**
 * The prepared nearby search for a sheet, or null while the dataset is not there. Pass
 * `needed = false` to keep it from being prepared yet (the Search tab waits for a complete ZIP).
 */
export function useNearbyPartnerSearch(companies: readonly Company[], zipIndex: ZipIndex, needed = true): NearbyPartnerSearch<Company> | null {
  const { dataset } = useZipDataset(needed)
  return useMemo(
    () => (dataset && needed ? nearbyPartnerSearchFor(dataset, companies, zipIndex) : null),
    [dataset, companies, zipIndex, needed],
  )
}

export interface Lead {
  /** Null until the box holds a complete ZIP; otherwise the lead line, "not in the list" or "unavailable". */
  details: LeadDetails | null
  /** The partners listing the ZIP exactly, in sheet order (as the spec's search). */
  exact: Company[]
  /** Partners near the lead that do not list it, best first (empty without the dataset). */
  nearby: NearbyPartner<Company>[]
}

const NO_COMPANIES: Company[] = []
const NO_NEARBY: NearbyPartner<Company>[] = []

/** What a typed ZIP says about the lead, against a sheet. `now` is ms since epoch. */
export function useLead(zipInput: string, now: number, sheet: { companies: readonly Company[]; zipIndex: ZipIndex }): Lead {
  const zip = zipToSearch(zipInput)
  const complete = /^\d{5}$/.test(zip)
  const { dataset } = useZipDataset(complete)
  const search = useNearbyPartnerSearch(sheet.companies, sheet.zipIndex, complete)
  const exact = useMemo(() => {
    if (!complete) return NO_COMPANIES
    return Array.from(zipPositions(sheet.zipIndex, zip), (position) => sheet.companies[position]).filter(
      (company): company is Company => company !== undefined,
    )
  }, [complete, zip, sheet.companies, sheet.zipIndex])
  const nearby = useMemo(
    () => (complete && search ? findNearbyPartners(search, zip, toolDeployment.nearbyMiles) : NO_NEARBY),
    [complete, search, zip],
  )
  const details = useMemo(() => (complete ? leadDetails(dataset, zip, new Date(now)) : null), [complete, dataset, zip, now])
  return { details, exact, nearby }
}
