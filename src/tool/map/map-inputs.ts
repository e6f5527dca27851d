// No d3 and no React here: this stays in the tool's main chunk.

import type { NearbyCompany, NearbyPartner, NearbyPartnerSearch } from '../../geo/nearby-partners'
import { forEachZipWithin } from '../../geo/zips-near'
import { distanceMiles, roundedMiles } from '../../geo/distance'
import type { ZipPlace } from '../../geo/zip-dataset'
import { zipOfRow } from '../../geo/zip-dataset'
import type { CoverageTargetArea, CoveredZip, MapLead, MapPartner, MapTargetArea, ZipPoint } from '../../map/map-types'
import type { ZipIndex } from '../../partners/company'
import { partnerName } from '../../partners/partner-name'

/** @internal A test keeps it equal to MIN_EXTENT_MILES (lead-map-layout.ts), copied so d3-geo stays out of this chunk. */
export const MAP_MIN_EXTENT_MILES = 30

export function partnerCardId(position: number): string {
  return `partner-${position}`
}

export function mapLeadOf(place: ZipPlace): MapLead {
  return { zip: place.zip, place: `${place.place}, ${place.state}`, lat: place.lat, lon: place.lon }
}

function mapTargetAreaOf<C extends NearbyCompany>(
  search: NearbyPartnerSearch<C>,
  position: number,
): MapTargetArea | null {
  const area = search.targetAreas[position]
  const radius = search.sheet.companies[position]?.target_radius_miles ?? null
  if (!area?.resolved || radius === null || !Number.isFinite(radius) || radius <= 0) return null
  return { place: area.label, lat: area.lat, lon: area.lon, radiusMiles: radius }
}

/** The widest lead map, as width over height. */
const LEAD_MAP_MAX_ASPECT = 3

/** The lead map's height for its width: 240–420 px, taller only to stay within LEAD_MAP_MAX_ASPECT. */
export function leadMapHeight(width: number): number {
  return Math.round(Math.max(240, Math.min(420, width * 0.6), width / LEAD_MAP_MAX_ASPECT))
}

/** @internal Tested; the map harness uses it. Reaches every corner of a lead map up to LEAD_MAP_MAX_ASPECT wide. */
export function dotSearchMiles(farthestFitMiles: number): number {
  return 4.2 * Math.max(farthestFitMiles, MAP_MIN_EXTENT_MILES / 2) + 5
}

/** In card order. Listed ZIPs come from the grid around the lead, never a walk over a partner's whole list. */
export function leadMapPartners<C extends NearbyCompany>(
  lead: MapLead,
  exactPositions: ArrayLike<number>,
  nearby: readonly NearbyPartner<C>[],
  search: NearbyPartnerSearch<C>,
): MapPartner[] {
  const { dataset, sheet } = search
  const partners: MapPartner[] = []
  const dotted = new Map<number, ZipPoint[]>()
  let farthest = 0
  const add = (position: number, listsLeadZip: boolean, miles: number) => {
    const company = sheet.companies[position]
    if (!company) return
    const targetArea = mapTargetAreaOf(search, position)
    const listedZips: ZipPoint[] = []
    if (targetArea) farthest = Math.max(farthest, distanceMiles(lead.lat, lead.lon, targetArea.lat, targetArea.lon))
    else {
      dotted.set(position, listedZips)
      farthest = Math.max(farthest, miles)
    }
    partners.push({
      id: partnerCardId(position),
      name: partnerName(company),
      status: company.status_badge,
      listsLeadZip,
      distanceMiles: listsLeadZip ? 0 : roundedMiles(miles),
      targetArea,
      listedZips,
    })
  }
  for (let i = 0; i < exactPositions.length; i++) add(exactPositions[i]!, true, 0)
  for (const partner of nearby) add(partner.position, false, partner.miles)

  if (dotted.size > 0) {
    const { offsets, positions } = sheet.zipIndex
    forEachZipWithin(dataset, lead.lat, lead.lon, dotSearchMiles(farthest), (row) => {
      const code = dataset.zipCodes[row]!
      for (let i = offsets[code]!; i < offsets[code + 1]!; i++) {
        const zips = dotted.get(positions[i]!)
        if (zips) zips.push({ zip: zipOfRow(dataset, row), lat: dataset.lat[row]!, lon: dataset.lon[row]! })
      }
    })
  }
  return partners
}

/** Read straight off the ZIP index: one pass, each ZIP once. */
export function coveredZipsOf<C extends NearbyCompany>(search: NearbyPartnerSearch<C>): CoveredZip[] {
  const { dataset, sheet } = search
  const { offsets, positions }: ZipIndex = sheet.zipIndex
  const covered: CoveredZip[] = []
  const codes = offsets.length - 1
  for (let code = 0; code < codes; code++) {
    const from = offsets[code]!
    const to = offsets[code + 1]!
    if (from === to) continue
    const row = dataset.rowByZip[code] ?? -1
    if (row < 0) continue
    let active = false
    for (let i = from; i < to && !active; i++) active = sheet.companies[positions[i]!]?.status_badge === 'ACTIVE'
    covered.push({
      zip: zipOfRow(dataset, row),
      state: dataset.states[dataset.stateOf[row]!]!,
      lat: dataset.lat[row]!,
      lon: dataset.lon[row]!,
      active,
    })
  }
  return covered
}

export function coverageTargetAreasOf<C extends NearbyCompany>(search: NearbyPartnerSearch<C>): CoverageTargetArea[] {
  const areas: CoverageTargetArea[] = []
  for (const position of search.radiusPositions) {
    const area = mapTargetAreaOf(search, position)
    const company = search.sheet.companies[position]
    if (area && company) areas.push({ ...area, partnerId: partnerCardId(position), status: company.status_badge })
  }
  return areas
}
