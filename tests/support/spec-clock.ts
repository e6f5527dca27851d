// The date a date-dependent e2e spec runs at, whatever the machine's clock says: a Wednesday at noon in the
// agency's zone (America/Chicago, Central Standard Time in January), far from a week's, a day's or a year's ends.
export const SPEC_NOW = Date.parse('2027-01-13T18:00:00Z')
/** The same Wednesday at midnight in Wisconsin: outside calling hours, every partner closed. */
export const SPEC_MIDNIGHT = Date.parse('2027-01-13T06:00:00Z')
