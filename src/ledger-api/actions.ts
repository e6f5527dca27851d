// Every action the ledger script answers, one row each: who may ask it, the script version it came in, the request
// the tool sends and the reader of its answer. The tool posts through it, the script's doPost has a handler per row
// and its keys read the roles from it; docs/ledger-contract.md's table of actions is checked against it.
import type { BookingToSend } from '../bookings/booking'
import type { LeadRequest } from '../leads/lead-intake-contract'
import { readLeadReply, readLeadSourcesReply, readSourceKeyReply } from './lead-intake-answer'
import { readClaimReply, readLeadStatsReply, readOutcomeReply, readQueueReply } from './lead-queue-answer'
import { readBookReply, readCheckReply, readDeliverReply, readHeldBookingReply, readListReply } from './ledger-answer'
import type {
  ClaimRequest,
  DeliverRequest,
  HeldBookingRequest,
  LeadStatsRequest,
  OutcomeRequest,
  QueueRequest,
} from './ledger-contract'
import {
  readDecideReply,
  readRefundsReply,
  readResendDecisionReply,
  type DecideRequest,
  type ResendDecisionRequest,
} from './refunds-answer'

/** Whose key may ask: the owner's (LEDGER_KEY), a setter's (the Setters tab) or a lead source's (the Sources tab). */
export type LedgerCaller = 'owner' | 'setter' | 'source'

/** `check` under the owner's key keeps `webAppUrl` for refund links. */
interface CheckRequest {
  webAppUrl?: string
}

interface BookRequest {
  bookings: BookingToSend[]
}

/** ISO instants: [since, until), no `until` for no upper bound. */
interface WindowRequest {
  since: string
  until?: string
}

interface SourceKeyRequest {
  source: string
}

/** What a Google Ads lead form's webhook posts (Google's documented fields the script reads); it names no `action`. */
export interface GoogleAdsLeadBody {
  lead_id: string
  user_column_data: { column_name: string; string_value: string; column_id: string }[]
  api_version: string
  form_id: number
  campaign_id: number
  google_key: string
  is_test?: boolean
  lead_submit_time?: string
}

interface LedgerAction<Request, Reply, Role extends LedgerCaller> {
  roles: readonly Role[]
  /** The first script version that answers it. */
  since: number
  /** Absent: the body's `action` names it; `google_key`: a body with that member (any case) is this action. */
  namedBy?: 'google_key'
  read: (text: string) => Reply
  /** Never set: it carries the request's type, the body but its `action` and `key`. */
  request?: Request
}

/** A row of the table; the request's type is given, the rest read from the row. */
const action =
  <Request>() =>
  <Reply, Role extends LedgerCaller>(row: Omit<LedgerAction<Request, Reply, Role>, 'request'>) =>
    row as LedgerAction<Request, Reply, Role>

/** The body without `action` (the table's name says it) and `key` (the ledger settings' or the source's). */
type Sent<T> = T extends unknown ? Omit<T, 'action' | 'key'> : never

export const LEDGER_ACTIONS = {
  check: action<CheckRequest>()({ roles: ['owner', 'setter'], since: 1, read: readCheckReply }),
  book: action<BookRequest>()({ roles: ['owner', 'setter'], since: 1, read: readBookReply }),
  list: action<WindowRequest>()({ roles: ['owner', 'setter'], since: 1, read: readListReply }),
  deliver: action<Sent<DeliverRequest>>()({ roles: ['owner'], since: 2, read: readDeliverReply }),
  refunds: action<WindowRequest>()({ roles: ['owner'], since: 4, read: readRefundsReply }),
  decide: action<DecideRequest>()({ roles: ['owner'], since: 4, read: readDecideReply }),
  queue: action<Sent<QueueRequest>>()({ roles: ['owner', 'setter'], since: 5, read: readQueueReply }),
  claim: action<Sent<ClaimRequest>>()({ roles: ['owner', 'setter'], since: 5, read: readClaimReply }),
  outcome: action<Sent<OutcomeRequest>>()({ roles: ['owner', 'setter'], since: 5, read: readOutcomeReply }),
  leadStats: action<Sent<LeadStatsRequest>>()({ roles: ['owner'], since: 5, read: readLeadStatsReply }),
  resendDecision: action<ResendDecisionRequest>()({ roles: ['owner'], since: 8, read: readResendDecisionReply }),
  leadSources: action<Record<string, never>>()({ roles: ['owner'], since: 9, read: readLeadSourcesReply }),
  sourceKey: action<SourceKeyRequest>()({ roles: ['owner'], since: 9, read: readSourceKeyReply }),
  lead: action<Sent<LeadRequest>>()({ roles: ['source'], since: 9, read: readLeadReply }),
  googleAdsLead: action<Sent<GoogleAdsLeadBody>>()({
    roles: ['source'],
    since: 9,
    namedBy: 'google_key',
    read: readLeadReply,
  }),
  release: action<Sent<HeldBookingRequest>>()({ roles: ['owner'], since: 10, read: readHeldBookingReply }),
  withdraw: action<Sent<HeldBookingRequest>>()({ roles: ['owner'], since: 10, read: readHeldBookingReply }),
}

type LedgerActions = typeof LEDGER_ACTIONS
export type ActionName = keyof LedgerActions
export type RequestOf<A extends ActionName> = NonNullable<LedgerActions[A]['request']>
export type ReplyOf<A extends ActionName> = ReturnType<LedgerActions[A]['read']>
/** The actions a lead source's key delivers: intake, before any other key is looked at. */
export type SourceAction = {
  [A in ActionName]: LedgerActions[A]['roles'][number] extends 'source' ? A : never
}[ActionName]
/** The actions the owner's or a setter's key asks. */
export type KeyedAction = Exclude<ActionName, SourceAction>

const actionNames = () => Object.keys(LEDGER_ACTIONS) as ActionName[]

/** The actions this caller's key may ask. */
export const actionsFor = (caller: LedgerCaller): ActionName[] =>
  actionNames().filter((name) => (LEDGER_ACTIONS[name].roles as readonly LedgerCaller[]).indexOf(caller) >= 0)

/** Whether `name` (a request's `action`, untrusted) is an action the owner's or a setter's key asks. */
export const isKeyedAction = (name: unknown): name is KeyedAction =>
  typeof name === 'string' &&
  Object.prototype.hasOwnProperty.call(LEDGER_ACTIONS, name) &&
  actionsFor('source').indexOf(name as ActionName) < 0
