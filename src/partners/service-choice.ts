import { collator } from '../intl-format'
import type { Company } from './company'
import { serviceKey } from './service-key'

export { serviceKey }

export interface ServiceChoice {
  key: string
  /** The spelling most rows use (the first seen on a tie). */
  label: string
  slug: string
}

export interface ServiceIndex {
  choices: ServiceChoice[]
  /** Per company position: index into `choices`, or -1 for an empty Service Category. */
  choiceOf: Int32Array
}

/** Which choice is shown: an index into `choices`, or null for All services. */
export type ChosenService = number | null

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu

function serviceSlug(label: string): string {
  return label
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(NOT_LETTER_OR_DIGIT, '-')
    .replace(/^-+|-+$/g, '')
}

export function serviceIndex(companies: readonly Pick<Company, 'service_category'>[]): ServiceIndex {
  const rowsOfValue = new Map<string, number>()
  for (const { service_category } of companies)
    rowsOfValue.set(service_category, (rowsOfValue.get(service_category) ?? 0) + 1)
  const spellings = new Map<string, Map<string, number>>()
  for (const [value, rows] of rowsOfValue) {
    const key = serviceKey(value)
    if (key === '') continue
    const spelling = value.trim().replace(/\s+/g, ' ')
    const counts = spellings.get(key) ?? new Map<string, number>()
    counts.set(spelling, (counts.get(spelling) ?? 0) + rows)
    spellings.set(key, counts)
  }
  const choices = [...spellings].map(([key, counts]): ServiceChoice => {
    let label = ''
    let most = 0
    for (const [spelling, count] of counts) if (count > most) [label, most] = [spelling, count]
    return { key, label, slug: serviceSlug(label) }
  })
  const byLabel = collator('en', { sensitivity: 'base' })
  choices.sort((a, b) => byLabel.compare(a.label, b.label))
  const indexOfKey = new Map(choices.map((choice, index) => [choice.key, index]))
  const choiceOfValue = new Map(
    [...rowsOfValue.keys()].map((value) => [value, indexOfKey.get(serviceKey(value)) ?? -1]),
  )
  return { choices, choiceOf: Int32Array.from(companies, (company) => choiceOfValue.get(company.service_category)!) }
}

export interface ResolvedServiceChoice {
  chosen: ChosenService
  /** The asked-for slug when the sheet has no such service (shown All services instead). */
  missing: string | null
}

/** The choice a saved or linked slug names in this sheet; All services when it names none. */
export function resolveServiceChoice(slug: string | null, index: ServiceIndex): ResolvedServiceChoice {
  if (slug === null || slug === '') return { chosen: null, missing: null }
  const key = serviceKey(slug)
  const chosen = index.choices.findIndex((choice) => choice.key === key)
  return chosen >= 0 ? { chosen, missing: null } : { chosen: null, missing: slug }
}

export function onlyChosenService<E extends { position: number }>(
  entries: readonly E[],
  index: ServiceIndex,
  chosen: ChosenService,
): readonly E[] {
  return chosen === null ? entries : entries.filter((entry) => index.choiceOf[entry.position] === chosen)
}

/** How many of the entries offer each choice (`counts[i]` for `choices[i]`). */
export function countByService(index: ServiceIndex, entries: Iterable<{ position: number }>): Int32Array {
  const counts = new Int32Array(index.choices.length)
  for (const { position } of entries) {
    const choice = index.choiceOf[position]!
    if (choice >= 0) counts[choice]!++
  }
  return counts
}
