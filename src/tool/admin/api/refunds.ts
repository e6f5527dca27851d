// Refunds' server state: `refunds` (keyed as `list` is, ledger URL and weeks, never the key; asked only when the last
// check said the key is the owner's), and the owner's decide and resend.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { refundsAdminCopy as copy } from '../../../content/refunds/refunds-admin-copy'
import { toolDeployment } from '../../../content/tool-deployment'
import { nextWeekStart, weekStart } from '../../../partner-time/agency-week'
import type { LedgerReply } from '../../../ledger-api/ledger-answer'
import type { LedgerErrorCode } from '../../../ledger-api/ledger-contract'
import type {
  DecideOutcome,
  DecideRequest,
  DecidedRefund,
  OpenRefund,
  RefundsAnswer,
  ResendDecisionOutcome,
} from '../../../ledger-api/refunds-answer'
import { askRefunds, decideRefund, resendDecision, type LedgerSettings } from '../../ledger-link/ledger-client'
import { ledgerReadSince, readLedgerAgain } from '../../ledger-link/ledger-query'
import { currentLedger, useLedgerKeyHolder, useLedgerSettings } from '../../ledger-link/ledger-settings'
import { useMutateOnce } from './mutate-once'

const REFUNDS_KEY = ['ledger-refunds'] as const

export class RefundsReadError extends Error {
  constructor(
    readonly refusal: LedgerErrorCode | null,
    detail: string,
  ) {
    super(detail)
  }
}

/** With the settings in effect when it runs, as the ledger query reads them. */
function ledgerAt(url: string) {
  const ledger = currentLedger()
  if (ledger?.url !== url) throw new RefundsReadError(null, 'the ledger settings changed')
  return ledger
}

const refundsQueryOptions = (url: string, since: string, until: string) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, url, since, until] as const,
    queryFn: async ({ signal }): Promise<RefundsAnswer> => {
      const reply = await askRefunds(ledgerAt(url), since, until, signal)
      if (reply.kind === 'refused') throw new RefundsReadError(reply.error, reply.error)
      if (reply.kind === 'unreachable') throw new RefundsReadError(null, reply.detail)
      return reply.body
    },
    staleTime: 60_000,
    refetchInterval: toolDeployment.sheetRefreshMinutes * 60_000,
    retry: false,
  })

const readRefundsAgain = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: REFUNDS_KEY }, { cancelRefetch: false })

export function useRefunds(now: number) {
  const ledger = useLedgerSettings()
  const isOwner = useLedgerKeyHolder()?.role === 'owner'
  const zone = toolDeployment.agencyTimeZone
  const thisWeek = weekStart(now, zone)
  const [since, until] = useMemo(
    () => [ledgerReadSince(thisWeek), new Date(nextWeekStart(thisWeek, zone)).toISOString()],
    [thisWeek, zone],
  )
  const query = useQuery({ ...refundsQueryOptions(ledger?.url ?? '', since, until), enabled: isOwner })
  return { ledger: isOwner ? ledger : null, query }
}

/** The owner's words for what the ledger did; a refusal or no answer fails the mutation, so nothing is read again. */
function decidedText(reply: LedgerReply<DecideOutcome>): string {
  if (reply.kind === 'refused') throw new Error(copy.failed[reply.error])
  if (reply.kind === 'unreachable') throw new Error(copy.failed.unreachable)
  const outcome = reply.body
  if (outcome.decided) return copy.decidedNow(outcome.decision, outcome.refundEmailStatus)
  return outcome.error === 'bad-request' ? copy.refusals['bad-request'](outcome.reason) : copy.refusals[outcome.error]
}

/** Approve or decline, with the owner's optional why. */
export interface RefundDecision {
  decision: DecideRequest['decision']
  why: string
}

export function useDecideRefund(request: OpenRefund, ledger: LedgerSettings) {
  const queryClient = useQueryClient()
  const mutationKey = ['decide-refund', request.id]
  const deciding = useMutation({
    mutationKey,
    mutationFn: async ({ decision, why }: RefundDecision) => {
      const said = why.trim()
      return decidedText(await decideRefund(ledger, { id: request.id, decision, ...(said ? { why: said } : {}) }))
    },
    // Offline, the ledger's answer says so at once rather than the press waiting for the line.
    networkMode: 'always',
    onSuccess: () => Promise.all([readRefundsAgain(queryClient), readLedgerAgain(queryClient)]),
  })
  return { deciding, decide: useMutateOnce(mutationKey, deciding.mutate) }
}

function resentText(reply: LedgerReply<ResendDecisionOutcome>): string {
  if (reply.kind === 'refused') throw new Error(copy.failed[reply.error])
  if (reply.kind === 'unreachable') throw new Error(copy.failed.unreachable)
  return reply.body.sent ? copy.refundEmail(reply.body.refundEmailStatus) : copy.resendRefusals[reply.body.error]
}

/** Send again on a decided refund; `resend`: the owner answered the question for an email that may have gone. */
export function useResendDecision(refund: DecidedRefund, ledger: LedgerSettings | null) {
  const queryClient = useQueryClient()
  const mutationKey = ['resend-decision', refund.id]
  const sending = useMutation({
    mutationKey,
    mutationFn: async (resend: boolean) =>
      resentText(await resendDecision(ledger!, { id: refund.id, ...(resend ? { resend } : {}) })),
    networkMode: 'always',
    onSuccess: () => readRefundsAgain(queryClient),
  })
  return { sending, send: useMutateOnce(mutationKey, sending.mutate) }
}
