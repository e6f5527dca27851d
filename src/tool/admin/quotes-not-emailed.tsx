import { useMemo, useState } from 'react'
import { notEmailedCopy as copy } from '../../content/ledger-admin-copy'
import { MAY_HAVE_BEEN_SENT, PARTNER_NOT_IN_SHEET } from '../../bookings/booking'
import { heldQuotes, quotesNotEmailed } from '../../refunds/weekly-statement'
import { useLedgerKeyHolder, useLedgerSettings } from '../ledger-link/ledger-settings'
import type { LedgerReadout } from '../bookings/use-ledger-bookings'
import { useLastHeldDecision, useLastQuoteEmailed, useSendAgain } from './api/quotes'
import { HeldQuote } from './held-quote'
import { QuoteLine, type QuoteNotEmailedProps } from './quote-line'

export function QuotesNotEmailed({ ledger, now }: { ledger: LedgerReadout | null; now: number }) {
  const settings = useLedgerSettings()
  // Only the owner's key may deliver: a setter sees the list without the button.
  const canSend = useLedgerKeyHolder()?.role !== 'setter'
  const quotes = useMemo(() => (ledger ? quotesNotEmailed(ledger.bookings, now) : null), [ledger, now])
  const held = useMemo(() => (ledger ? heldQuotes(ledger.bookings) : []), [ledger])
  const lastEmailed = useLastQuoteEmailed()
  // Kept once the re-read ledger no longer holds the booking, which takes its line away.
  const lastHeld = useLastHeldDecision()

  // No ledger read yet: the statement below already says to set one up.
  if (!quotes || !settings) return null

  const lastEmailedGone = lastEmailed !== null && !quotes.some((quote) => quote.id === lastEmailed.id)
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
  const [asking, setAsking] = useState(false)
  const { sendAgain, send: sendOnce } = useSendAgain(quote, ledger)

  function send(resend: boolean) {
    setAsking(false)
    sendOnce({ quote, resend })
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
