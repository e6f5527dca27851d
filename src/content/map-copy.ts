// Words of the lead map and the coverage overview. The summary is the lead map's accessible name,
// so it says in one sentence what the picture shows.
//
// Lead map summary rules:
//   - always "Map: lead in {place}; " then one of
//   - no partner:   "no partners nearby."
//   - one partner:  "1 partner within {M} miles: {name}, {d} mi."
//   - more:         "{n} partners within {M} miles; nearest {name}, {d} mi."
//   {M} is the nearby limit (VITE_NEARBY_MILES), or the farthest partner's distance when that is more,
//   so the sentence stays true for partners whose radius reaches farther. "{d} mi" becomes
//   "which lists this ZIP" for a partner that lists the lead's ZIP, and "under 1 mi" for 0.

export interface LeadMapSummaryFacts {
  place: string
  partnerCount: number
  withinMiles: number
  nearest: { name: string; distanceMiles: number; listsLeadZip: boolean } | null
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

function nearestDistance(nearest: NonNullable<LeadMapSummaryFacts['nearest']>): string {
  if (nearest.listsLeadZip) return 'which lists this ZIP'
  if (nearest.distanceMiles < 1) return 'under 1 mi'
  return `${nearest.distanceMiles} mi`
}

export function leadMapSummaryText({ place, partnerCount, withinMiles, nearest }: LeadMapSummaryFacts): string {
  const start = `Map: lead in ${place}; `
  if (partnerCount === 0 || !nearest) return `${start}no partners nearby.`
  const within = `within ${plural(withinMiles, 'mile', 'miles')}`
  if (partnerCount === 1) return `${start}1 partner ${within}: ${nearest.name}, ${nearestDistance(nearest)}.`
  return `${start}${partnerCount} partners ${within}; nearest ${nearest.name}, ${nearestDistance(nearest)}.`
}

export const mapCopy = {
  showMap: 'Show map',
  hideMap: 'Hide map',
  loading: 'Drawing the map…',
  legendActive: 'ACTIVE partner',
  legendPaused: 'PAUSED partner',
  legendLead: 'Lead',
  coverageHeading: 'Coverage overview',
  coverageIntro:
    'Every ZIP a partner lists, and each resolved Target Area radius. The table under the map counts covered ZIPs per state.',
  coverageTableCaption: 'Covered ZIPs per state',
  coverageColumns: { state: 'State', covered: 'Covered ZIPs', active: 'By an ACTIVE partner' },
  coverageTotal: 'All states',
  coverageEmpty: 'No partner lists a ZIP the ZIP data knows yet.',
  coverageLegendActiveZip: 'ZIP listed by an ACTIVE partner',
  coverageLegendPausedZip: 'ZIP listed only by PAUSED partners',
  coverageLegendArea: 'Target Area radius',
  /** The overview canvas's accessible name; the table below is its accessible form. */
  coverageSummary: (zips: number, states: number) =>
    `Coverage map: ${plural(zips, 'covered ZIP', 'covered ZIPs')} in ${plural(states, 'state', 'states')}. The table below lists them by state.`,
  /** Credit for the outlines (US Census cartographic boundaries via us-atlas). */
  credit: 'Outlines: US Census Bureau cartographic boundaries, via us-atlas.',
}
