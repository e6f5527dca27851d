// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { collectCoveredZips, coverageByState, type ZipLocation } from '../../../src/map/coverage'

const places: Record<string, ZipLocation> = {
  '54016': { state: 'WI', lat: 44.975, lon: -92.757 },
  '54022': { state: 'WI', lat: 44.861, lon: -92.624 },
  '55082': { state: 'MN', lat: 45.056, lon: -92.806 },
  '00601': { state: 'PR', lat: 18.18, lon: -66.75 },
}
const locate = (zip: string) => places[zip]

describe('covered ZIPs', () => {
  const covered = collectCoveredZips(
    [
      { status: 'PAUSED', zip_codes: ['54016', '55082', '99999'] },
      { status: 'ACTIVE', zip_codes: ['54016', '00601'] },
      { status: 'PAUSED', zip_codes: ['54022', '55082'] },
    ],
    locate,
  )

  it('lists each ZIP once, in ZIP order, active when any ACTIVE partner lists it, and skips ZIPs the data does not know', () => {
    expect(covered.map(({ zip, state, active }) => ({ zip, state, active }))).toEqual([
      { zip: '00601', state: 'PR', active: true },
      { zip: '54016', state: 'WI', active: true },
      { zip: '54022', state: 'WI', active: false },
      { zip: '55082', state: 'MN', active: false },
    ])
    expect(covered[1]).toMatchObject({ lat: 44.975, lon: -92.757 })
  })

  it('counts covered ZIPs per state, by state code, with those an ACTIVE partner lists', () => {
    expect(coverageByState(covered)).toEqual([
      { state: 'MN', covered: 1, active: 0 },
      { state: 'PR', covered: 1, active: 1 },
      { state: 'WI', covered: 2, active: 1 },
    ])
    expect(coverageByState([])).toEqual([])
  })

  it('collapses 10,000 partners × 200 ZIPs to the distinct ZIPs', () => {
    const partners = Array.from({ length: 10_000 }, (_, i) => ({
      status: i % 3 === 0 ? ('PAUSED' as const) : ('ACTIVE' as const),
      zip_codes: Array.from({ length: 200 }, (_, j) => String(10_000 + ((i * 37 + j * 101) % 41_000)).padStart(5, '0')),
    }))
    const everywhere = collectCoveredZips(partners, () => ({ state: 'XX', lat: 40, lon: -100 }))
    expect(everywhere).toHaveLength(41_000)
    expect(coverageByState(everywhere)).toEqual([{ state: 'XX', covered: 41_000, active: 41_000 }])
  })
})
