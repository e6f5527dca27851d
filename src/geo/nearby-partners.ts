// Nearby ZIPs come from the dataset's grid and the ZIP index says who lists them: never a walk over each company's list.

import { pausedRank } from '../bookings/partner-order'
import type { Company, ZipIndex } from '../partners/company'
import { leadCopy } from '../content/leads/lead-copy'
import { distanceMiles, roundedMiles } from './distance'
import { resolveTargetArea, type TargetAreaResolution } from './target-area'
import { stateCodesIn } from './us-states'
import { zipRow, type ZipDataset } from './zip-dataset'
import { forEachZipWithin } from './zips-near'
import { zipText } from '../partners/zip-code'

export type NearbyCompany = Pick<
  Company,
  'company_name' | 'display_name' | 'target_area' | 'target_radius_miles' | 'state' | 'status_badge' | 'sheet_row'
>

export interface SheetForGeo<C extends NearbyCompany = NearbyCompany> {
  companies: readonly C[]
  zipIndex: ZipIndex
}

export interface NearbyPartnerSearch<C extends NearbyCompany = NearbyCompany> {
  dataset: ZipDataset
  sheet: SheetForGeo<C>
  targetAreas: TargetAreaResolution[]
  radiusPositions: Int32Array
  /** One slot per company, valid while it holds the current search's stamp: no clearing between searches. */
  scratch: {
    stamp: number
    excluded: Uint32Array
    nearStamp: Uint32Array
    nearMiles: Float64Array
    nearZip: Int32Array
  }
}

export interface NearbyPartner<C extends NearbyCompany = NearbyCompany> {
  position: number
  company: C
  kind: 'within-radius' | 'near-listed-zip'
  /** To the Target Area's centre (within radius) or to the nearest listed ZIP. */
  miles: number
  reason: string
  nearestZip: string | null
}

/** Many partners share a Target Area, so each distinct (Target Area, State) pair is resolved once. */
export interface TargetAreaRequests {
  areas: [targetArea: string, state: string][]
  areaOf: Int32Array
}

export function targetAreaRequests(companies: readonly NearbyCompany[]): TargetAreaRequests {
  const indexOfKey = new Map<string, number>()
  const areas: [string, string][] = []
  const areaOf = new Int32Array(companies.length)
  companies.forEach((company, position) => {
    const key = `${company.target_area}\u0000${company.state}`
    let index = indexOfKey.get(key)
    if (index === undefined) {
      index = areas.length
      areas.push([company.target_area, company.state])
      indexOfKey.set(key, index)
    }
    areaOf[position] = index
  })
  return { areas, areaOf }
}

/** The slow part of preparing: the tool runs it in its geo worker. */
export function resolveTargetAreas(
  dataset: ZipDataset,
  areas: readonly (readonly [string, string])[],
): TargetAreaResolution[] {
  return areas.map(([targetArea, state]) => resolveTargetArea(dataset, targetArea, state))
}

export function nearbyPartnerSearch<C extends NearbyCompany>(
  dataset: ZipDataset,
  sheet: SheetForGeo<C>,
  requests: TargetAreaRequests,
  resolutions: readonly TargetAreaResolution[],
): NearbyPartnerSearch<C> {
  const targetAreas = Array.from(requests.areaOf, (index) => resolutions[index] ?? null)
  const radiusPositions: number[] = []
  sheet.companies.forEach((company, position) => {
    const radius = company.target_radius_miles
    if (targetAreas[position]?.resolved && radius !== null && Number.isFinite(radius) && radius > 0) {
      radiusPositions.push(position)
    }
  })
  const n = sheet.companies.length
  return {
    dataset,
    sheet,
    targetAreas,
    radiusPositions: Int32Array.from(radiusPositions),
    scratch: {
      stamp: 0,
      excluded: new Uint32Array(n),
      nearStamp: new Uint32Array(n),
      nearMiles: new Float64Array(n),
      nearZip: new Int32Array(n),
    },
  }
}

/** @internal All on the calling thread, for tests and the benchmark. */
export function prepareNearbyPartners<C extends NearbyCompany>(
  dataset: ZipDataset,
  sheet: SheetForGeo<C>,
): NearbyPartnerSearch<C> {
  const requests = targetAreaRequests(sheet.companies)
  return nearbyPartnerSearch(dataset, sheet, requests, resolveTargetAreas(dataset, requests.areas))
}

/** Within their radius before merely near, then nearer first: the routing keeps this and adds Priority. */
export const byDistanceRank = (a: Pick<NearbyPartner, 'kind' | 'miles'>, b: Pick<NearbyPartner, 'kind' | 'miles'>) =>
  (a.kind === b.kind ? 0 : a.kind === 'within-radius' ? -1 : 1) || a.miles - b.miles

const byRank = (a: NearbyPartner, b: NearbyPartner): number =>
  byDistanceRank(a, b) || pausedRank(a.company) - pausedRank(b.company) || a.position - b.position

/** Partners listing the lead's ZIP are left out: they are the exact results. */
export function findNearbyPartners<C extends NearbyCompany>(
  search: NearbyPartnerSearch<C>,
  leadZip: string,
  nearbyMiles: number,
): NearbyPartner<C>[] {
  const { dataset, sheet, scratch } = search
  const leadRow = zipRow(dataset, leadZip)
  if (leadRow < 0) return []
  const leadLat = dataset.lat[leadRow]!
  const leadLon = dataset.lon[leadRow]!
  const { offsets, positions } = sheet.zipIndex
  const stamp = ++scratch.stamp
  const leadCode = dataset.zipCodes[leadRow]!
  for (let i = offsets[leadCode]!; i < offsets[leadCode + 1]!; i++) scratch.excluded[positions[i]!] = stamp

  const found: NearbyPartner<C>[] = []
  for (const position of search.radiusPositions) {
    if (scratch.excluded[position] === stamp) continue
    const area = search.targetAreas[position]
    const company = sheet.companies[position]!
    const radius = company.target_radius_miles!
    if (!area?.resolved) continue
    const miles = roundedMiles(distanceMiles(leadLat, leadLon, area.lat, area.lon))
    if (miles > radius) continue
    scratch.excluded[position] = stamp
    found.push({
      position,
      company,
      kind: 'within-radius',
      miles,
      reason: leadCopy.withinRadius(radius, area.label),
      nearestZip: null,
    })
  }

  const touched: number[] = []
  // Half a mile further: distances are compared after rounding to whole miles.
  forEachZipWithin(dataset, leadLat, leadLon, nearbyMiles + 0.5, (row, miles) => {
    const code = dataset.zipCodes[row]!
    for (let i = offsets[code]!; i < offsets[code + 1]!; i++) {
      const position = positions[i]!
      if (scratch.excluded[position] === stamp) continue
      if (scratch.nearStamp[position] !== stamp) {
        scratch.nearStamp[position] = stamp
        touched.push(position)
      } else if (
        miles > scratch.nearMiles[position]! ||
        (miles === scratch.nearMiles[position] && code > scratch.nearZip[position]!)
      ) {
        continue
      }
      scratch.nearMiles[position] = miles
      scratch.nearZip[position] = code
    }
  })
  for (const position of touched) {
    const miles = roundedMiles(scratch.nearMiles[position]!)
    if (miles > nearbyMiles) continue
    const nearestZip = zipText(scratch.nearZip[position]!)
    found.push({
      position,
      company: sheet.companies[position]!,
      kind: 'near-listed-zip',
      miles,
      reason: leadCopy.nearListedZip(miles, nearestZip),
      nearestZip,
    })
  }
  return found.sort(byRank)
}

export function stateIndicator(partnerStateCell: string, leadState: string): string | null {
  const codes = stateCodesIn(partnerStateCell)
  if (codes.length === 0) return null
  return codes.includes(leadState.toUpperCase()) ? leadCopy.sameState : leadCopy.otherState
}
