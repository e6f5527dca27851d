import { useLayoutEffect, useRef } from 'react'
import { bundledUsOutlines } from '../../map/bundled-us-outlines'
import { drawCoverage } from '../../map/coverage-drawing'
import type { CoverageTargetArea, CoveredZip } from '../../map/map-types'
import { useElementWidth } from './use-element-width'

export interface CoverageCanvasProps {
  coveredZips: readonly CoveredZip[]
  targetAreas: readonly CoverageTargetArea[]
  /** The canvas's accessible name. */
  summary: string
}

const heightFor = (width: number) => Math.round(width * 0.62)

/** The national overview, drawn on a canvas (the lazy part of <CoverageOverview>). */
export function CoverageCanvas({ coveredZips, targetAreas, summary }: CoverageCanvasProps) {
  const [frame, width] = useElementWidth<HTMLDivElement>(960)
  const canvas = useRef<HTMLCanvasElement>(null)
  const height = heightFor(width)

  useLayoutEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    const ratio = Math.min(window.devicePixelRatio || 1, 2)
    element.width = Math.round(width * ratio)
    element.height = Math.round(height * ratio)
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    drawCoverage(context, { width, height }, bundledUsOutlines(), coveredZips, targetAreas)
  }, [coveredZips, targetAreas, width, height])

  return (
    <div ref={frame} className="map-frame">
      <canvas ref={canvas} className="coverage-canvas" role="img" aria-label={summary} style={{ width, height }} />
    </div>
  )
}
