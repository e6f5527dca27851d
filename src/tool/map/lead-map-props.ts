import type { MapLead, MapPartner } from '../../map/map-types'

/** What the Search tab gives the lead map. */
export interface LeadMapProps {
  /** A complete ZIP the ZIP data knows. */
  lead: MapLead
  /** The exact and nearby partners, in card order. */
  partners: readonly MapPartner[]
  /** The nearby limit in miles (VITE_NEARBY_MILES), for the summary. */
  nearbyMiles: number
  /** The partner whose card is hovered or focused: its marks are highlighted. */
  highlightedPartnerId: string | null
  /** A partner's mark was clicked: focus its card. */
  onMarkClick: (partnerId: string) => void
}
