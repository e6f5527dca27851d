// No guessing: a misspelt place stays unresolved and is reported in Admin.

import { targetAreaProblems } from '../content/leads/lead-copy'
import { placeIndexFor, placeKey, type Place } from './place-search'
import { leadingState, stateCodesIn, trailingState } from './us-states'
import type { ZipDataset } from './zip-dataset'

interface ResolvedTargetArea {
  resolved: true
  /** The dataset's spelling. */
  label: string
  state: string
  lat: number
  lon: number
}

interface UnresolvedTargetArea {
  resolved: false
  problem: string
}

/** null for a blank Target Area: nothing to report. */
export type TargetAreaResolution = ResolvedTargetArea | UnresolvedTargetArea | null

/** The rows of the places in `state`, ascending, or null when there are none. */
function rowsIn(places: readonly Place[] | undefined, state: string): number[] | null {
  const inState = places?.filter((place) => place.state === state) ?? []
  if (inState.length <= 1) return inState[0]?.rows ?? null
  return inState.flatMap((place) => place.rows).sort((x, y) => x - y)
}

function centreOf(dataset: ZipDataset, rows: number[], state: string): ResolvedTargetArea {
  let lat = 0
  let lon = 0
  for (const row of rows) {
    lat += dataset.lat[row]!
    lon += dataset.lon[row]!
  }
  const name = dataset.placeNames[dataset.placeOf[rows[0]!]!]!
  return { resolved: true, label: `${name}, ${state}`, state, lat: lat / rows.length, lon: lon / rows.length }
}

/** Drops "(…)", "[…]" and anything after " - ". */
function withoutExtraText(text: string): string {
  return text
    .replace(/\([^)]*\)?|\[[^\]]*\]?/g, ' ')
    .split(/\s+[-–—]\s+/)[0]!
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:]+|[\s,;:.]+$/g, '')
}

export function resolveTargetArea(dataset: ZipDataset, targetArea: string, stateCell: string): TargetAreaResolution {
  const text = withoutExtraText(targetArea)
  if (text === '') return null
  const { placesByKey } = placeIndexFor(dataset)
  const find = (place: string, state: string) => {
    const rows = rowsIn(placesByKey.get(placeKey(place)), state)
    return rows ? centreOf(dataset, rows, state) : null
  }

  const comma = text.indexOf(',')
  const columnStates = stateCodesIn(stateCell)
  if (comma >= 0) {
    const place = text.slice(0, comma)
    const named = leadingState(text.slice(comma + 1))
    if (named) return find(place, named.code) ?? { resolved: false, problem: targetAreaProblems.notFound }
    return fromStates(place, columnStates)
  }
  const whole = fromStates(text, columnStates)
  if (whole.resolved) return whole
  const trailing = trailingState(text)
  if (trailing) return find(trailing.before, trailing.code) ?? whole
  return whole

  function fromStates(place: string, states: string[]): ResolvedTargetArea | UnresolvedTargetArea {
    for (const state of states) {
      const found = find(place, state)
      if (found) return found
    }
    if (states.length > 0) return { resolved: false, problem: targetAreaProblems.notFound }
    const candidates = [...new Set(placesByKey.get(placeKey(place))?.map((found) => found.state))]
    if (candidates.length === 1) return find(place, candidates[0]!)!
    return {
      resolved: false,
      problem: candidates.length > 1 ? targetAreaProblems.ambiguous : targetAreaProblems.notFound,
    }
  }
}
