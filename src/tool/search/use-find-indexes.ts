import { useMemo } from 'react'
import { placeIndexFor, placePartnerCounts, type PlaceIndex } from '../../geo/place-search'
import type { Company, ZipIndex } from '../../partners/company'
import { partnerNameKeys } from '../../partners/partner-search'
import { useZipDataset, type ZipDatasetState } from '../zip-data/zip-dataset-queries'

export interface FindIndexes {
  places: { index: PlaceIndex; counts: { partners: Int32Array; paused: Int32Array } } | null
  placesStatus: ZipDatasetState['status']
  partnerNames: string[]
}

/** Built when the data arrives (never on a keystroke), and nothing before `needed`. */
export function useFindIndexes(companies: readonly Company[], zipIndex: ZipIndex, needed: boolean): FindIndexes {
  const { dataset, status } = useZipDataset(needed)
  const places = useMemo(() => {
    if (!needed || !dataset) return null
    performance.mark('find:index-start')
    const index = placeIndexFor(dataset)
    performance.mark('find:place-index-end')
    const counts = {
      partners: placePartnerCounts(index, zipIndex, companies.length),
      paused: placePartnerCounts(index, zipIndex, companies.length, (at) => companies[at]!.status_badge !== 'ACTIVE'),
    }
    performance.measure('find:place-index', 'find:index-start', 'find:place-index-end')
    performance.measure('find:index', 'find:index-start')
    return { index, counts }
  }, [needed, dataset, zipIndex, companies])
  const partnerNames = useMemo(() => (needed ? partnerNameKeys(companies) : []), [needed, companies])
  return { places, placesStatus: status, partnerNames }
}
