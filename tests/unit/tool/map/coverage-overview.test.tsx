import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CoverageTargetArea, CoveredZip } from '../../../../src/map/map-types'
import { CoverageOverview } from '../../../../src/tool/map/coverage-overview'

const coveredZips: CoveredZip[] = [
  { zip: '54016', state: 'WI', lat: 44.975, lon: -92.757, active: true },
  { zip: '54022', state: 'WI', lat: 44.861, lon: -92.624, active: false },
  { zip: '55082', state: 'MN', lat: 45.056, lon: -92.806, active: false },
]
const targetAreas: CoverageTargetArea[] = [
  { partnerId: 'acme', status: 'ACTIVE', place: 'Hudson, WI', lat: 44.975, lon: -92.757, radiusMiles: 30 },
]

beforeEach(() => {
  // jsdom has no 2D canvas; the drawing itself is checked in Chromium (scripts/map-preview.ts).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('<CoverageOverview>', () => {
  it('is a canvas image with a summary, and a per-state table as its accessible form', async () => {
    render(<CoverageOverview coveredZips={coveredZips} targetAreas={targetAreas} />)
    const map = await screen.findByRole('img', {
      name: 'Coverage map: 3 covered ZIPs in 2 states. The table below lists them by state.',
    })
    expect(map.tagName.toLowerCase()).toBe('canvas')
    const table = screen.getByRole('table', { name: 'Covered ZIPs per state' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['State', 'Covered ZIPs', 'By an ACTIVE partner'],
      ['MN', '1', '0'],
      ['WI', '2', '1'],
      ['All states', '3', '1'],
    ])
  })

  it('says so when no partner lists a known ZIP', async () => {
    render(<CoverageOverview coveredZips={[]} targetAreas={[]} />)
    expect(screen.getByText('No partner lists a ZIP the ZIP data knows yet.')).toBeInTheDocument()
    expect(
      await screen.findByRole('img', {
        name: 'Coverage map: 0 covered ZIPs in 0 states. The table below lists them by state.',
      }),
    ).toBeInTheDocument()
  })
})
