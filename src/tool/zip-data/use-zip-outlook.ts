// The ZIP's outlook, not the lead: the lead is what the setter types in Lead details.
import { useMemo } from 'react'
import { toolDeployment } from '../../content/tool-deployment'
import { leadDetails, type LeadDetails } from '../../geo/lead-details'
import { findNearbyPartners, type NearbyPartner } from '../../geo/nearby-partners'
import type { Company } from '../../partners/company'
import { isZip } from '../../partners/zip-code'
import { useNearbyPartnerSearch, useZipDataset, type LoadedSheetRef } from './zip-dataset-queries'

export interface ZipOutlook {
  /** Null until the search is a complete ZIP; otherwise the lead line, "not in the list" or "unavailable". */
  details: LeadDetails | null
  /** Partners near the ZIP that do not list it, best first (empty without the dataset). */
  nearby: NearbyPartner<Company>[]
}

const NO_NEARBY: NearbyPartner<Company>[] = []

export function useZipOutlook(zip: string, now: number, sheet: LoadedSheetRef): ZipOutlook {
  const complete = isZip(zip)
  const { dataset } = useZipDataset(complete)
  const search = useNearbyPartnerSearch(sheet, complete)
  const nearby = useMemo(
    () => (complete && search ? findNearbyPartners(search, zip, toolDeployment.nearbyMiles) : NO_NEARBY),
    [complete, search, zip],
  )
  const details = useMemo(
    () => (complete ? leadDetails(dataset, zip, new Date(now)) : null),
    [complete, dataset, zip, now],
  )
  return { details, nearby }
}
