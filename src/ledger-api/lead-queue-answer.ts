// The `queue`, `claim`, `outcome` and `leadStats` answers, `released`, `closedBy` and late calls too, read strictly: a shape the contract does
// not name is not the ledger's answer. The lead's details from `claim` are the lead's text as typed; shown as text.
import { CLAIMED_TEXTS, CLAIMED_TIMES, QUEUED_TEXTS, QUEUED_TIMES } from '../leads/lead'
import { isCallOutcome, type LeadAttempt, type QueuedLead } from '../leads/queued-lead'
import type { SetterFigures, SpeedToLead } from '../leads/speed-to-lead'
import {
  every,
  fields,
  isCount,
  isRecord,
  isText,
  isTime,
  isTimeOrEmpty,
  parsed,
  reply,
  type LedgerReply,
} from './ledger-answer'
import type {
  ClaimAnswer,
  ClaimedLead,
  LateCall,
  LeadAfterOutcome,
  LeadRefusal,
  LeadStatsAnswer,
  LeadWeekStats,
  NotedLead,
  OutcomeAnswer,
  QueueAnswer,
} from './ledger-contract'

const ATTEMPT_TEXTS = ['attemptId', 'leadId', 'setter'] as const

function readQueuedLead(item: unknown): QueuedLead | null {
  if (!isRecord(item) || !isCount(item.row) || !isCount(item.attempts)) return null
  const texts = fields(item, QUEUED_TEXTS)
  const times = fields(item, QUEUED_TIMES, isTimeOrEmpty)
  // A lead is named by its id, or by its row (below the header) until it has one.
  if (!texts || !times || (texts.leadId === '' && item.row < 2)) return null
  // Absent from a script before version 8, whose claim by row needs no phone.
  const phoneEnd = item.phoneEnd === undefined ? '' : item.phoneEnd
  if (!isText(phoneEnd)) return null
  // Absent from a script before version 9.
  const { arrivedAt } = item
  if (arrivedAt !== undefined && !isTimeOrEmpty(arrivedAt)) return null
  const lead = { ...texts, ...times, row: item.row, phoneEnd, attempts: item.attempts }
  return arrivedAt === undefined ? lead : { ...lead, arrivedAt }
}

export const readQueueReply = (text: string): LedgerReply<QueueAnswer> =>
  reply<QueueAnswer>(text, (body) => {
    const leads = every(body.leads, readQueuedLead)
    if (!leads || !isCount(body.waiting) || !isCount(body.due) || !isCount(body.unreadable)) return null
    return { ok: true, leads, waiting: body.waiting, due: body.due, unreadable: body.unreadable }
  })

function readAttempt(item: unknown): LeadAttempt | null {
  if (!isRecord(item) || !isTime(item.at) || !isCallOutcome(item.outcome) || !isTimeOrEmpty(item.callbackAt))
    return null
  const texts = fields(item, ATTEMPT_TEXTS)
  return texts ? { ...texts, at: item.at, outcome: item.outcome, callbackAt: item.callbackAt } : null
}

/** What a rebook row's claim adds: the earlier booking, its partner and its appointment label. */
const REBOOK_TEXTS = ['rebookOf', 'rebookPartner', 'rebookLabel'] as const

/** When the earlier quote was booked: ISO, or absent (a claim from before it was answered, or an unreadable cell). */
const rebookBookedAtOf = (item: Record<string, unknown>) =>
  isTime(item.rebookBookedAt) ? { rebookBookedAt: item.rebookBookedAt } : {}

function readClaimedLead(item: unknown): ClaimedLead | null {
  const queued = readQueuedLead(item)
  if (!queued || queued.leadId === '' || !isRecord(item)) return null
  const details = fields(item, CLAIMED_TEXTS)
  const times = fields(item, CLAIMED_TIMES, isTimeOrEmpty)
  const calls = every(item.calls, readAttempt)
  const lastOutcome = item.lastOutcome
  if (!details || !times || !calls || (lastOutcome !== '' && !isCallOutcome(lastOutcome))) return null
  const rebook = isText(item.rebookOf) && item.rebookOf !== '' ? fields(item, REBOOK_TEXTS) : null
  return { ...queued, ...details, ...times, lastOutcome, calls, ...rebook, ...(rebook ? rebookBookedAtOf(item) : {}) }
}

/** `claimed`, `closed` and `not-found`: answers about the lead, not failures of the ledger. */
function readLeadRefusal(text: string): LeadRefusal | null {
  const body = parsed(text)
  if (body?.ok !== false) return null
  if (body.error === 'claimed' && isText(body.by)) return { ok: false, error: 'claimed', by: body.by }
  if (body.error === 'closed' && body.closedBy !== undefined) {
    const closedBy = fields(body.closedBy, ['setter', 'outcome'] as const)
    return closedBy ? { ok: false, error: 'closed', closedBy } : null
  }
  if (body.error === 'closed' || body.error === 'not-found') return { ok: false, error: body.error }
  return null
}

export function readClaimReply(text: string): LedgerReply<ClaimAnswer> {
  const refusal = readLeadRefusal(text)
  if (refusal) return { kind: 'answer', body: refusal }
  if (parsed(text)?.ok === false && parsed(text)?.error === 'released')
    return { kind: 'answer', body: { ok: false, error: 'released' } }
  return reply<ClaimAnswer>(text, (answer) => {
    const lead = readClaimedLead(answer.lead)
    return lead ? { ok: true, lead } : null
  })
}

function readLeadAfter(item: unknown): LeadAfterOutcome | null {
  if (!isRecord(item) || !isCount(item.attempts) || !isTimeOrEmpty(item.nextCallAt)) return null
  const texts = fields(item, ['leadId', 'closed', 'bookingId'] as const)
  return texts ? { ...texts, attempts: item.attempts, nextCallAt: item.nextCallAt } : null
}

/**
 * A refused outcome is an answer (never resent); `bad-request` without a reason is a script that does not know
 * `outcome` (older than version 5): the outbox keeps it for the owner to update the script.
 */
export function readOutcomeReply(text: string): LedgerReply<OutcomeAnswer> {
  const refusal = readLeadRefusal(text)
  if (refusal) return { kind: 'answer', body: refusal }
  const body = parsed(text)
  if (body?.ok === false && body.error === 'not-yours')
    return { kind: 'answer', body: { ok: false, error: 'not-yours' } }
  if (body?.ok === false && body.error === 'bad-request' && isText(body.reason))
    return { kind: 'answer', body: { ok: false, error: 'bad-request', reason: body.reason } }
  return reply<OutcomeAnswer>(text, (answer) => {
    const lead = readLeadAfter(answer.lead)
    return lead && typeof answer.duplicate === 'boolean' ? { ok: true, duplicate: answer.duplicate, lead } : null
  })
}

function readSpeed(value: unknown): SpeedToLead | null {
  if (!isRecord(value) || !isCount(value.leads) || !isCount(value.within5Minutes) || !isCount(value.within15Minutes))
    return null
  const median = value.medianToFirstCallMs
  if (median !== null && !(typeof median === 'number' && Number.isFinite(median) && median >= 0)) return null
  if (value.within5Minutes > value.within15Minutes || value.within15Minutes > value.leads) return null
  return {
    leads: value.leads,
    medianToFirstCallMs: median,
    within5Minutes: value.within5Minutes,
    within15Minutes: value.within15Minutes,
  }
}

function readSetter(value: unknown): SetterFigures | null {
  if (!isRecord(value) || !isText(value.setter)) return null
  const { leadsWorked, calls, booked, contactRate } = value
  if (!isCount(leadsWorked) || !isCount(calls) || !isCount(booked)) return null
  if (typeof contactRate !== 'number' || !(contactRate >= 0 && contactRate <= 1)) return null
  return { setter: value.setter, leadsWorked, calls, booked, contactRate }
}

function readWeek(value: unknown): LeadWeekStats | null {
  if (!isRecord(value) || !isTime(value.from) || !isTime(value.to)) return null
  const speed = readSpeed(value.speed)
  const setters = every(value.setters, readSetter)
  return speed && setters ? { from: value.from, to: value.to, speed, setters } : null
}

const readNotedLead = (item: unknown): NotedLead | null => fields(item, ['leadId', 'ledgerNote'] as const)

function readLateCall(item: unknown): LateCall | null {
  const texts = fields(item, ['leadId', 'name', 'setter'] as const)
  if (!texts || !isRecord(item) || !isCallOutcome(item.outcome) || !isTime(item.at)) return null
  return { ...texts, outcome: item.outcome, at: item.at }
}

export const readLeadStatsReply = (text: string): LedgerReply<LeadStatsAnswer> =>
  reply(text, (body) => {
    const weeks = every(body.weeks, readWeek)
    const notedLeads = body.notedLeads === undefined ? [] : every(body.notedLeads, readNotedLead)
    const lateCalls = body.lateCalls === undefined ? [] : every(body.lateCalls, readLateCall)
    return weeks && notedLeads && lateCalls ? { ok: true, weeks, notedLeads, lateCalls } : null
  })
