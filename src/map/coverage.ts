import type { CoveredZip } from './map-types'

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
