import type { MapLead, MapPartner, ZipPoint } from '../../../src/map/map-types'

// Approximate ZIP centres around the St. Croix valley (WI/MN), for hand-placed fixtures.
export const zips = {
  roberts: { zip: '54023', lat: 44.984, lon: -92.557 },
  hudson: { zip: '54016', lat: 44.975, lon: -92.757 },
  riverFalls: { zip: '54022', lat: 44.861, lon: -92.624 },
  newRichmond: { zip: '54017', lat: 45.123, lon: -92.537 },
  baldwin: { zip: '54002', lat: 44.966, lon: -92.374 },
  ellsworth: { zip: '54011', lat: 44.732, lon: -92.487 },
  stillwater: { zip: '55082', lat: 45.056, lon: -92.806 },
} satisfies Record<string, ZipPoint>

export const robertsLead: MapLead = { ...zips.roberts, place: 'Roberts, WI' }

export function partner(overrides: Partial<MapPartner> & Pick<MapPartner, 'id' | 'name'>): MapPartner {
  return { status: 'ACTIVE', listsLeadZip: false, distanceMiles: 10, targetArea: null, listedZips: [], ...overrides }
}

export const robertsPartners: MapPartner[] = [
  partner({
    id: 'acme',
    name: 'Acme Floors',
    distanceMiles: 9,
    targetArea: { place: 'Hudson, WI', lat: zips.hudson.lat, lon: zips.hudson.lon, radiusMiles: 30 },
    listedZips: [zips.hudson],
  }),
  partner({
    id: 'bluff',
    name: 'Bluff Country Coatings',
    status: 'PAUSED',
    distanceMiles: 12,
    targetArea: { place: 'River Falls, WI', lat: zips.riverFalls.lat, lon: zips.riverFalls.lon, radiusMiles: 15 },
  }),
  partner({
    id: 'north',
    name: 'Northwoods Garage Doors',
    distanceMiles: 11,
    listedZips: [zips.newRichmond, zips.stillwater, zips.baldwin],
  }),
]
