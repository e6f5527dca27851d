// map.css owns every map colour; the canvas reads them from the custom properties on an element inside it.
import type { CoverageColors } from '../../map/coverage-drawing'

export function coverageColorsOf(element: Element): CoverageColors {
  const style = getComputedStyle(element)
  const value = (name: string) => style.getPropertyValue(name).trim()
  const number = (name: string) => Number(value(name))
  return {
    water: value('--map-water'),
    land: value('--map-land'),
    stateBorder: value('--map-state-border'),
    active: value('--map-active'),
    paused: value('--map-paused'),
    activeArea: value('--map-active-area'),
    pausedArea: value('--map-paused'),
    areaFillOpacity: number('--map-coverage-area-fill-opacity'),
    activeRimOpacity: number('--map-coverage-active-rim-opacity'),
    pausedRimOpacity: number('--map-coverage-paused-rim-opacity'),
    pausedDash: value('--map-paused-dash').split(/\s+/).map(Number),
  }
}
