// STAND-IN, delete when the ZIP-intelligence branch (src/geo) is merged: import its distanceMiles(a, b)
// in the map tests instead. Haversine great-circle miles on the IUGG mean sphere, written independently
// of d3-geo so the circle tests do not check d3 against itself.
export interface LatLonPoint {
  lat: number
  lon: number
}

const EARTH_RADIUS_MILES = 3958.8
const radians = (degrees: number) => (degrees * Math.PI) / 180

export function distanceMiles(a: LatLonPoint, b: LatLonPoint): number {
  const dLat = radians(b.lat - a.lat)
  const dLon = radians(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Initial compass bearing from a to b, in degrees 0..360. */
export function bearingDegrees(a: LatLonPoint, b: LatLonPoint): number {
  const dLon = radians(b.lon - a.lon)
  const y = Math.sin(dLon) * Math.cos(radians(b.lat))
  const x = Math.cos(radians(a.lat)) * Math.sin(radians(b.lat)) - Math.sin(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.cos(dLon)
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360
}
