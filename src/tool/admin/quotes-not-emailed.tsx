import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { notEmailedCopy as copy } from '../../content/ledger-admin-copy'
import { type DeliveryAnswer } from '../../ledger-api/ledger-contract'
import { MAY_HAVE_BEEN_SENT, PARTNER_NOT_IN_SHEET } from '../../bookings/booking'
import type { LedgerReply } from '../../ledger-api/ledger-answer'
import { heldQuotes, quotesNotEmailed, type NotEmailedQuote } from '../../refunds/weekly-statement'
import { deliverQuotes } from '../ledger-link/ledger-client'
import { readLedgerAgain } from '../ledger-link/ledger-query'
import { useLedgerKeyHolder, useLedgerSettings } from '../ledger-link/ledger-settings'
import type { LedgerReadout } from '../bookings/use-ledger-bookings'
import { HELD_DECISION, HeldQuote, type HeldDecision } from './held-quote'
import { QuoteLine, type QuoteNotEmailedProps } from './quote-line'

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
const sendAgainKey = (id: string) => [...SEND_AGAIN, id] as const

function outcomeOf(reply: LedgerReply<DeliveryAnswer>, id: string): SendAgainOutcome {
  if (reply.kind === 'refused') return { text: copy.failed[reply.error], emailed: false }
  if (reply.kind === 'unreachable') return { text: copy.failed.unreachable, emailed: false }
  if (reply.body.emailed.includes(id)) return { text: copy.emailed, emailed: true }
  const reason = reply.body.notEmailed.find((item) => item.id === id)?.reason
  return { text: reason ?? copy.failed.unreachable, emailed: false }
}

export function QuotesNotEmailed({ ledger, now }: { ledger: LedgerReadout | null; now: number }) {
  const settings = useLedgerSettings()
  // Only the owner's key may deliver: a setter sees the list without the button.
  const canSend = useLedgerKeyHolder()?.role !== 'setter'
  const quotes = useMemo(() => (ledger ? quotesNotEmailed(ledger.bookings, now) : null), [ledger, now])
  const held = useMemo(() => (ledger ? heldQuotes(ledger.bookings) : []), [ledger])
  const heldDecisions = useMutationState({
    filters: { mutationKey: HELD_DECISION, status: 'success' },
    select: (mutation) => ({
      quote: (mutation.state.variables as HeldDecision).quote,
      text: mutation.state.data as string,
    }),
  })
  const emailedQuotes = useMutationState({
    filters: { mutationKey: SEND_AGAIN, status: 'success' },
    select: (mutation) =>
      (mutation.state.data as SendAgainOutcome | undefined)?.emailed
        ? (mutation.state.variables as SendAgainRequest).quote
        : null,
  })

  // No ledger read yet: the statement below already says to set one up.
  if (!quotes || !settings) return null

  const lastEmailed = emailedQuotes.findLast((quote) => quote !== null) ?? null
  const lastEmailedGone = lastEmailed !== null && !quotes.some((quote) => quote.id === lastEmailed.id)
  // Kept once the re-read ledger no longer holds the booking, which takes its line away.
  const lastHeld = heldDecisions.at(-1) ?? null
  const lastHeldGone = lastHeld !== null && !held.some((quote) => quote.id === lastHeld.quote.id)
  return (
    <section className="not-emailed" aria-labelledby="not-emailed-heading">
      <h3 id="not-emailed-heading">{copy.heading}</h3>
      <p className="hint">{copy.intro}</p>
      {quotes.length === 0 && held.length === 0 ? <p>{copy.none}</p> : null}
      <ul hidden={quotes.length === 0}>
        {quotes.map((quote) => (
          <QuoteNotEmailed key={quote.id} quote={quote} ledger={settings} canSend={canSend} />
        ))}
      </ul>
      {held.length > 0 ? (
        <>
          <p className="hint">{copy.heldIntro}</p>
          <ul className="held-quotes">
            {held.map((quote) => (
              <HeldQuote key={quote.id} quote={quote} ledger={settings} canSend={canSend} />
            ))}
          </ul>
        </>
      ) : null}
      {(quotes.length > 0 || held.length > 0) && !canSend ? <p className="hint">{copy.ownerOnly}</p> : null}
      <p className="hint" role="status">
        {lastEmailedGone ? copy.lastEmailed(lastEmailed.partner, lastEmailed.zip) : null}
      </p>
      <p className="hint" role="status">
        {lastHeldGone ? copy.heldDecided(lastHeld.quote.partner, lastHeld.quote.zip, lastHeld.text) : null}
      </p>
    </section>
  )
}

function QuoteNotEmailed({ quote, ledger, canSend }: QuoteNotEmailedProps) {
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const sendAgain = useMutation({
    mutationKey: sendAgainKey(quote.id),
    mutationFn: async ({ quote: sent, resend }: SendAgainRequest) =>
      outcomeOf(await deliverQuotes(ledger, [sent.id], resend), sent.id),
    // Offline, the ledger's answer says so at once rather than the press waiting for the line.
    networkMode: 'always',
    // Sending until the list shows the ledger's new Email Status, so the quote cannot be sent twice from it.
    onSuccess: () => readLedgerAgain(queryClient),
  })

  function send(resend: boolean) {
    setAsking(false)
    // A second press before React re-renders the disabled button must not post a second deliver.
    if (queryClient.isMutating({ mutationKey: sendAgainKey(quote.id) }) > 0) return
    sendAgain.mutate({ quote, resend })
  }

  // Only the owner's Sent folder knows whether it went: the owner answers before it can go twice.
  const press = () => (quote.reason === MAY_HAVE_BEEN_SENT ? setAsking(true) : send(false))

  return (
    <li>
      <QuoteLine quote={quote} />
      {quote.reason === PARTNER_NOT_IN_SHEET ? <span className="hint">{copy.partnerNotInSheet}</span> : null}
      {quote.ledgerNote ? <span className="hint">{copy.ledgerNote(quote.ledgerNote)}</span> : null}
      {canSend && !asking && !quote.emailed ? (
        <button type="button" className="button button-secondary" disabled={sendAgain.isPending} onClick={press}>
          {copy.sendAgain}
        </button>
      ) : null}
      {asking ? <SendAgainQuestion onSend={() => send(true)} onKeep={() => setAsking(false)} /> : null}
      <span className="send-outcome" role="status">
        {sendAgain.isPending ? copy.sending : sendAgain.data?.text}
      </span>
    </li>
  )
}

/** Asked in the page before an email that may have been sent (a quote, a refund decision) goes again. */
export function SendAgainQuestion({ onSend, onKeep }: { onSend: () => void; onKeep: () => void }) {
  return (
    <span className="send-again-question" role="group" aria-label={copy.mayHaveBeenSentQuestion}>
      {copy.mayHaveBeenSentQuestion}{' '}
      <button type="button" className="button button-secondary" onClick={onSend}>
        {copy.sendAgain}
      </button>{' '}
      <button type="button" className="button button-secondary" onClick={onKeep}>
        {copy.keep}
      </button>
    </span>
  )
}
