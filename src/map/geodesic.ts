import { geoCircle } from 'd3-geo'
import type { Polygon } from 'geojson'
import { EARTH_RADIUS_MILES } from '../geo/distance'
import type { LatLon } from './map-types'

/** The angle at the Earth's centre spanned by an arc of this many miles, in degrees. */
export function milesToDegrees(miles: number): number {
  return (miles / EARTH_RADIUS_MILES) * (180 / Math.PI)
}

/** Every point `radiusMiles` from the centre along the Earth's surface, as a GeoJSON polygon ring (d3 winding). */
export function radiusCircle(centre: LatLon, radiusMiles: number, stepDegrees = 4): Polygon {
  return geoCircle().center([centre.lon, centre.lat]).radius(milesToDegrees(radiusMiles)).precision(stepDegrees)()
}
