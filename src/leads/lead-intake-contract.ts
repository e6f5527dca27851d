// Lead intake's wire contract (version 9, its answers as of version 10): what Google Ads lead forms, Zapier, Make or n8n post, and the owner-only
// `leadSources` and `sourceKey` answers (docs/ledger-contract.md, "Version 9: leads arrive by themselves").
import type { CutField } from './lead'

/** A lead as Zapier, Make or n8n post it: `{"action": "lead", "key": "{source key}", "lead": {…}}`. */
type JsonLead = Partial<Record<CutField, string>> & {
  /** ISO 8601; without a zone, read in the agency's zone. */
  submittedAt?: string
}

export interface LeadRequest {
  action: 'lead'
  key: string
  lead: JsonLead
}

/**
 * What intake answers a source: every lead a source's key delivers alike (new, repeated, closed or kept in Lead Inbox),
 * so a leaked key learns nothing of other leads; `cut` names the fields cut at the ledger's limit.
 */
export type LeadAnswer =
  | { ok: true; cut?: string[] }
  | { ok: false; error: 'bad-request'; reason: string }
  | { ok: false; error: 'bad-key' | 'not-allowed' | 'no-spreadsheet' }

/** A source's key used for anything but a lead, or a setter's or the owner's key on a lead. */
export const NOT_ALLOWED = 'not-allowed'

/** The names the tool's own lead kinds use: no source may take them. */
export const RESERVED_SOURCE_NAMES = ['Reschedule', 'No-show'] as const
export const MIN_SOURCE_KEY_LENGTH = 20

/** Why a `Sources` row delivers nothing, as `check` and `leadSources` say it. */
export const SOURCE_PROBLEMS = {
  reserved: 'reserved name',
  shortKey: 'key shorter than 20 characters',
  sameKey: 'key equal to another source’s',
  staffKey: 'key equal to a setter’s or the owner’s',
} as const
export type SourceProblem = (typeof SOURCE_PROBLEMS)[keyof typeof SOURCE_PROBLEMS]

/** `Closed` of a lead written closed at intake. */
export const INTAKE_CLOSED = { noPhone: 'No phone', doNotCall: 'Do not call', test: 'Test lead' } as const

/** One source as `leadSources` answers it: its key masked but for its end. */
export interface LeadSourceStats {
  source: string
  active: boolean
  maskedKey: string
  problem: SourceProblem | ''
  /** ISO times, or ''. */
  lastLeadAt: string
  lastTestLeadAt: string
  leadsThisWeek: number
  /** Leads closed as `No phone`: the owner emails them. */
  emailOnly: { leadId: string; arrivedAt: string }[]
}

export interface LeadSourcesAnswer {
  ok: true
  sources: LeadSourceStats[]
  /** The web app URL Google Ads posts to (WEB_APP_URL), or ''. */
  webAppUrl: string
  /** Counted in the script cache, which may forget: `since` is when this count began ('' from version 9). */
  refused: { count: number; reason: string; at: string; since: string }
  /** The last chat alert that failed, or null once one goes. */
  alertFailed: { status: number; at: string } | null
}

export type SourceKeyAnswer = { ok: true; source: string; key: string } | { ok: false; error: 'not-found' }
