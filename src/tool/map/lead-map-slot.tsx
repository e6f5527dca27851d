// The Search tab's lead map: drawn for a complete ZIP the ZIP data knows, from the exact results and the
// nearby partners the panel already has. Renders nothing otherwise (no dataset yet, unknown ZIP).
import { useMemo } from 'react'
import { toolDeployment } from '../../content/tool-deployment'
import type { LeadDetails } from '../../geo/lead-details'
import type { NearbyPartner } from '../../geo/nearby-partners'
import type { Company, ZipIndex } from '../../sheet/company'
import { zipPositions } from '../../sheet/zip-search'
import { useNearbyPartnerSearch } from '../lead-geo'
import { LeadMap } from './lead-map'
import { leadMapPartners, mapLeadOf } from './map-inputs'

interface LeadMapSlotProps {
  details: LeadDetails | null
  sheet: { companies: readonly Company[]; zipIndex: ZipIndex }
  nearby: readonly NearbyPartner<Company>[]
  highlightedPartnerId: string | null
  onMarkClick: (partnerId: string) => void
}

export function LeadMapSlot({ details, sheet, nearby, highlightedPartnerId, onMarkClick }: LeadMapSlotProps) {
  const place = details?.kind === 'found' ? details.place : null
  const search = useNearbyPartnerSearch(sheet.companies, sheet.zipIndex, place !== null)
  const lead = useMemo(() => (place ? mapLeadOf(place) : null), [place])
  const partners = useMemo(
    () => (lead && search ? leadMapPartners(lead, zipPositions(sheet.zipIndex, lead.zip), nearby, search) : null),
    [lead, search, sheet.zipIndex, nearby],
  )
  if (!lead || !partners) return null
  return (
    <LeadMap
      lead={lead}
      partners={partners}
      nearbyMiles={toolDeployment.nearbyMiles}
      highlightedPartnerId={highlightedPartnerId}
      onMarkClick={onMarkClick}
    />
  )
}
