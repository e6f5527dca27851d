// Quotes not emailed: Send again on a quote, and Send anyway or Withdraw on a held booking; each reads the ledger again.
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { notEmailedCopy as copy } from '../../../content/ledger-admin-copy'
import type { DeliveryAnswer, HeldBookingOutcome, HeldBookingRequest } from '../../../ledger-api/ledger-contract'
import type { LedgerReply } from '../../../ledger-api/ledger-answer'
import type { NotEmailedQuote } from '../../../refunds/weekly-statement'
import { decideHeldBooking, deliverQuotes, type LedgerSettings } from '../../ledger-link/ledger-client'
import { readLedgerAgain } from '../../ledger-link/ledger-query'
import { useMutateOnce } from './mutate-once'

/** One press of Send again; `resend`: the owner answered the question for a quote that may have been sent. */
interface SendAgainRequest {
  quote: NotEmailedQuote
  resend: boolean
}

interface SendAgainOutcome {
  text: string
  emailed: boolean
}

const SEND_AGAIN = ['send-again'] as const

function sentAgainOutcome(reply: LedgerReply<DeliveryAnswer>, id: string): SendAgainOutcome {
  if (reply.kind === 'refused') return { text: copy.failed[reply.error], emailed: false }
  if (reply.kind === 'unreachable') return { text: copy.failed.unreachable, emailed: false }
  if (reply.body.emailed.includes(id)) return { text: copy.emailed, emailed: true }
  const reason = reply.body.notEmailed.find((item) => item.id === id)?.reason
  return { text: reason ?? copy.failed.unreachable, emailed: false }
}

export function useSendAgain(quote: NotEmailedQuote, ledger: LedgerSettings) {
  const queryClient = useQueryClient()
  const mutationKey = [...SEND_AGAIN, quote.id]
  const sendAgain = useMutation({
    mutationKey,
    mutationFn: async ({ quote: sent, resend }: SendAgainRequest) =>
      sentAgainOutcome(await deliverQuotes(ledger, [sent.id], resend), sent.id),
    // Offline, the ledger's answer says so at once rather than the press waiting for the line.
    networkMode: 'always',
    // Sending until the list shows the ledger's new Email Status, so the quote cannot be sent twice from it.
    onSuccess: () => readLedgerAgain(queryClient),
  })
  return { sendAgain, send: useMutateOnce(mutationKey, sendAgain.mutate) }
}

/** The quote Send again emailed last on this page, or null. */
export function useLastQuoteEmailed(): NotEmailedQuote | null {
  const emailedQuotes = useMutationState({
    filters: { mutationKey: SEND_AGAIN, status: 'success' },
    select: (mutation) =>
      (mutation.state.data as SendAgainOutcome | undefined)?.emailed
        ? (mutation.state.variables as SendAgainRequest).quote
        : null,
  })
  return emailedQuotes.findLast((quote) => quote !== null) ?? null
}

const HELD_DECISION = ['held-decision'] as const

/** One press of Send anyway or Withdraw. */
interface HeldDecision {
  quote: NotEmailedQuote
  action: HeldBookingRequest['action']
}

function heldOutcomeOf(reply: LedgerReply<HeldBookingOutcome>, action: HeldBookingRequest['action'], id: string) {
  if (reply.kind === 'refused') return copy.failed[reply.error]
  if (reply.kind === 'unreachable') return copy.failed.unreachable
  if (!reply.body.done) return copy.heldRefusals[reply.body.error]
  if (action === 'withdraw') return copy.withdrawn
  const delivery = reply.body.delivery
  if (delivery?.emailed.includes(id)) return copy.emailed
  const fate = [...(delivery?.notEmailed ?? []), ...(delivery?.held ?? [])].find((item) => item.id === id)
  return fate?.reason ?? copy.failed.unreachable
}

/** A held booking: the owner sends it anyway or withdraws it, once. */
export function useHeldDecision(quote: NotEmailedQuote, ledger: LedgerSettings) {
  const queryClient = useQueryClient()
  const mutationKey = [...HELD_DECISION, quote.id]
  const decide = useMutation({
    mutationKey,
    mutationFn: async ({ action }: HeldDecision) =>
      heldOutcomeOf(await decideHeldBooking(ledger, action, quote.id), action, quote.id),
    networkMode: 'always',
    onSuccess: () => readLedgerAgain(queryClient),
  })
  const press = useMutateOnce(mutationKey, decide.mutate)
  return { decide, press: (action: HeldBookingRequest['action']) => press({ quote, action }) }
}

/** The last held booking decided on this page, and what the ledger said, or null. */
export function useLastHeldDecision(): { quote: NotEmailedQuote; text: string } | null {
  const heldDecisions = useMutationState({
    filters: { mutationKey: HELD_DECISION, status: 'success' },
    select: (mutation) => ({
      quote: (mutation.state.variables as HeldDecision).quote,
      text: mutation.state.data as string,
    }),
  })
  return heldDecisions.at(-1) ?? null
}
