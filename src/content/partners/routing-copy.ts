export const routingCopy = {
  serviceLegend: 'Service',
  allServices: 'All services',
  /** A choice's visible text and accessible name: `Tree Removal (2)`, `Tree Removal (2, 1 paused)`; no count before a complete ZIP. */
  choiceLabel: (service: string, count: number | null, paused: number) =>
    count === null ? service : `${service} (${count}${paused > 0 ? `, ${paused} paused` : ''})`,
  /** The line under the spec's count line: `Showing 1 Tree Removal partner · All services`. */
  showing: (exact: number, service: string, nearby: number) =>
    `Showing ${exact} ${service} partner${exact === 1 ? '' : 's'}${nearby > 0 ? ` and ${nearby} nearby` : ''}`,
  noExactPartner: (service: string, zip: string) => `No ${service} partner lists ZIP ${zip}.`,
  /** The ZIP has partners, but the chosen service hides them all. */
  noneForService: (listed: number, zip: string, service: string) =>
    listed === 1
      ? `1 partner lists ${zip}, none for ${service}.`
      : `${listed} partners list ${zip}, none for ${service}.`,
  showAllServices: 'Show all services',
  nearbyOfService: (service: string) => `Nearby ${service} partners are listed below.`,
  noNearbyOfService: (service: string) => `No other ${service} partners near this ZIP.`,
  missingChoice: (slug: string) => `The service “${slug}” is not in this sheet, so all services are shown.`,
  garageLegend: 'Garage size',
  /** Copy summary's price line once a size is chosen: `Price (2-car): $3,900`. */
  summaryPrice: (size: string, price: string) => `Price (${size}): ${price}`,
  chosenSizeNote: 'chosen size',
  serviceShortcut: { keys: ['s'], action: 'Jump to the service choice' },
  noServiceCategoryTitle: 'No service category',
  unreadablePriorityTitle: 'Priority not a number (sorted as blank)',
  unreadableCapTitle: 'Weekly Cap not a whole number (no cap)',
  gettingStarted: [
    'Above the results, choose the lead’s service (or press s to jump there). Each choice says how many partners in the current results offer it; the exact results, the nearby partners, the map, the arrow keys and Copy summary then show that service only. The line “5 companies match ZIP 54016.” still counts every partner listing the ZIP; the line under it says what the filter shows. Spellings that differ only in case, spacing, punctuation, “&” for “and” or a plural last word (“Tree Removal”, “tree removals”) are one choice. Partners without a Service Category show under All services only.',
    'When any result has prices, choose the garage size (1-car, 2-car or 3-car): each card marks that price, and Copy summary gives that price only. Both choices belong to the lead: they live in the page address (so a reload or a shared link keeps them), and New lead sets them back to All services and no size.',
    'Partners are listed best first: ACTIVE before PAUSED, then by the sheet’s optional Priority column (also read as “Rank”: 1 is the first choice, blank comes last), then in sheet order. Once the booking ledger has been read, partners with room this week come before those at their Weekly Cap, and among equals the one with fewer bookings this week, then the one booked least recently, comes first, so equal partners share the leads. Nearby partners keep their order by radius and distance, and this order applies among partners at the same distance.',
  ],
}
