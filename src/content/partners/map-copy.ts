// The summary is the lead map's accessible name: one sentence saying what the picture shows.

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
  couldNotLoad: 'The map could not load without a connection; it loads once you are back online.',
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
  coverageSummary: (zips: number, states: number) =>
    `Coverage map: ${plural(zips, 'covered ZIP', 'covered ZIPs')} in ${plural(states, 'state', 'states')}. The table below lists them by state.`,
  credit: 'Outlines: US Census Bureau cartographic boundaries, via us-atlas.',
}
