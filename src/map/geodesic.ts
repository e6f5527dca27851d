import { geoCircle } from 'd3-geo'
import type { Polygon } from 'geojson'
import { EARTH_RADIUS_MILES } from '../geo/distance'
import type { LatLon } from './map-types'

export function milesToDegrees(miles: number): number {
  return (miles / EARTH_RADIUS_MILES) * (180 / Math.PI)
}

export function radiusCircle(centre: LatLon, radiusMiles: number, stepDegrees = 4): Polygon {
  return geoCircle().center([centre.lon, centre.lat]).radius(milesToDegrees(radiusMiles)).precision(stepDegrees)()
}
