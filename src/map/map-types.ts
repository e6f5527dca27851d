// Plain inputs of the maps. Everything is already resolved by the ZIP data (src/geo): the map only
// draws points it is given, it never looks a ZIP up itself.
import type { StatusBadge } from '../sheet/company'

export interface LatLon {
  lat: number
  lon: number
}

/** A ZIP the ZIP data knows, at its centre. */
export interface ZipPoint extends LatLon {
  zip: string
}

/** The lead: a complete ZIP the ZIP data knows. */
export interface MapLead extends LatLon {
  zip: string
  /** "Roberts, WI": the pin's label and the summary's place. */
  place: string
}

/** A partner's `Target Area` resolved to a place, with its `Target Radius (mi)`. */
export interface MapTargetArea extends LatLon {
  /** "Hudson, WI". */
  place: string
  radiusMiles: number
}

/** One partner shown with the lead (an exact or a nearby result). */
export interface MapPartner {
  /** Stable for the partner's card: onMarkClick hands it back. */
  id: string
  name: string
  status: StatusBadge
  /** The partner lists the lead's ZIP. */
  listsLeadZip: boolean
  /** Whole miles from the lead, as its card reckons it (0 when it lists the lead's ZIP). */
  distanceMiles: number
  /** Its resolved `Target Area`, or null when the place could not be resolved or has no radius. */
  targetArea: MapTargetArea | null
  /** Its listed ZIPs that the ZIP data knows. Drawn as dots (those in view) only without a target area. */
  listedZips: readonly ZipPoint[]
}

/** A ZIP some partner lists, once, however many partners list it. */
export interface CoveredZip extends ZipPoint {
  state: string
  /** At least one ACTIVE partner lists it. */
  active: boolean
}

/** A resolved `Target Area` for the national overview. */
export interface CoverageTargetArea extends MapTargetArea {
  partnerId: string
  status: StatusBadge
}
