// @vitest-environment node
// Great-circle distance, checked against distances published by others (not recomputed here).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { distanceMiles, EARTH_RADIUS_MILES, roundedMiles } from '../../../src/geo/distance'
import { lookupZip } from '../../../src/geo/zip-dataset'
import { usZipDataset } from './us-zip-dataset'

const KM_PER_MILE = 1.609344

function zipDistance(a: string, b: string): number {
  const dataset = usZipDataset()
  const from = lookupZip(dataset, a)!
  const to = lookupZip(dataset, b)!
  return distanceMiles(from.lat, from.lon, to.lat, to.lon)
}

describe('distanceMiles (haversine, mean Earth radius)', () => {
  it("matches Movable Type Scripts' worked example: Land's End to John o' Groats is 968.9 km", () => {
    // Chris Veness, "Calculate distance, bearing and more between Latitude/Longitude points"
    // (movable-type.co.uk/scripts/latlong.html): 50°03′59″N 5°42′53″W to 58°38′38″N 3°04′12″W = 968.9 km, R = 6,371 km.
    const km = distanceMiles(50.0664, -5.7147, 58.6439, -3.07) * KM_PER_MILE
    expect(km).toBeCloseTo(968.9, 0)
  })

  it("matches Rosetta Code's haversine task: Nashville BNA to Los Angeles LAX", () => {
    // Rosetta Code, "Haversine formula": (36.12, -86.67) to (33.94, -118.40) = 2887.2599506071106 km with R = 6372.8 km.
    // Scaled to this module's radius, since the distance is proportional to R.
    const published = 2887.2599506071106 * ((EARTH_RADIUS_MILES * KM_PER_MILE) / 6372.8)
    expect(distanceMiles(36.12, -86.67, 33.94, -118.4) * KM_PER_MILE).toBeCloseTo(published, 1)
  })

  it("matches the zipcodes package's README: ZIP 62959 to 90210 is 1662 miles", () => {
    // github.com/davglass/zipcodes README: zipcodes.distance(62959, 90210) // 1662 (its own ZIP centres, whole miles)
    expect(roundedMiles(zipDistance('62959', '90210'))).toBe(1662)
  })

  it('puts Hudson, WI about 10 miles from Somerset, WI', () => {
    expect(roundedMiles(zipDistance('54025', '54016'))).toBe(10)
  })

  it('is zero from a point to itself, symmetric, and obeys the triangle inequality', () => {
    const lat = fc.double({ min: -80, max: 80, noNaN: true })
    const lon = fc.double({ min: -179, max: 179, noNaN: true })
    fc.assert(
      fc.property(lat, lon, lat, lon, lat, lon, (a1, o1, a2, o2, a3, o3) => {
        expect(distanceMiles(a1, o1, a1, o1)).toBe(0)
        expect(distanceMiles(a1, o1, a2, o2)).toBeCloseTo(distanceMiles(a2, o2, a1, o1), 6)
        expect(distanceMiles(a1, o1, a3, o3)).toBeLessThanOrEqual(
          distanceMiles(a1, o1, a2, o2) + distanceMiles(a2, o2, a3, o3) + 1e-6,
        )
        expect(distanceMiles(a1, o1, a2, o2)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_MILES + 1e-6)
      }),
    )
  })
})
