// The bundle's entry: what the five doors of entry-points.ts call. The built ledger.js holds everything else in one
// closure, `var Ledger_`, which no page, menu or trigger can reach by name.
import { isKeyedAction, type ActionName, type SourceAction } from '../../src/ledger-api/actions'
import { parsed } from '../../src/ledger-api/ledger-answer'
import { book, list } from './bookings/bookings'
import { check } from './check'
import { callerOf, mayAsk, WEAK_OWNER_KEY, type Caller } from './platform/keys'
import {
  deleteScriptProperty,
  readPropertiesAfresh,
  scriptProperty,
  setScriptProperty,
  startExecution,
} from './platform/script-properties'
import { claimLead, recordOutcome } from './leads/lead-calls'
import { queue } from './leads/lead-queue'
import { doNotCallPhones } from './leads/lead-tabs'
import { leadStats } from './leads/lead-stats'
import {
  LEGACY_REFUSED_PROPERTY,
  leadKindOf,
  receiveLead,
  refusalOfKey,
  refused,
  type LeadKind,
} from './leads/lead-intake'
import { leadSources, sourceKey } from './leads/lead-sources-answer'
import { doGet as linkPageOf } from './refunds/link-page'
import { askFromLink as askFromLinkOf, linkRefusals } from './refunds/links'
import { queueRebook, rebookRowsSince, rebooksOfLeads } from './leads/rebook-rows'
import { linkIsValid } from './platform/signed-links'
import type { Spreadsheet } from './platform/tabs'
import { answerHomeownerLink, homeownerPage } from './bookings/homeowner-page'
import { decide, refunds, resendDecision } from './refunds/refunds'
import { deliver } from './bookings/sending'
import { release, withdraw } from './bookings/held-bookings'
import { everyFiveMinutes as sweep, keepSweeperTrigger } from './sweeper'

export const LEDGER_SCRIPT_VERSION = 13
/** The first version whose LINK_SECRET no page could read. */
const SECRET_SINCE_VERSION = 6

const answer = (body: object) =>
  ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON)

/** The POSTed body as text ('' without one). */
function postedText(e: unknown): string {
  const contents = (e as { postData?: { contents?: unknown } } | null)?.postData?.contents
  return typeof contents === 'string' ? contents : ''
}

/** A lead a source delivers: the body as posted, and the spreadsheet (null in a standalone script). */
interface DeliveredLead {
  request: Record<string, unknown>
  contents: string
  spreadsheet: Spreadsheet | null
}

/** An action the owner's or a setter's key may ask: the body as posted, and who asked. */
interface AskedAction {
  request: Record<string, unknown>
  spreadsheet: Spreadsheet
  caller: Caller
  /** When the execution began: a request stops claiming emails 4 minutes after it. */
  started: number
}

type Handler<A extends ActionName> = A extends SourceAction
  ? (delivered: DeliveredLead) => object
  : (asked: AskedAction) => object

/** One handler per row of the actions' table (src/ledger-api/actions.ts): a row without one fails the typecheck. */
const handlers: { [A in ActionName]: Handler<A> } = {
  check: ({ spreadsheet, caller, request }) => check(spreadsheet, caller, request.webAppUrl, LEDGER_SCRIPT_VERSION),
  book: ({ spreadsheet, caller, request, started }) =>
    book(spreadsheet, caller, request.bookings, started, rebooksOfLeads(spreadsheet, request.bookings)),
  deliver: ({ spreadsheet, request, started }) => deliver(spreadsheet, request.ids, request.resend === true, started),
  list: ({ spreadsheet, request }) =>
    list(spreadsheet, request.since, request.until, () => doNotCallPhones(spreadsheet)),
  refunds: ({ spreadsheet, request }) => refunds(spreadsheet, request.since, request.until, LEDGER_SCRIPT_VERSION),
  decide: ({ spreadsheet, request }) => decide(spreadsheet, request),
  resendDecision: ({ spreadsheet, request }) => resendDecision(spreadsheet, request),
  release: ({ spreadsheet, request, started }) => release(spreadsheet, request.id, started),
  withdraw: ({ spreadsheet, request }) => withdraw(spreadsheet, request.id),
  queue: ({ spreadsheet }) => queue(spreadsheet),
  claim: ({ spreadsheet, caller, request }) => claimLead(spreadsheet, caller, request),
  outcome: ({ spreadsheet, caller, request }) => recordOutcome(spreadsheet, caller, request),
  leadStats: ({ spreadsheet, request }) => leadStats(spreadsheet, request.weeks),
  leadSources: ({ spreadsheet }) => leadSources(spreadsheet),
  sourceKey: ({ spreadsheet, request }) => sourceKey(spreadsheet, request.source),
  lead: ({ spreadsheet, request, contents }) => receiveLead(spreadsheet, request, 'json', contents),
  googleAdsLead: ({ spreadsheet, request, contents }) => receiveLead(spreadsheet, request, 'google', contents),
}

const LEAD_ACTIONS = { google: 'googleAdsLead', json: 'lead' } as const satisfies Record<LeadKind, SourceAction>

export function doPost(e: unknown) {
  startExecution()
  const started = Date.now()
  const contents = postedText(e)
  const request = parsed(contents)
  if (!request)
    return answer(refused({ ok: false, error: 'bad-request', reason: 'not a JSON object' }, 'not a JSON object'))
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
  const leadKind = leadKindOf(request)
  if (leadKind) return answer(handlers[LEAD_ACTIONS[leadKind]]({ request, contents, spreadsheet }))
  const caller = callerOf(request.key, spreadsheet)
  if (caller === WEAK_OWNER_KEY) return answer({ ok: false, error: WEAK_OWNER_KEY })
  if (!caller) return answer(refusalOfKey(spreadsheet, request.key))
  if (!spreadsheet) return answer({ ok: false, error: 'no-spreadsheet' })
  const action = request.action
  if (!mayAsk(caller, action)) return answer({ ok: false, error: 'owner-only' })
  if (!isKeyedAction(action)) return answer({ ok: false, error: 'bad-request' })
  return answer(handlers[action]({ request, spreadsheet, caller, started }))
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
  // A ledger upgraded from version 9 may still hold its refusal count here; the cache counts refusals now.
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
  const asked = (request && typeof request === 'object' ? request : {}) as Record<string, unknown>
  const kind = asked.action === 'reschedule' ? 'reschedule' : asked.action === 'noshow' ? 'noShow' : null
  // Fixed before a no-show is recorded, so that one reported now is never taken for one from before rebook rows.
  const rowsSince = kind === 'noShow' ? rebookRowsSince() : 0
  if (rowsSince === null) return { ok: false, retry: true, text: linkRefusals.ledgerBusy }
  const answer = answerHomeownerLink(request) ?? askFromLinkOf(request)
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet()
  // Recorded now or by a click this one resends: its row, if still missing (a stranger's click costs nothing).
  if (kind && spreadsheet && linkIsValid(asked.action as 'reschedule' | 'noshow', asked.id, asked.t))
    queueRebook(spreadsheet, asked.id, kind, rowsSince)
  return answer
}

export function doGet(e: unknown) {
  startExecution()
  return homeownerPage(e) ?? linkPageOf(e)
}

export function everyFiveMinutes() {
  startExecution()
  sweep()
}
