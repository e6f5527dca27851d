import { findCopy } from '../../../content/partners/find-copy'
import { zipRow, type ZipDataset } from '../../../geo/zip-dataset'
import type { Company } from '../../../partners/company'

/** The states of `zips` in the US ZIP list, most ZIPs first (none without the dataset). */
export function statesOfZips(dataset: ZipDataset | null, zips: readonly string[]): string[] {
  if (!dataset) return []
  const counts = new Map<string, number>()
  for (const zip of zips) {
    const row = zipRow(dataset, zip)
    if (row < 0) continue
    const state = dataset.states[dataset.stateOf[row]!]!
    counts.set(state, (counts.get(state) ?? 0) + 1)
  }
  return [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1)).map(([state]) => state)
}

/** "Lists 54 ZIPs in WI, MN · Target Area Hudson, WI, 30 mi" */
export function coverageLine(
  company: Pick<Company, 'target_area' | 'target_radius_miles'>,
  zips: readonly string[],
  states: readonly string[],
): string {
  return [
    zips.length > 0 ? findCopy.listsZips(zips.length, states) : findCopy.listsNoZips,
    company.target_area ? findCopy.targetArea(company.target_area, company.target_radius_miles) : '',
  ]
    .filter(Boolean)
    .join(findCopy.coverageSeparator)
}
