// `check`: whose key this is, which spreadsheet, how many bookings, and what the owner must still mend. The owner's
// check makes the tabs and stores the web app URL the quote emails' links use.
import { openLedger } from './bookings/bookings-tab'
import { consent } from './bookings/bookings'
import { isActive, MIN_KEY_LENGTH, SETTER_COLUMNS, SETTERS_TAB, type Caller } from './platform/keys'
import { ATTEMPT_COLUMNS, ATTEMPTS_TAB, DO_NOT_CALL_COLUMNS, DO_NOT_CALL_TAB, LEADS_TAB } from './leads/lead-tabs'
import { isWebAppUrl, linkSettings } from './platform/signed-links'
import { INTAKE_LEAD_COLUMNS, LEAD_INBOX_COLUMNS, LEAD_INBOX_TAB } from './leads/lead-intake-tabs'
import { readSources, sourceProblems, SOURCE_COLUMNS, SOURCES_TAB } from './leads/lead-sources'
import { partnerSheet } from './partners/partner-sheet'
import { withLock } from './platform/script-lock'
import { agencyTimeZone, agencyZoneState, scriptProperty, setScriptProperty } from './platform/script-properties'
import { sweeperScheduled } from './sweeper'
import { cellText } from '../../src/sheet-cell'
import { openTab, type Spreadsheet, type Tab } from './platform/tabs'

export function check(spreadsheet: Spreadsheet, caller: Caller, webAppUrl: unknown, version: number) {
  if (caller.role === 'owner' && isWebAppUrl(webAppUrl) && scriptProperty('WEB_APP_URL') !== webAppUrl)
    setScriptProperty('WEB_APP_URL', webAppUrl)
  const counted = withLock(() => {
    const ledger = openLedger(spreadsheet, 'check')
    let setterKeys = 0
    if (caller.role === 'owner') {
      setterKeys = activeSetterKeys(openTab(spreadsheet, SETTERS_TAB, SETTER_COLUMNS))
      openTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS)
      openTab(spreadsheet, ATTEMPTS_TAB, ATTEMPT_COLUMNS)
      openTab(spreadsheet, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS)
      openTab(spreadsheet, SOURCES_TAB, SOURCE_COLUMNS)
      openTab(spreadsheet, LEAD_INBOX_TAB, LEAD_INBOX_COLUMNS)
    }
    return { bookings: Object.keys(ledger.byId).length, setterKeys }
  })
  if (counted === null) return { ok: false, error: 'busy' }
  // Only the owner's check fetches the sheet afresh: a setter's reads it through the cache, as bookings do.
  const partners = partnerSheet(caller.role === 'owner')
  return {
    ok: true,
    spreadsheet: spreadsheet.getName(),
    bookings: counted.bookings,
    version,
    role: caller.role,
    ...(caller.role === 'setter'
      ? { setter: caller.setter }
      : {
          refundLinks: linkSettings() !== null,
          sources: sourceProblems(readSources(spreadsheet)),
          // Whether each is set, never its value: the owner's setup checklist ticks them.
          agencyName: scriptProperty('AGENCY_NAME') !== '',
          replyTo: scriptProperty('REPLY_TO') !== '',
          setterKeys: counted.setterKeys,
        }),
    consent: consent(),
    timeZone: agencyZoneState(),
    agencyTimeZone: agencyTimeZone(),
    spreadsheetTimeZone: spreadsheet.getSpreadsheetTimeZone(),
    sweeper: sweeperScheduled(),
    partnerSheet:
      'rows' in partners ? { ok: true, partners: partners.partners } : { ok: false, reason: partners.reason },
  }
}

/** Setters rows that can book: a name, a key of at least MIN_KEY_LENGTH and Active yes; one read of the tab's rows. */
function activeSetterKeys(tab: Tab<(typeof SETTER_COLUMNS)[number][0]>): number {
  const count = tab.sheet.getLastRow() - 1
  if (count < 1) return 0
  const rows = tab.sheet.getRange(2, 1, count, tab.width).getValues() as unknown[][]
  const { setter, key, active } = tab.columns
  return rows.filter(
    (row) =>
      cellText(row[setter - 1]).trim() !== '' &&
      cellText(row[key - 1]).trim().length >= MIN_KEY_LENGTH &&
      isActive(row[active - 1]),
  ).length
}
