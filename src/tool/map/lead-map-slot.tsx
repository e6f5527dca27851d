// Only partners whose cards are on screen are drawn: every mark has a card to focus, and hundreds still redraw quickly.
import { useMemo } from 'react'
import { toolDeployment } from '../../content/tool-deployment'
import type { LeadDetails } from '../../geo/lead-details'
import type { NearbyPartner } from '../../geo/nearby-partners'
import type { Company } from '../../partners/company'
import { useNearbyPartnerSearch, type LoadedSheetRef } from '../zip-data/zip-dataset-queries'
import { LeadMap } from './lead-map'
import type { LeadMapProps } from './lead-map-props'
import { leadMapPartners, mapLeadOf } from './map-inputs'

interface LeadMapSlotProps extends Pick<LeadMapProps, 'highlightedPartnerId' | 'onMarkClick'> {
  details: LeadDetails | null
  sheet: LoadedSheetRef
  /** The partners whose cards are on screen: exact results (by sheet position), then nearby ones. */
  exact: readonly { position: number }[]
  nearby: readonly NearbyPartner<Company>[]
}

export function LeadMapSlot({ details, sheet, exact, nearby, ...marks }: LeadMapSlotProps) {
  const place = details?.kind === 'found' ? details.place : null
  const search = useNearbyPartnerSearch(sheet, place !== null)
  // The lead line's details are rebuilt as the clock ticks: the map follows the place, not the clock.
  const placeKey = place
    ? `${place.zip}\u0000${place.place}\u0000${place.state}\u0000${place.lat}\u0000${place.lon}`
    : ''
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const lead = useMemo(() => (place ? mapLeadOf(place) : null), [placeKey])
  const exactPositions = useMemo(() => exact.map((entry) => entry.position), [exact])
  const partners = useMemo(
    () => (lead && search ? leadMapPartners(lead, exactPositions, nearby, search) : null),
    [lead, search, exactPositions, nearby],
  )
  if (!lead || !partners) return null
  return <LeadMap lead={lead} partners={partners} nearbyMiles={toolDeployment.nearbyMiles} {...marks} />
}
