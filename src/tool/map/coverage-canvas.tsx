import { useLayoutEffect, useRef } from 'react'
import { bundledUsOutlines } from '../../map/bundled-us-outlines'
import { coverageDrawSteps } from '../../map/coverage-drawing'
import type { CoverageTargetArea, CoveredZip } from '../../map/map-types'
import { coverageColorsOf } from './coverage-colors'
import { useElementWidth } from './use-element-width'

export interface CoverageCanvasProps {
  coveredZips: readonly CoveredZip[]
  targetAreas: readonly CoverageTargetArea[]
  summary: string
}

const FRAME_BUDGET_MS = 8

const heightFor = (width: number) => Math.round(width * 0.62)

export function CoverageCanvas({ coveredZips, targetAreas, summary }: CoverageCanvasProps) {
  const [frame, width] = useElementWidth<HTMLDivElement>('coverage-overview', 960)
  const canvas = useRef<HTMLCanvasElement>(null)
  const height = heightFor(width)

  // An effect because a canvas is drawn on by its element, after React has sized it.
  useLayoutEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    const ratio = Math.min(window.devicePixelRatio || 1, 2)
    element.width = Math.round(width * ratio)
    element.height = Math.round(height * ratio)
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    // In slices from the next frame on, not in React's commit, so a large sheet never freezes the page.
    let steps: ReturnType<typeof coverageDrawSteps> | undefined
    let frame = 0
    const drawSlice = () => {
      const start = performance.now()
      steps ??= coverageDrawSteps(
        context,
        { width, height },
        bundledUsOutlines(),
        coveredZips,
        targetAreas,
        coverageColorsOf(element),
      )
      while (performance.now() - start < FRAME_BUDGET_MS) {
        if (steps.next().done) {
          element.dataset.drawn = 'true'
          return
        }
      }
      frame = requestAnimationFrame(drawSlice)
    }
    delete element.dataset.drawn
    frame = requestAnimationFrame(drawSlice)
    return () => {
      cancelAnimationFrame(frame)
      void steps?.return(undefined as never)
    }
  }, [coveredZips, targetAreas, width, height])

  return (
    <div ref={frame} className="map-frame">
      <canvas ref={canvas} className="coverage-canvas" role="img" aria-label={summary} style={{ width, height }} />
    </div>
  )
}
