// The bundle's entry: what the five doors call (doGet, doPost, authorize, askFromLink, everyFiveMinutes). The built
// ledger.js holds everything else in one closure, `var Ledger_`, which no page, menu or trigger can reach by name.
import { parsed } from '../../src/ledger-api/ledger-answer'
import { book, consent, list } from './bookings/bookings'
import { check } from './check'
import { callerOf, mayAsk, WEAK_OWNER_KEY } from './platform/keys'
import {
  deleteScriptProperty,
  readPropertiesAfresh,
  scriptProperty,
  setScriptProperty,
  startExecution,
} from './platform/script-properties'
import { claimLead, recordOutcome } from './leads/lead-calls'
import { queue } from './leads/lead-queue'
import { leadStats } from './leads/lead-stats'
import { LEGACY_REFUSED_PROPERTY, leadKindOf, receiveLead, refusalOfKey, refused } from './leads/lead-intake'
import { leadSources, sourceKey } from './leads/lead-sources-answer'
import { doGet as linkPageOf } from './refunds/link-page'
import { askFromLink as askFromLinkOf } from './refunds/links'
import { answerHomeownerLink, homeownerPage } from './bookings/homeowner-page'
import { linkToken } from './platform/signed-links'
import { partnerSheet, readPartnerSheet, recipientFor } from './partners/partner-sheet'
import { decide, refunds, resendDecision } from './refunds/refunds'
import { deliver } from './bookings/sending'
import { release, withdraw } from './bookings/held-bookings'
import { storedOutcome } from './bookings/email-status'
import { everyFiveMinutes as sweep, keepSweeperTrigger } from './sweeper'
import { partnerAddresses, quoteEmailBody, quoteEmailSubject } from '../../src/bookings/quote-email'
import { noShowTiming, refundAnswerDay, refundDeadline } from '../../src/refunds/refund-windows'
import { leadAfterCall } from '../../src/leads/cadence'
import { readLeadRow, readLeadZip, readReceivedAt } from '../../src/leads/lead-row'
import { readOutcomeRequest } from '../../src/leads/outcome-request'
import { weekLeadStats } from '../../src/leads/speed-to-lead'

export const LEDGER_SCRIPT_VERSION = 11
/** The first version whose LINK_SECRET no page could read. */
const SECRET_SINCE_VERSION = 6

const answer = (body: object) =>
  ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON)

/** The POSTed body as text ('' without one). */
function postedText(e: unknown): string {
  const contents = (e as { postData?: { contents?: unknown } } | null)?.postData?.contents
  return typeof contents === 'string' ? contents : ''
}

export function doPost(e: unknown) {
  startExecution()
  const started = Date.now()
  const contents = postedText(e)
  const request = parsed(contents)
  if (!request)
    return answer(refused({ ok: false, error: 'bad-request', reason: 'not a JSON object' }, 'not a JSON object'))
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
  const leadKind = leadKindOf(request)
  if (leadKind) return answer(receiveLead(spreadsheet, request, leadKind, contents))
  const caller = callerOf(request.key, spreadsheet)
  if (caller === WEAK_OWNER_KEY) return answer({ ok: false, error: WEAK_OWNER_KEY })
  if (!caller) return answer(refusalOfKey(spreadsheet, request.key))
  if (!spreadsheet) return answer({ ok: false, error: 'no-spreadsheet' })
  const action = request.action
  if (!mayAsk(caller, action)) return answer({ ok: false, error: 'owner-only' })
  if (action === 'check') return answer(check(spreadsheet, caller, request.webAppUrl, LEDGER_SCRIPT_VERSION))
  if (action === 'book') return answer(book(spreadsheet, caller, request.bookings, started))
  if (action === 'deliver') return answer(deliver(spreadsheet, request.ids, request.resend === true, started))
  if (action === 'list') return answer(list(spreadsheet, request.since, request.until))
  if (action === 'refunds') return answer(refunds(spreadsheet, request.since, request.until, LEDGER_SCRIPT_VERSION))
  if (action === 'decide') return answer(decide(spreadsheet, request))
  if (action === 'resendDecision') return answer(resendDecision(spreadsheet, request))
  if (action === 'release') return answer(release(spreadsheet, request.id, started))
  if (action === 'withdraw') return answer(withdraw(spreadsheet, request.id))
  if (action === 'queue') return answer(queue(spreadsheet))
  if (action === 'claim') return answer(claimLead(spreadsheet, caller, request))
  if (action === 'outcome') return answer(recordOutcome(spreadsheet, caller, request))
  if (action === 'leadStats') return answer(leadStats(spreadsheet, request.weeks))
  if (action === 'leadSources') return answer(leadSources(spreadsheet))
  if (action === 'sourceKey') return answer(sourceKey(spreadsheet, request.source))
  return answer({ ok: false, error: 'bad-request' })
}

/**
 * Run by the owner from the editor after each update or change of a property. Anyone's page can call it too (it is a
 * global function): such a run does nothing, so it costs no Script Properties operation.
 */
export function authorize() {
  startExecution()
  if (!isOwnersOwnRun()) return
  ScriptApp.requireAllScopes(ScriptApp.AuthMode.FULL)
  readPropertiesAfresh()
  keepSweeperTrigger()
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
  const quota = MailApp.getRemainingDailyQuota()
  let changed = false
  // Before version 6 any page could read LINK_SECRET: the first run on 6 makes a new one, later runs keep it.
  if (Number(scriptProperty('LINK_SECRET_SINCE')) < SECRET_SINCE_VERSION || !scriptProperty('LINK_SECRET')) {
    // Two random UUIDs: far more than enough to guess no link.
    setScriptProperty('LINK_SECRET', Utilities.getUuid() + Utilities.getUuid())
    setScriptProperty('LINK_SECRET_SINCE', String(SECRET_SINCE_VERSION))
    changed = true
  }
  // Version 9 counted refusals in this property; they are counted in the cache now.
  if (scriptProperty(LEGACY_REFUSED_PROPERTY) !== '') {
    deleteScriptProperty(LEGACY_REFUSED_PROPERTY)
    changed = true
  }
  // A write drops the cached copy: the next requests find the properties cached all the same.
  if (changed) readPropertiesAfresh()
  Logger.log(
    `Ledger script v${LEDGER_SCRIPT_VERSION} authorized. Spreadsheet: ${
      spreadsheet ? spreadsheet.getName() : 'none (create the script from the spreadsheet)'
    }. Email recipients left today: ${quota}`,
  )
}

/**
 * Google answers the active user's email for the script's owner running it, and '' for a web app's visitor outside
 * the owner's Workspace domain; a visitor inside it may be named, and is still not the effective user (the owner).
 */
function isOwnersOwnRun(): boolean {
  const active = Session.getActiveUser().getEmail()
  return active !== '' && active === Session.getEffectiveUser().getEmail()
}

/** The other doors, each an execution of its own. */
export function askFromLink(request: unknown) {
  startExecution()
  return answerHomeownerLink(request) ?? askFromLinkOf(request)
}

export function doGet(e: unknown) {
  startExecution()
  return homeownerPage(e) ?? linkPageOf(e)
}

export function everyFiveMinutes() {
  startExecution()
  sweep()
}

/** For the project's tests only, to run the bundled rules on the script's own clock: no page, trigger or menu reaches it. */
export const forTests = {
  consent,
  linkToken,
  storedOutcome,
  recipientFor,
  readPartnerSheet,
  partnerSheet,
  refundDeadline,
  noShowTiming,
  refundAnswerDay,
  leadAfterCall,
  readOutcomeRequest,
  readReceivedAt,
  readLeadZip,
  readLeadRow,
  weekLeadStats,
  quoteEmailSubject,
  quoteEmailBody,
  partnerAddresses,
}
