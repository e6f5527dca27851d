import { useMemo } from 'react'
import { mapCopy } from '../../content/partners/map-copy'
import { coverageByState } from '../../map/coverage'
import type { CoverageTargetArea, CoveredZip } from '../../map/map-types'
import { onDemand } from '../ui/on-demand'
import { MapLegend, type MapLegendKey } from './map-legend'
import './map.css'

const CoverageCanvas = onDemand(async () => (await import('./map-drawings')).CoverageCanvas, mapCopy.couldNotLoad)

const COVERAGE_LEGEND: MapLegendKey[] = [
  { swatch: 'is-active-zip', label: mapCopy.coverageLegendActiveZip },
  { swatch: 'is-paused-zip', label: mapCopy.coverageLegendPausedZip },
  { swatch: 'is-area', label: mapCopy.coverageLegendArea },
]

export interface CoverageOverviewProps {
  coveredZips: readonly CoveredZip[]
  targetAreas: readonly CoverageTargetArea[]
}

/** The per-state table is the canvas's accessible form. */
export function CoverageOverview({ coveredZips, targetAreas }: CoverageOverviewProps) {
  const rows = useMemo(() => coverageByState(coveredZips), [coveredZips])
  const totals = useMemo(
    () =>
      rows.reduce((sum, row) => ({ covered: sum.covered + row.covered, active: sum.active + row.active }), {
        covered: 0,
        active: 0,
      }),
    [rows],
  )
  const summary = mapCopy.coverageSummary(totals.covered, rows.length)
  return (
    <section className="coverage-overview" aria-labelledby="coverage-overview-heading">
      <h3 id="coverage-overview-heading">{mapCopy.coverageHeading}</h3>
      <p className="hint">{mapCopy.coverageIntro}</p>
      <CoverageCanvas
        coveredZips={coveredZips}
        targetAreas={targetAreas}
        summary={summary}
        loading={<p className="hint map-loading">{mapCopy.loading}</p>}
      />
      <MapLegend keys={COVERAGE_LEGEND} />
      {rows.length ? (
        <table className="coverage-table">
          <caption>{mapCopy.coverageTableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{mapCopy.coverageColumns.state}</th>
              <th scope="col">{mapCopy.coverageColumns.covered}</th>
              <th scope="col">{mapCopy.coverageColumns.active}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.state}>
                <th scope="row">{row.state}</th>
                <td>{row.covered.toLocaleString('en-US')}</td>
                <td>{row.active.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{mapCopy.coverageTotal}</th>
              <td>{totals.covered.toLocaleString('en-US')}</td>
              <td>{totals.active.toLocaleString('en-US')}</td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p className="hint">{mapCopy.coverageEmpty}</p>
      )}
    </section>
  )
}
