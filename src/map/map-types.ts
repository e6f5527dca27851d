// Already resolved by src/geo: the maps never look a ZIP up themselves.
import type { StatusBadge } from '../partners/company'

export interface LatLon {
  lat: number
  lon: number
}

export interface ZipPoint extends LatLon {
  zip: string
}

export interface MapLead extends LatLon {
  zip: string
  place: string
}

export interface MapTargetArea extends LatLon {
  place: string
  radiusMiles: number
}

export interface MapPartner {
  /** Its card's DOM id, handed back by onMarkClick. */
  id: string
  name: string
  status: StatusBadge
  listsLeadZip: boolean
  /** Whole miles, as its card shows them; 0 when it lists the lead's ZIP. */
  distanceMiles: number
  targetArea: MapTargetArea | null
  /** Drawn as dots only when there is no target area. */
  listedZips: readonly ZipPoint[]
}

export interface CoveredZip extends ZipPoint {
  state: string
  active: boolean
}

export interface CoverageTargetArea extends MapTargetArea {
  partnerId: string
  status: StatusBadge
}
