import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { notEmailedCopy as copy } from '../../content/ledger-admin-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { agencyDayLabel } from '../../ledger/agency-week'
import type { DeliveryAnswer } from '../../ledger/ledger-contract'
import type { LedgerReply } from '../../ledger/ledger-answer'
import { quotesNotEmailed, type NotEmailedQuote } from '../../ledger/weekly-statement'
import { deliverQuotes } from '../booking/ledger-client'
import { readLedgerAgain } from '../booking/ledger-query'
import { useLedgerSettings } from '../booking/ledger-settings'
import type { LedgerReadout } from '../booking/use-ledger-bookings'

/** What Send again did to one booking, in the owner's words. */
function outcomeOf(reply: LedgerReply<DeliveryAnswer>, id: string): { text: string; emailed: boolean } {
  if (reply.kind === 'refused') return { text: copy.failed[reply.error], emailed: false }
  if (reply.kind === 'unreachable') return { text: copy.failed.unreachable, emailed: false }
  if (reply.body.emailed.includes(id)) return { text: copy.emailed, emailed: true }
  const reason = reply.body.notEmailed.find((item) => item.id === id)?.reason
  return { text: reason ?? copy.failed.unreachable, emailed: false }
}

/** Admin → Quotes not emailed: the ledger's bookings whose quote email did not go, each with Send again. */
export function QuotesNotEmailed({ ledger, now }: { ledger: LedgerReadout | null; now: number }) {
  const settings = useLedgerSettings()
  const queryClient = useQueryClient()
  const quotes = useMemo(() => (ledger ? quotesNotEmailed(ledger.bookings, now) : null), [ledger, now])
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set())
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, string>>(new Map())
  const [lastEmailed, setLastEmailed] = useState<NotEmailedQuote | null>(null)
  // A second press before React re-renders the disabled button must not post a second deliver.
  const inFlight = useRef(new Set<string>())

  // No ledger read yet: the statement below already says to set one up.
  if (!quotes || !settings) return null

  async function sendAgain(quote: NotEmailedQuote, ledgerSettings: { url: string; key: string }) {
    if (inFlight.current.has(quote.id)) return
    inFlight.current.add(quote.id)
    setSending((previous) => new Set(previous).add(quote.id))
    setOutcomes((previous) => {
      const next = new Map(previous)
      next.delete(quote.id)
      return next
    })
    try {
      const outcome = outcomeOf(await deliverQuotes(ledgerSettings, [quote.id]), quote.id)
      setOutcomes((previous) => new Map(previous).set(quote.id, outcome.text))
      if (outcome.emailed) setLastEmailed(quote)
      // The button stays disabled until the list shows the ledger's new Email Status.
      await readLedgerAgain(queryClient)
    } finally {
      inFlight.current.delete(quote.id)
      setSending((previous) => {
        const next = new Set(previous)
        next.delete(quote.id)
        return next
      })
    }
  }

  const zone = toolDeployment.agencyTimeZone
  const lastEmailedGone = lastEmailed !== null && !quotes.some((quote) => quote.id === lastEmailed.id)
  return (
    <section className="not-emailed" aria-labelledby="not-emailed-heading">
      <h3 id="not-emailed-heading">{copy.heading}</h3>
      <p className="hint">{copy.intro}</p>
      {quotes.length === 0 ? <p>{copy.none}</p> : null}
      <ul hidden={quotes.length === 0}>
        {quotes.map((quote) => (
          <li key={quote.id}>
            <span className="quote-line">
              {copy.item(quote.partner, quote.zip, agencyDayLabel(Date.parse(quote.bookedAt), zone), quote.reason)}
            </span>
            <button
              type="button"
              className="button button-secondary"
              disabled={sending.has(quote.id)}
              onClick={() => void sendAgain(quote, settings)}
            >
              {copy.sendAgain}
            </button>
            <span className="send-outcome" role="status">
              {sending.has(quote.id) && !outcomes.has(quote.id) ? copy.sending : outcomes.get(quote.id)}
            </span>
          </li>
        ))}
      </ul>
      <p className="hint" role="status">
        {lastEmailedGone ? copy.lastEmailed(lastEmailed.partner, lastEmailed.zip) : null}
      </p>
    </section>
  )
}
