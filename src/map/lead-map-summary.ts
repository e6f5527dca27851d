import { leadMapSummaryText } from '../content/partners/map-copy'
import type { MapLead, MapPartner } from './map-types'

/** The nearest partner: fewest miles; at a tie one that lists the lead's ZIP, then ACTIVE, then the first given. */
function nearestPartner(partners: readonly MapPartner[]): MapPartner | null {
  let nearest: MapPartner | null = null
  const rank = (p: MapPartner) => [p.distanceMiles, p.listsLeadZip ? 0 : 1, p.status === 'ACTIVE' ? 0 : 1]
  for (const partner of partners) {
    if (!nearest) {
      nearest = partner
      continue
    }
    const [a, b] = [rank(partner), rank(nearest)]
    for (let i = 0; i < a.length; i++) {
      if (a[i]! !== b[i]!) {
        if (a[i]! < b[i]!) nearest = partner
        break
      }
    }
  }
  return nearest
}

export function leadMapSummary(lead: MapLead, partners: readonly MapPartner[], nearbyMiles: number): string {
  const nearest = nearestPartner(partners)
  const farthest = partners.reduce((most, p) => Math.max(most, p.distanceMiles), 0)
  return leadMapSummaryText({
    place: lead.place,
    partnerCount: partners.length,
    // Widened to the farthest partner, whose radius may reach beyond the nearby limit.
    withinMiles: Math.max(nearbyMiles, Math.ceil(farthest)),
    nearest: nearest && {
      name: nearest.name,
      distanceMiles: nearest.distanceMiles,
      listsLeadZip: nearest.listsLeadZip,
    },
  })
}
