// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { coverageByState } from '../../../src/map/coverage'
import type { CoveredZip } from '../../../src/map/map-types'

describe('covered ZIPs', () => {
  const covered: CoveredZip[] = [
    { zip: '00601', state: 'PR', lat: 18.18, lon: -66.75, active: true },
    { zip: '54016', state: 'WI', lat: 44.975, lon: -92.757, active: true },
    { zip: '54022', state: 'WI', lat: 44.861, lon: -92.624, active: false },
    { zip: '55082', state: 'MN', lat: 45.056, lon: -92.806, active: false },
  ]

  it('counts covered ZIPs per state, by state code, with those an ACTIVE partner lists', () => {
    expect(coverageByState(covered)).toEqual([
      { state: 'MN', covered: 1, active: 0 },
      { state: 'PR', covered: 1, active: 1 },
      { state: 'WI', covered: 2, active: 1 },
    ])
    expect(coverageByState([])).toEqual([])
  })
})
