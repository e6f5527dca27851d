// A made-up partner network for looking at the maps and timing them: ~41,000 distinct "ZIP" points on
// US land (each with the state it falls in) and 10,000 partners, each listing 200 of the points near its
// base, most with a resolved Target Area. Seeded, so every run draws the same picture.
import { geoBounds } from 'd3-geo'
import type { FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import statesTopology from 'us-atlas/states-10m.json'
import { distanceMiles } from '../../src/geo/distance'
import type { CoverageTargetArea, CoveredZip, MapPartner, ZipPoint } from '../../src/map/map-types'

export interface SyntheticZip extends ZipPoint {
  state: string
}
export interface SyntheticPartner {
  id: string
  name: string
  status: 'ACTIVE' | 'PAUSED'
  base: SyntheticZip
  radiusMiles: number | null
  zips: SyntheticZip[]
}

const STATE_CODES: Record<string, string> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
}

/** Mulberry32: a small seeded generator. */
function random(seed: number) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function ringsOf(geometry: Geometry): Position[][] {
  if (geometry.type === 'Polygon') return (geometry as Polygon).coordinates
  if (geometry.type === 'MultiPolygon') return (geometry as MultiPolygon).coordinates.flat()
  return []
}

/** Even-odd ray casting on longitude/latitude: plenty for scattering made-up points over states. */
function insideRings(rings: Position[][], lon: number, lat: number): boolean {
  let inside = false
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i]!
      const [xj = 0, yj = 0] = ring[j]!
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside
    }
  }
  return inside
}

function miles(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  return distanceMiles(a.lat, a.lon, b.lat, b.lon)
}

export function syntheticNetwork({ zipCount = 41_000, partnerCount = 10_000, zipsPerPartner = 200 } = {}) {
  const rand = random(20261123)
  const topology = statesTopology as unknown as Topology<{ states: GeometryCollection }>
  const states = (feature(topology, topology.objects.states) as FeatureCollection<Geometry, { name: string }>).features
    .filter((state) => STATE_CODES[String(state.id)])
    .map((state) => ({
      rings: ringsOf(state.geometry),
      code: STATE_CODES[String(state.id)]!,
      bounds: geoBounds(state),
    }))
  const stateAt = (lon: number, lat: number) =>
    states.find(
      // Alaska's box crosses the date line (west > east).
      ({ rings, bounds: [[w, s], [e, n]] }) =>
        (w <= e ? lon >= w && lon <= e : lon >= w || lon <= e) && lat >= s && lat <= n && insideRings(rings, lon, lat),
    )?.code

  const regions = [
    { share: 0.96, box: [-124.7, 24.5, -67, 49.4] },
    { share: 0.025, box: [-165, 54, -131, 70] },
    { share: 0.015, box: [-160.3, 18.9, -154.8, 22.3] },
  ] as const
  const zips: SyntheticZip[] = []
  for (const { share, box } of regions) {
    const wanted = Math.round(zipCount * share)
    let made = 0
    while (made < wanted) {
      const lon = box[0] + rand() * (box[2] - box[0])
      const lat = box[1] + rand() * (box[3] - box[1])
      const state = stateAt(lon, lat)
      if (!state) continue
      zips.push({ zip: String(zips.length).padStart(5, '0'), lat, lon, state })
      made++
    }
  }

  // Points bucketed by whole degree, so a partner finds its neighbours quickly.
  const cells = new Map<string, SyntheticZip[]>()
  const cellKey = (lon: number, lat: number) => `${Math.floor(lon)},${Math.floor(lat)}`
  for (const zip of zips) {
    const key = cellKey(zip.lon, zip.lat)
    const cell = cells.get(key)
    if (cell) cell.push(zip)
    else cells.set(key, [zip])
  }
  const partners: SyntheticPartner[] = []
  for (let i = 0; i < partnerCount; i++) {
    const base = zips[Math.floor(rand() * zips.length)]!
    const nearby: SyntheticZip[] = []
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) nearby.push(...(cells.get(cellKey(base.lon + dx, base.lat + dy)) ?? []))
    const byDistance = nearby.map((zip) => ({ zip, miles: miles(base, zip) })).sort((a, b) => a.miles - b.miles)
    partners.push({
      id: `partner-${i}`,
      name: `Partner ${i + 1} Home Services`,
      status: rand() < 0.8 ? 'ACTIVE' : 'PAUSED',
      base,
      radiusMiles: rand() < 0.6 ? 10 + Math.round(rand() * 50) : null,
      zips: byDistance.slice(0, zipsPerPartner).map(({ zip }) => zip),
    })
  }
  return { zips, partners }
}

/** What the Admin overview gets: each listed point once, and each resolved Target Area. */
export function coverageOf(partners: readonly SyntheticPartner[]): {
  coveredZips: CoveredZip[]
  targetAreas: CoverageTargetArea[]
} {
  const covered = new Map<string, CoveredZip>()
  for (const partner of partners) {
    for (const zip of partner.zips) {
      const seen = covered.get(zip.zip)
      if (seen) seen.active ||= partner.status === 'ACTIVE'
      else covered.set(zip.zip, { ...zip, active: partner.status === 'ACTIVE' })
    }
  }
  const targetAreas = partners
    .filter((partner) => partner.radiusMiles !== null)
    .map((partner) => ({
      partnerId: partner.id,
      status: partner.status,
      place: `Base of ${partner.name}`,
      lat: partner.base.lat,
      lon: partner.base.lon,
      radiusMiles: partner.radiusMiles!,
    }))
  return { coveredZips: [...covered.values()], targetAreas }
}

/**
 * The partners relevant to a lead, as the ZIP-intelligence lookup would pick them: those listing the
 * lead's point, those whose radius reaches it, and those with a listed point within `nearbyMiles`.
 */
export function relevantPartners(
  lead: SyntheticZip,
  partners: readonly SyntheticPartner[],
  nearbyMiles: number,
): MapPartner[] {
  const result: MapPartner[] = []
  // A partner's listed points lie within about 1.5 degrees of its base: skip the far ones cheaply.
  const reach = 1.6 + nearbyMiles / 50
  for (const partner of partners) {
    const farByBox =
      Math.abs(partner.base.lat - lead.lat) > reach + (partner.radiusMiles ?? 0) / 69 ||
      Math.abs(partner.base.lon - lead.lon) * Math.cos((lead.lat * Math.PI) / 180) >
        reach + (partner.radiusMiles ?? 0) / 69
    if (farByBox) continue
    const listsLeadZip = partner.zips.some((zip) => zip.zip === lead.zip)
    const toBase = miles(lead, partner.base)
    const withinRadius = partner.radiusMiles !== null && toBase <= partner.radiusMiles
    let nearest = Infinity
    if (!listsLeadZip && !withinRadius) for (const zip of partner.zips) nearest = Math.min(nearest, miles(lead, zip))
    if (!listsLeadZip && !withinRadius && nearest > nearbyMiles) continue
    result.push({
      id: partner.id,
      name: partner.name,
      status: partner.status,
      listsLeadZip,
      distanceMiles: listsLeadZip ? 0 : Math.round(withinRadius ? toBase : nearest),
      targetArea:
        partner.radiusMiles === null
          ? null
          : {
              place: `Base of ${partner.name}`,
              lat: partner.base.lat,
              lon: partner.base.lon,
              radiusMiles: partner.radiusMiles,
            },
      listedZips: partner.zips,
    })
  }
  return result
}
