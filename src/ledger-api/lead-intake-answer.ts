// The owner-only `leadSources` and `sourceKey` answers, and a lead's own answer, read strictly: a shape the
// contract does not name is not the ledger's answer. Source names are the owner's text: shown as text.
import {
  SOURCE_PROBLEMS,
  type LeadSourcesAnswer,
  type LeadSourceStats,
  type SourceProblem,
} from '../leads/lead-intake-contract'
import {
  every,
  fields,
  isCount,
  isRecord,
  isText,
  isTimeOrEmpty,
  parsed,
  reply,
  type LedgerReply,
} from './ledger-answer'

const PROBLEMS: readonly string[] = Object.values(SOURCE_PROBLEMS)
const isProblem = (value: unknown): value is SourceProblem | '' =>
  value === '' || (isText(value) && PROBLEMS.includes(value))

function readEmailOnly(item: unknown) {
  const texts = fields(item, ['leadId'])
  return texts && isRecord(item) && isTimeOrEmpty(item.arrivedAt) ? { ...texts, arrivedAt: item.arrivedAt } : null
}

function readSource(item: unknown): LeadSourceStats | null {
  const texts = fields(item, ['source', 'maskedKey'])
  const times = fields(item, ['lastLeadAt', 'lastTestLeadAt'], isTimeOrEmpty)
  if (!texts || !times || !isRecord(item) || typeof item.active !== 'boolean') return null
  if (!isProblem(item.problem) || !isCount(item.leadsThisWeek)) return null
  const emailOnly = every(item.emailOnly, readEmailOnly)
  if (!emailOnly) return null
  return {
    ...texts,
    ...times,
    active: item.active,
    problem: item.problem,
    leadsThisWeek: item.leadsThisWeek,
    emailOnly,
  }
}

function readAlertFailed(value: unknown): LeadSourcesAnswer['alertFailed'] | undefined {
  if (value === null) return null
  if (!isRecord(value) || !isCount(value.status) || !isTimeOrEmpty(value.at)) return undefined
  return { status: value.status, at: value.at }
}

export const readLeadSourcesReply = (text: string): LedgerReply<LeadSourcesAnswer> =>
  reply<LeadSourcesAnswer>(text, (body) => {
    const sources = every(body.sources, readSource)
    const refused = isRecord(body.refused) ? body.refused : null
    const alertFailed = readAlertFailed(body.alertFailed)
    if (!sources || !isText(body.webAppUrl) || alertFailed === undefined) return null
    if (!refused || !isCount(refused.count) || !isText(refused.reason) || !isTimeOrEmpty(refused.at)) return null
    const since = refused.since ?? ''
    if (!isTimeOrEmpty(since)) return null
    const shown = { count: refused.count, reason: refused.reason, at: refused.at, since }
    return { ok: true, sources, webAppUrl: body.webAppUrl, refused: shown, alertFailed }
  })

/** One source's key; a `not-found` (the row is gone) reads as a refusal of its own. */
export function readSourceKeyReply(text: string): LedgerReply<{ key: string }> | { kind: 'not-found' } {
  if (parsed(text)?.error === 'not-found') return { kind: 'not-found' }
  return reply(text, (body) => (isText(body.key) && body.key !== '' ? { key: body.key } : null))
}

/** A lead's answer: received (version 10 says no more); version 9 named its Lead ID, or that it waits in Lead Inbox. */
export const readLeadReply = (text: string): LedgerReply<{ received: true }> =>
  reply(text, (body) =>
    body.queued === true || (isText(body.leadId) && body.leadId !== '') || body.leadId === undefined
      ? { received: true as const }
      : null,
  )
