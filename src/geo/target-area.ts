// No guessing: a misspelt place stays unresolved and is reported in Admin.

import { targetAreaProblems } from '../content/lead-copy'
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

/** Short forms callers and sheets use for the words in US place names. */
export const PLACE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
}

export function placeKey(name: string): string {
  // Fast path: most names are plain letters and single spaces.
  if (/^[A-Za-z]+( [A-Za-z]+)*$/.test(name)) {
    const words = name.toLowerCase().split(' ')
    for (let i = 0; i < words.length; i++) words[i] = PLACE_ABBREVIATIONS[words[i]!] ?? words[i]!
    return words.join(' ')
  }
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[-‐–]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => PLACE_ABBREVIATIONS[word] ?? word)
    .join(' ')
}

interface PlaceIndex {
  rowsByPlaceAndState: Map<string, number[]>
  statesByPlace: Map<string, string[]>
}

const placeIndexes = new WeakMap<ZipDataset, PlaceIndex>()

function placeIndex(dataset: ZipDataset): PlaceIndex {
  let index = placeIndexes.get(dataset)
  if (index) return index
  const keyOfPlace = dataset.placeNames.map(placeKey)
  const rowsByPlaceAndState = new Map<string, number[]>()
  const statesByPlace = new Map<string, string[]>()
  for (let row = 0; row < dataset.count; row++) {
    const place = keyOfPlace[dataset.placeOf[row]!]!
    const state = dataset.states[dataset.stateOf[row]!]!
    const key = `${place}|${state}`
    const rows = rowsByPlaceAndState.get(key)
    if (rows) rows.push(row)
    else {
      rowsByPlaceAndState.set(key, [row])
      const states = statesByPlace.get(place)
      if (states) states.push(state)
      else statesByPlace.set(place, [state])
    }
  }
  index = { rowsByPlaceAndState, statesByPlace }
  placeIndexes.set(dataset, index)
  return index
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
  const index = placeIndex(dataset)
  const find = (place: string, state: string) => {
    const rows = index.rowsByPlaceAndState.get(`${placeKey(place)}|${state}`)
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
    const candidates = index.statesByPlace.get(placeKey(place)) ?? []
    if (candidates.length === 1) return find(place, candidates[0]!)!
    return {
      resolved: false,
      problem: candidates.length > 1 ? targetAreaProblems.ambiguous : targetAreaProblems.notFound,
    }
  }
}
