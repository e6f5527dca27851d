// text/plain with no other header keeps it a simple request: Google answers no preflight, only a 302 the browser follows.
import { eitherSignal } from '../../either-signal'
import {
  readBookReply,
  readCheckReply,
  readDeliverReply,
  readHeldBookingReply,
  readListReply,
  type LedgerReply,
} from '../../ledger-api/ledger-answer'
import {
  readClaimReply,
  readLeadStatsReply,
  readOutcomeReply,
  readQueueReply,
} from '../../ledger-api/lead-queue-answer'
import type {
  ClaimRequest,
  DeliverRequest,
  HeldBookingRequest,
  LeadStatsRequest,
  OutcomeRequest,
  QueueRequest,
} from '../../ledger-api/ledger-contract'
import type { BookingToSend } from '../../bookings/booking'
import type { QueuedLead } from '../../leads/queued-lead'
import {
  readDecideReply,
  readRefundsReply,
  readResendDecisionReply,
  type DecideRequest,
  type ResendDecisionRequest,
} from '../../ledger-api/refunds-answer'

export interface LedgerSettings {
  url: string
  key: string
}

const ANSWER_TIMEOUT_MS = 20_000
/** A request that never reached an answer: offline, a wrong host, or Google's error page (it has no CORS header). */
export const NO_CONNECTION = 'no connection to the ledger'

export async function post<T>(
  ledger: LedgerSettings,
  request: Record<string, unknown>,
  read: (text: string) => LedgerReply<T>,
  signal?: AbortSignal,
): Promise<LedgerReply<T>> {
  const timeout = AbortSignal.timeout(ANSWER_TIMEOUT_MS)
  try {
    const response = await fetch(ledger.url, {
      method: 'POST',
      // The key travels in the body only: never in a URL, a log or an HTTP cache.
      body: JSON.stringify({ ...request, key: ledger.key }),
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

/** `webAppUrl`: Admin's, so the script can put refund links in quote emails (it keeps it for the owner's key only). */
export const checkLedger = (ledger: LedgerSettings, signal?: AbortSignal) =>
  post(ledger, { action: 'check', webAppUrl: ledger.url }, readCheckReply, signal)

export const sendBookings = (ledger: LedgerSettings, bookings: BookingToSend[], signal?: AbortSignal) =>
  post(ledger, { action: 'book', bookings }, readBookReply, signal)

export const listBookings = (ledger: LedgerSettings, since: string, signal?: AbortSignal) =>
  post(ledger, { action: 'list', since }, readListReply, signal)

/** Emails again the quotes of these bookings, to the partner sheet's address; `resend`: also one that may have been sent. */
export const deliverQuotes = (ledger: LedgerSettings, ids: readonly string[], resend = false) =>
  post(
    ledger,
    (resend ? { action: 'deliver', ids, resend: true } : { action: 'deliver', ids }) satisfies DeliverRequest,
    readDeliverReply,
  )

/** Owner-only: `release` emails a held booking's quote; `withdraw` makes its Status `Cancelled`. */
export const decideHeldBooking = (ledger: LedgerSettings, action: HeldBookingRequest['action'], id: string) =>
  post(ledger, { action, id } satisfies HeldBookingRequest, readHeldBookingReply)

/** Owner-only: the open refund requests, the decisions between `since` and `until`, the last 4 weeks' appointments. */
export const askRefunds = (ledger: LedgerSettings, since: string, until: string, signal?: AbortSignal) =>
  post(ledger, { action: 'refunds', since, until }, readRefundsReply, signal)

/** Owner-only: approves or declines one refund request; the script emails the partner. */
export const decideRefund = (ledger: LedgerSettings, request: DecideRequest, signal?: AbortSignal) =>
  post(ledger, { action: 'decide', ...request }, readDecideReply, signal)

/** Sends again a decided refund's email that did not go (owner only). */
export const resendDecision = (ledger: LedgerSettings, request: ResendDecisionRequest) =>
  post(ledger, { action: 'resendDecision', ...request }, readResendDecisionReply)

/** The open leads, without their details. */
export const askQueue = (ledger: LedgerSettings, signal?: AbortSignal) =>
  post(ledger, { action: 'queue' } satisfies QueueRequest, readQueueReply, signal)

/** Claims a lead `queue` offered (by its id, or its row until it has one), or renews this setter's own claim. */
export const claimLead = (
  ledger: LedgerSettings,
  lead: Pick<QueuedLead, 'leadId' | 'row' | 'phoneEnd'>,
  signal?: AbortSignal,
) =>
  post(
    ledger,
    (lead.leadId
      ? { action: 'claim', leadId: lead.leadId }
      : { action: 'claim', row: lead.row, phone: lead.phoneEnd }) satisfies ClaimRequest,
    readClaimReply,
    signal,
  )

/** Renews this setter's claim on a lead it holds; a script before renewals answers it as a claim. */
export const renewClaim = (ledger: LedgerSettings, leadId: string, signal?: AbortSignal) =>
  post(ledger, { action: 'claim', leadId, renew: true } satisfies ClaimRequest, readClaimReply, signal)

/** Records one call; a resend with the same attempt id changes nothing. */
export const sendOutcome = (ledger: LedgerSettings, outcome: Omit<OutcomeRequest, 'action'>) =>
  post(ledger, { ...outcome, action: 'outcome' } satisfies OutcomeRequest, readOutcomeReply)

/** Owner-only: speed to lead and the setters' figures for the agency weeks [from, to). */
export const askLeadStats = (ledger: LedgerSettings, weeks: { from: string; to: string }[], signal?: AbortSignal) =>
  post(ledger, { action: 'leadStats', weeks } satisfies LeadStatsRequest, readLeadStatsReply, signal)
