import type { StatusBadge } from '../sheet/company'
import type { CoveredZip, LatLon } from './map-types'
import { ZIP_CODE_COUNT, zipText } from '../sheet/zip-code'

export interface ZipLocation extends LatLon {
  state: string
}

const LISTED = 1
const LISTED_BY_ACTIVE = 2

/** Each listed ZIP once, in ZIP order, via one flag byte per possible ZIP. */
export function collectCoveredZips(
  partners: readonly { status: StatusBadge; zip_codes: readonly string[] }[],
  locate: (zip: string) => ZipLocation | undefined,
): CoveredZip[] {
  const flags = new Uint8Array(ZIP_CODE_COUNT)
  for (const partner of partners) {
    const flag = partner.status === 'ACTIVE' ? LISTED | LISTED_BY_ACTIVE : LISTED
    for (const zip of partner.zip_codes) {
      const index = Number(zip)
      if (zip.length === 5 && index >= 0 && index < ZIP_CODE_COUNT) flags[index]! |= flag
    }
  }
  const covered: CoveredZip[] = []
  for (let index = 0; index < flags.length; index++) {
    const flag = flags[index]!
    if (!flag) continue
    const zip = zipText(index)
    const location = locate(zip)
    if (location)
      covered.push({
        zip,
        state: location.state,
        lat: location.lat,
        lon: location.lon,
        active: (flag & LISTED_BY_ACTIVE) !== 0,
      })
  }
  return covered
}

export interface StateCoverage {
  state: string
  covered: number
  active: number
}

export function coverageByState(zips: readonly CoveredZip[]): StateCoverage[] {
  const byState = new Map<string, StateCoverage>()
  for (const zip of zips) {
    const row = byState.get(zip.state) ?? { state: zip.state, covered: 0, active: 0 }
    row.covered++
    if (zip.active) row.active++
    byState.set(zip.state, row)
  }
  return [...byState.values()].sort((a, b) => a.state.localeCompare(b.state))
}
