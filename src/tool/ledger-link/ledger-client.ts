// text/plain with no other header keeps it a simple request: Google answers no preflight, only a 302 the browser follows.
import { eitherSignal } from '../../either-signal'
import { LEDGER_ACTIONS, type ActionName, type ReplyOf, type RequestOf } from '../../ledger-api/actions'
import type { HeldBookingRequest, OutcomeRequest } from '../../ledger-api/ledger-contract'
import type { DecideRequest, ResendDecisionRequest } from '../../ledger-api/refunds-answer'
import type { BookingToSend } from '../../bookings/booking'
import type { QueuedLead } from '../../leads/queued-lead'

export interface LedgerSettings {
  url: string
  key: string
}

const ANSWER_TIMEOUT_MS = 20_000
/** A request that never reached an answer: offline, a wrong host, or Google's error page (it has no CORS header). */
export const NO_CONNECTION = 'no connection to the ledger'

type Unreachable = { kind: 'unreachable'; detail: string }

async function post<R>(
  ledger: LedgerSettings,
  body: object,
  read: (text: string) => R,
  signal?: AbortSignal,
): Promise<R | Unreachable> {
  const timeout = AbortSignal.timeout(ANSWER_TIMEOUT_MS)
  try {
    const response = await fetch(ledger.url, {
      method: 'POST',
      // The key travels in the body only: never in a URL, a log or an HTTP cache.
      body: JSON.stringify({ ...body, key: ledger.key }),
      headers: { 'Content-Type': 'text/plain;charset=utf-8' },
      redirect: 'follow',
      cache: 'no-store',
      credentials: 'omit',
      signal: signal ? eitherSignal(signal, timeout) : timeout,
    })
    if (!response.ok) return { kind: 'unreachable', detail: `HTTP ${response.status}` }
    return read(await response.text())
  } catch (error) {
    if (signal?.aborted) throw error
    return { kind: 'unreachable', detail: timeout.aborted ? 'no answer in time' : NO_CONNECTION }
  }
}

/** Asks the ledger one action of its table (src/ledger-api/actions.ts) and reads the answer with the row's reader. */
export function callLedger<A extends ActionName>(
  ledger: LedgerSettings,
  name: A,
  request: RequestOf<A>,
  signal?: AbortSignal,
): Promise<ReplyOf<A> | Unreachable> {
  const row = LEDGER_ACTIONS[name]
  // The row's reader, as its name types it: TypeScript reads a row picked by a generic name as any row.
  const read = row.read as (text: string) => ReplyOf<A>
  return post(ledger, row.namedBy === 'google_key' ? request : { ...request, action: name }, read, signal)
}

/** `webAppUrl`: Admin's, so the script can put refund links in quote emails (it keeps it for the owner's key only). */
export const checkLedger = (ledger: LedgerSettings, signal?: AbortSignal) =>
  callLedger(ledger, 'check', { webAppUrl: ledger.url }, signal)

export const sendBookings = (ledger: LedgerSettings, bookings: BookingToSend[], signal?: AbortSignal) =>
  callLedger(ledger, 'book', { bookings }, signal)

export const listBookings = (ledger: LedgerSettings, since: string, signal?: AbortSignal) =>
  callLedger(ledger, 'list', { since }, signal)

/** Emails again the quotes of these bookings, to the partner sheet's address; `resend`: also one that may have been sent. */
export const deliverQuotes = (ledger: LedgerSettings, ids: readonly string[], resend = false) =>
  callLedger(ledger, 'deliver', resend ? { ids, resend: true } : { ids })

/** Owner-only: `release` emails a held booking's quote; `withdraw` makes its Status `Cancelled`. */
export const decideHeldBooking = (ledger: LedgerSettings, action: HeldBookingRequest['action'], id: string) =>
  callLedger(ledger, action, { id })

/** Owner-only: the open refund requests, the decisions between `since` and `until`, the last 4 weeks' appointments. */
export const askRefunds = (ledger: LedgerSettings, since: string, until: string, signal?: AbortSignal) =>
  callLedger(ledger, 'refunds', { since, until }, signal)

/** Owner-only: approves or declines one refund request; the script emails the partner. */
export const decideRefund = (ledger: LedgerSettings, request: DecideRequest, signal?: AbortSignal) =>
  callLedger(ledger, 'decide', request, signal)

/** Sends again a decided refund's email that did not go (owner only). */
export const resendDecision = (ledger: LedgerSettings, request: ResendDecisionRequest) =>
  callLedger(ledger, 'resendDecision', request)

/** The open leads, without their details. */
export const askQueue = (ledger: LedgerSettings, signal?: AbortSignal) => callLedger(ledger, 'queue', {}, signal)

/** Claims a lead `queue` offered (by its id, or its row until it has one), or renews this setter's own claim. */
export const claimLead = (
  ledger: LedgerSettings,
  lead: Pick<QueuedLead, 'leadId' | 'row' | 'phoneEnd'>,
  signal?: AbortSignal,
) =>
  callLedger(ledger, 'claim', lead.leadId ? { leadId: lead.leadId } : { row: lead.row, phone: lead.phoneEnd }, signal)

/** Renews this setter's claim on a lead it holds; a script before renewals answers it as a claim. */
export const renewClaim = (ledger: LedgerSettings, leadId: string, signal?: AbortSignal) =>
  callLedger(ledger, 'claim', { leadId, renew: true }, signal)

/** Records one call; a resend with the same attempt id changes nothing. */
export const sendOutcome = (ledger: LedgerSettings, outcome: Omit<OutcomeRequest, 'action'>) =>
  callLedger(ledger, 'outcome', outcome)

/** Owner-only: speed to lead and the setters' figures for the agency weeks [from, to). */
export const askLeadStats = (ledger: LedgerSettings, weeks: { from: string; to: string }[], signal?: AbortSignal) =>
  callLedger(ledger, 'leadStats', { weeks }, signal)
