// Finds the lead's town from what the caller says; the index is built once per dataset, a keystroke only scans its keys.

import type { ZipIndex } from '../partners/company'
import { withoutAccents } from '../partners/search-text'
import { zipPositions } from '../partners/zip-search'
import { stateCode, trailingState } from './us-states'
import { zipOfRow, type ZipDataset } from './zip-dataset'

/** A place name in one state, with the dataset rows of its ZIPs (ascending ZIP). */
export interface Place {
  name: string
  state: string
  rows: number[]
}

export interface PlaceIndex {
  dataset: ZipDataset
  places: Place[]
  /** Per place: its name as searched (placeKey). */
  keys: string[]
  /** The places sharing a key, in every state: how a sheet's Target Area is looked up. */
  placesByKey: Map<string, Place[]>
}

/** How a place matched: its whole name, the start of its name, or the start of a later word. */
type PlaceMatchKind = 'exact' | 'prefix' | 'word'
const KIND_ORDER: Record<PlaceMatchKind, number> = { exact: 0, prefix: 1, word: 2 }

export interface PlaceMatch {
  place: Place
  kind: PlaceMatchKind
  /** Distinct partners listing at least one of its ZIPs, and how many of them are PAUSED. */
  partners: number
  paused: number
}

/** Case, accents and punctuation removed; apostrophes and dots join ("O'Fallon" -> "ofallon", "St." -> "st"). */
function searchWords(text: string): string[] {
  // Most names are plain letters and single spaces: skip the regular-expression work for them.
  if (/^[A-Za-z]+( [A-Za-z]+)*$/.test(text)) return text.toLowerCase().split(' ')
  return withoutAccents(text)
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

const PLACE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
}

const expand = (word: string) => PLACE_ABBREVIATIONS[word] ?? word

/** A place name as matched: its words, with St/Ste/Ft/Mt spelt out ("St. Paul" -> "saint paul"). */
export function placeKey(name: string): string {
  return searchWords(name).map(expand).join(' ')
}

function buildPlaceIndex(dataset: ZipDataset): PlaceIndex {
  const byNameAndState = new Map<number, Place>()
  const places: Place[] = []
  const keys: string[] = []
  const keyOfName = new Map<number, string>()
  const placesByKey = new Map<string, Place[]>()
  for (let row = 0; row < dataset.count; row++) {
    const nameId = dataset.placeOf[row]!
    const stateId = dataset.stateOf[row]!
    const id = nameId * 256 + stateId
    const known = byNameAndState.get(id)
    if (known) {
      known.rows.push(row)
      continue
    }
    const name = dataset.placeNames[nameId]!
    let key = keyOfName.get(nameId)
    if (key === undefined) {
      key = placeKey(name)
      keyOfName.set(nameId, key)
    }
    const place = { name, state: dataset.states[stateId]!, rows: [row] }
    byNameAndState.set(id, place)
    places.push(place)
    keys.push(key)
    const sameKey = placesByKey.get(key)
    if (sameKey) sameKey.push(place)
    else placesByKey.set(key, [place])
  }
  return { dataset, places, keys, placesByKey }
}

/** Per place: how many distinct partners list one of its ZIPs. Once per sheet, never per keystroke. */
export function placePartnerCounts(
  index: PlaceIndex,
  zipIndex: ZipIndex,
  companyCount: number,
  counted: (position: number) => boolean = () => true,
): Int32Array {
  const counts = new Int32Array(index.places.length)
  const seenFor = new Int32Array(companyCount).fill(-1)
  const { offsets, positions } = zipIndex
  index.places.forEach((place, id) => {
    let count = 0
    for (const row of place.rows) {
      const zip = index.dataset.zipCodes[row]!
      for (let i = offsets[zip]!; i < offsets[zip + 1]!; i++) {
        const position = positions[i]!
        if (seenFor[position] !== id) {
          seenFor[position] = id
          if (counted(position)) count++
        }
      }
    }
    counts[id] = count
  })
  return counts
}

interface PlaceQuery {
  /** Text the key must match; several when the last word may be an abbreviation still being typed. */
  texts: string[]
  states: ReadonlySet<string> | null
}

/** A state filter from the text after a comma: a code or name ("WI", "Wisconsin"), or the codes a partial one starts ("W"). */
function statesNamed(text: string, index: PlaceIndex): ReadonlySet<string> | null {
  if (text === '') return null
  const code = stateCode(text)
  if (code) return new Set([code])
  return new Set(index.dataset.states.filter((state) => state.startsWith(text.toUpperCase())))
}

/** "Hudson", "st paul", "Hudson, W" (state codes starting with W), "saint paul mn". */
function placeQueries(text: string, index: PlaceIndex): PlaceQuery[] {
  const comma = text.indexOf(',')
  const placeText = comma >= 0 ? text.slice(0, comma) : text
  const states = comma >= 0 ? statesNamed(text.slice(comma + 1).trim(), index) : null
  const queries = [{ texts: queryTexts(placeText, comma >= 0), states }]
  const trailing = comma < 0 ? trailingState(text) : null
  if (trailing) queries.push({ texts: queryTexts(trailing.before, true), states: new Set([trailing.code]) })
  return queries.filter((query) => query.texts.length > 0)
}

/** The last word is still being typed unless a space, comma or state follows it: "st" may become "sterling". */
function queryTexts(text: string, lastWordComplete: boolean): string[] {
  const words = searchWords(text)
  if (words.length === 0) return []
  const complete = lastWordComplete || /[\s.]$/.test(text)
  const expanded = words.map(expand).join(' ')
  if (complete) return [expanded]
  const raw = [...words.slice(0, -1).map(expand), words.at(-1)!].join(' ')
  return raw === expanded ? [expanded] : [expanded, raw]
}

function kindOf(key: string, texts: string[]): PlaceMatchKind | null {
  let best: PlaceMatchKind | null = null
  for (const text of texts) {
    if (key === text) return 'exact'
    if (key.startsWith(text)) best = 'prefix'
    else if (best === null && key.includes(` ${text}`)) best = 'word'
  }
  return best
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const KINDS: PlaceMatchKind[] = ['exact', 'prefix', 'word']
const NO_MATCH = KINDS.length

function better(a: PlaceMatch, b: PlaceMatch): boolean {
  const order =
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    Number(b.partners > 0) - Number(a.partners > 0) ||
    b.partners - a.partners ||
    compareText(a.place.name, b.place.name) ||
    compareText(a.place.state, b.place.state)
  return order < 0
}

/** Places matching `text`, best first: exact names, then prefixes, then later words; within each, places partners serve. */
export function findPlaces(
  index: PlaceIndex,
  counts: { partners: Int32Array; paused: Int32Array },
  text: string,
  limit: number,
): PlaceMatch[] {
  if (limit <= 0) return []
  const kindOfPlace = new Uint8Array(index.places.length).fill(NO_MATCH)
  for (const query of placeQueries(text, index)) {
    for (let id = 0; id < index.keys.length; id++) {
      if (query.states && !query.states.has(index.places[id]!.state)) continue
      const kind = kindOf(index.keys[id]!, query.texts)
      if (kind && KIND_ORDER[kind] < kindOfPlace[id]!) kindOfPlace[id] = KIND_ORDER[kind]
    }
  }
  // Only the best `limit` are kept, in order: a match list can hold thousands of places.
  const best: PlaceMatch[] = []
  for (let id = 0; id < kindOfPlace.length; id++) {
    if (kindOfPlace[id] === NO_MATCH) continue
    const match = {
      place: index.places[id]!,
      kind: KINDS[kindOfPlace[id]!]!,
      partners: counts.partners[id] ?? 0,
      paused: counts.paused[id] ?? 0,
    }
    if (best.length === limit && !better(match, best[limit - 1]!)) continue
    let at = best.length
    while (at > 0 && better(match, best[at - 1]!)) at--
    best.splice(at, 0, match)
    if (best.length > limit) best.pop()
  }
  return best
}

export interface PlaceZip {
  zip: string
  /** Partners listing this ZIP. */
  partners: number
}

export function zipsOfPlace(index: PlaceIndex, place: Place, zipIndex: ZipIndex): PlaceZip[] {
  return place.rows.map((row) => {
    const zip = zipOfRow(index.dataset, row)
    return { zip, partners: zipPositions(zipIndex, zip).length }
  })
}

const placeIndexes = new WeakMap<ZipDataset, PlaceIndex>()

export function placeIndexFor(dataset: ZipDataset): PlaceIndex {
  let index = placeIndexes.get(dataset)
  if (!index) {
    index = buildPlaceIndex(dataset)
    placeIndexes.set(dataset, index)
  }
  return index
}
