import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { notEmailedCopy as copy } from '../../content/ledger-admin-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { agencyDayLabel } from '../../ledger/agency-week'
import type { DeliveryAnswer } from '../../ledger/ledger-contract'
import type { LedgerReply } from '../../ledger/ledger-answer'
import { quotesNotEmailed, type NotEmailedQuote } from '../../ledger/weekly-statement'
import { deliverQuotes, type LedgerSettings } from '../booking/ledger-client'
import { readLedgerAgain } from '../booking/ledger-query'
import { useLedgerSettings } from '../booking/ledger-settings'
import type { LedgerReadout } from '../booking/use-ledger-bookings'

interface SendAgainOutcome {
  text: string
  emailed: boolean
}

const SEND_AGAIN = ['send-again'] as const
const sendAgainKey = (id: string) => [...SEND_AGAIN, id] as const

/** What Send again did to one booking, in the owner's words. */
function outcomeOf(reply: LedgerReply<DeliveryAnswer>, id: string): SendAgainOutcome {
  if (reply.kind === 'refused') return { text: copy.failed[reply.error], emailed: false }
  if (reply.kind === 'unreachable') return { text: copy.failed.unreachable, emailed: false }
  if (reply.body.emailed.includes(id)) return { text: copy.emailed, emailed: true }
  const reason = reply.body.notEmailed.find((item) => item.id === id)?.reason
  return { text: reason ?? copy.failed.unreachable, emailed: false }
}

/** Admin → Quotes not emailed: the ledger's bookings whose quote email did not go, each with Send again. */
export function QuotesNotEmailed({ ledger, now }: { ledger: LedgerReadout | null; now: number }) {
  const settings = useLedgerSettings()
  const quotes = useMemo(() => (ledger ? quotesNotEmailed(ledger.bookings, now) : null), [ledger, now])
  const emailedQuotes = useMutationState({
    filters: { mutationKey: SEND_AGAIN, status: 'success' },
    select: (mutation) =>
      (mutation.state.data as SendAgainOutcome | undefined)?.emailed
        ? (mutation.state.variables as NotEmailedQuote)
        : null,
  })

  // No ledger read yet: the statement below already says to set one up.
  if (!quotes || !settings) return null

  const lastEmailed = emailedQuotes.findLast((quote) => quote !== null) ?? null
  const lastEmailedGone = lastEmailed !== null && !quotes.some((quote) => quote.id === lastEmailed.id)
  return (
    <section className="not-emailed" aria-labelledby="not-emailed-heading">
      <h3 id="not-emailed-heading">{copy.heading}</h3>
      <p className="hint">{copy.intro}</p>
      {quotes.length === 0 ? <p>{copy.none}</p> : null}
      <ul hidden={quotes.length === 0}>
        {quotes.map((quote) => (
          <QuoteNotEmailed key={quote.id} quote={quote} ledger={settings} />
        ))}
      </ul>
      <p className="hint" role="status">
        {lastEmailedGone ? copy.lastEmailed(lastEmailed.partner, lastEmailed.zip) : null}
      </p>
    </section>
  )
}

function QuoteNotEmailed({ quote, ledger }: { quote: NotEmailedQuote; ledger: LedgerSettings }) {
  const queryClient = useQueryClient()
  const sendAgain = useMutation({
    mutationKey: sendAgainKey(quote.id),
    mutationFn: async (sent: NotEmailedQuote) => outcomeOf(await deliverQuotes(ledger, [sent.id]), sent.id),
    // Offline, the ledger's answer says so at once rather than the press waiting for the line.
    networkMode: 'always',
    // Sending until the list shows the ledger's new Email Status, so the quote cannot be sent twice from it.
    onSuccess: () => readLedgerAgain(queryClient),
  })

  function press() {
    // A second press before React re-renders the disabled button must not post a second deliver.
    if (queryClient.isMutating({ mutationKey: sendAgainKey(quote.id) }) > 0) return
    sendAgain.mutate(quote)
  }

  return (
    <li>
      <span className="quote-line">
        {copy.item(
          quote.partner,
          quote.zip,
          agencyDayLabel(Date.parse(quote.bookedAt), toolDeployment.agencyTimeZone),
          quote.reason,
        )}
      </span>
      <button type="button" className="button button-secondary" disabled={sendAgain.isPending} onClick={press}>
        {copy.sendAgain}
      </button>
      <span className="send-outcome" role="status">
        {sendAgain.isPending ? copy.sending : sendAgain.data?.text}
      </span>
    </li>
  )
}
