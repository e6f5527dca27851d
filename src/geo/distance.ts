/** IUGG mean Earth radius. */
export const EARTH_RADIUS_MILES = 3958.7613

const RADIANS = Math.PI / 180

export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RADIANS
  const dLon = (lon2 - lon1) * RADIANS
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)))
}

export function roundedMiles(miles: number): number {
  return Math.round(miles)
}
