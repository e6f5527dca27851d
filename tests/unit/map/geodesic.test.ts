// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { milesToDegrees, radiusCircle } from '../../../src/map/geodesic'
import { distanceMiles } from '../../../src/geo/distance'

interface LatLonPoint {
  lat: number
  lon: number
}
const radians = (degrees: number) => (degrees * Math.PI) / 180
const milesBetween = (a: LatLonPoint, b: LatLonPoint) => distanceMiles(a.lat, a.lon, b.lat, b.lon)

/** Initial compass bearing from a to b, in degrees 0..360 (only picks which ring vertex to measure). */
function bearingDegrees(a: LatLonPoint, b: LatLonPoint): number {
  const dLon = radians(b.lon - a.lon)
  const y = Math.sin(dLon) * Math.cos(radians(b.lat))
  const x =
    Math.cos(radians(a.lat)) * Math.sin(radians(b.lat)) -
    Math.sin(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.cos(dLon)
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360
}

const centres = [
  { name: 'Hudson, WI', lat: 44.975, lon: -92.757 },
  { name: 'Miami, FL', lat: 25.774, lon: -80.194 },
  { name: 'Anchorage, AK', lat: 61.218, lon: -149.9 },
  { name: 'Honolulu, HI', lat: 21.307, lon: -157.858 },
]

const angleBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180)

describe('geodesic radius circles', () => {
  it("the ZIP data's distance agrees with a published pair (LAX to JFK, 2,475 mi on the ellipsoid; a sphere is within 0.5%)", () => {
    const miles = milesBetween({ lat: 33.9425, lon: -118.4081 }, { lat: 40.6398, lon: -73.7789 })
    expect(Math.abs(miles - 2475) / 2475).toBeLessThan(0.005)
  })

  it('converts miles to degrees of arc on the mean sphere (69.09 mi per degree)', () => {
    expect(milesToDegrees(69.09)).toBeCloseTo(1, 3)
  })

  describe.each(centres)('around $name', (centre) => {
    it.each([5, 25, 30, 100])(
      'a %i-mile circle measures its radius (±2%) along north, east, south and west',
      (radius) => {
        const ring = radiusCircle(centre, radius, 2).coordinates[0]!.map(([lon, lat]) => ({ lon: lon!, lat: lat! }))
        for (const bearing of [0, 90, 180, 270]) {
          const closest = ring.reduce((best, point) =>
            angleBetween(bearingDegrees(centre, point), bearing) < angleBetween(bearingDegrees(centre, best), bearing)
              ? point
              : best,
          )
          expect(angleBetween(bearingDegrees(centre, closest), bearing)).toBeLessThanOrEqual(1.5)
          const measured = milesBetween(centre, closest)
          expect(Math.abs(measured - radius) / radius).toBeLessThanOrEqual(0.02)
        }
      },
    )
  })
})
