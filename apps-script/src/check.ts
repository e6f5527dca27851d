// `check`: whose key this is, which spreadsheet, how many bookings, and what the owner must still mend. The owner's
// check makes the tabs and stores the web app URL the quote emails' links use.
import { openLedger } from './bookings-tab'
import { consent } from './bookings'
import { SETTER_COLUMNS, SETTERS_TAB, type Caller } from './keys'
import { ATTEMPT_COLUMNS, ATTEMPTS_TAB, DO_NOT_CALL_COLUMNS, DO_NOT_CALL_TAB, LEADS_TAB } from './lead-tabs'
import { isWebAppUrl, linkSettings } from './links'
import { INTAKE_LEAD_COLUMNS, LEAD_INBOX_COLUMNS, LEAD_INBOX_TAB } from './lead-intake-tabs'
import { readSources, sourceProblems, SOURCE_COLUMNS, SOURCES_TAB } from './lead-sources'
import { partnerSheet } from './partner-sheet'
import { withLock } from './script-lock'
import { agencyTimeZone, agencyZoneState, scriptProperty, setScriptProperty } from './script-properties'
import { sweeperScheduled } from './sweeper'
import { openTab, type Spreadsheet } from './tabs'

export function check(spreadsheet: Spreadsheet, caller: Caller, webAppUrl: unknown, version: number) {
  if (caller.role === 'owner' && isWebAppUrl(webAppUrl) && scriptProperty('WEB_APP_URL') !== webAppUrl)
    setScriptProperty('WEB_APP_URL', webAppUrl)
  const counted = withLock(() => {
    const ledger = openLedger(spreadsheet, 'check')
    if (caller.role === 'owner') {
      openTab(spreadsheet, SETTERS_TAB, SETTER_COLUMNS)
      openTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS)
      openTab(spreadsheet, ATTEMPTS_TAB, ATTEMPT_COLUMNS)
      openTab(spreadsheet, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS)
      openTab(spreadsheet, SOURCES_TAB, SOURCE_COLUMNS)
      openTab(spreadsheet, LEAD_INBOX_TAB, LEAD_INBOX_COLUMNS)
    }
    return Object.keys(ledger.byId).length
  })
  if (counted === null) return { ok: false, error: 'busy' }
  // Only the owner's check fetches the sheet afresh: a setter's reads it through the cache, as bookings do.
  const partners = partnerSheet(caller.role === 'owner')
  return {
    ok: true,
    spreadsheet: spreadsheet.getName(),
    bookings: counted,
    version,
    role: caller.role,
    ...(caller.role === 'setter'
      ? { setter: caller.setter }
      : { refundLinks: linkSettings() !== null, sources: sourceProblems(readSources(spreadsheet)) }),
    consent: consent(),
    timeZone: agencyZoneState(),
    agencyTimeZone: agencyTimeZone(),
    spreadsheetTimeZone: spreadsheet.getSpreadsheetTimeZone(),
    sweeper: sweeperScheduled(),
    partnerSheet:
      'rows' in partners ? { ok: true, partners: partners.partners } : { ok: false, reason: partners.reason },
  }
}
