import type { MapLead, MapPartner } from '../../map/map-types'

export interface LeadMapProps {
  lead: MapLead
  partners: readonly MapPartner[]
  /** VITE_NEARBY_MILES, for the summary. */
  nearbyMiles: number
  highlightedPartnerId: string | null
  onMarkClick: (partnerId: string) => void
}
