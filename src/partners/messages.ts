// Every user-visible text of the sheet core, verbatim from SPEC.md §4 and §8.

export const sheetMessages = {
  loading: 'Loading data…',
  loaded: (n: number) => `Loaded ${n} companies.`,
  notConfigured: 'Set your Google Sheet CSV URL in Admin tab → Use This Sheet.',
  loadFailed: 'Failed to load data. Check the CSV URL in Admin tab.',
  httpError: (status: number) => `HTTP ${status}`,
  enterZip: 'Enter a ZIP to search.',
  noMatch: (zip: string) => `No companies found for ZIP ${zip}.`,
  matches: (n: number, zip: string) => (n === 1 ? `1 company matches ZIP ${zip}.` : `${n} companies match ZIP ${zip}.`),
  noResults: 'No results.',
}

/** SheetLoadError messages: the detail after the failure text. */
export const sheetLoadErrorReasons = {
  empty: 'Empty CSV',
  html: 'Response is an HTML page, not CSV',
  noHeader: 'No recognised column in the header row',
  unclosedQuote: (row: number) =>
    `CSV ends inside a quoted field (row ${row}): the download was cut off, or a cell has a stray quote.`,
}

/** A row with neither display name nor company name still needs a name on its card. */
export const unnamedPartner = (row: number) => `Unnamed partner (row ${row})`

export const sheetReportReasons = {
  noNameNoZip: 'No company name and no valid ZIP',
}

export const sheetReportWarnings = {
  noStatusColumn: 'No status column: every partner shows as PAUSED.',
}
