import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { needsYouCopy as copy } from '../../content/needs-you-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { agencyDayLabel, weekStart } from '../../partner-time/agency-week'
import type { AppointmentRow } from '../../refunds/no-show-period'
import { refundAnswerDay } from '../../refunds/refund-windows'
import { heldQuotes, quotesNotEmailed } from '../../refunds/weekly-statement'
import { NO_CONNECTION } from '../ledger-link/ledger-client'
import { ledgerQueryOptions, ledgerReadSince } from '../ledger-link/ledger-query'
import { useLedgerKeyHolder, useLedgerSettings } from '../ledger-link/ledger-settings'
import type { LedgerReadout } from '../bookings/use-ledger-bookings'
import { LeadSourcesReadError, useLeadSources } from './api/lead-sources'
import { RefundsReadError, useRefunds } from './api/refunds'

/** One thing waiting for the owner, and the heading of the section where it is done. */
interface NeedLine {
  text: string
  sectionId: string
}

/** Reports of this agency week: the no-show period's appointments carry when each was reported. */
function noShowsReportedSince(appointments: readonly AppointmentRow[], since: number): number {
  return appointments.filter((row) => Date.parse(row.noShowReportedAt) >= since).length
}

/**
 * Admin's first section, with the owner's key: what waits for a decision, each line a link to its section; read from
 * the answers Admin already asks for (ledger bookings, refunds, lead sources).
 */
export function NeedsYou({ ledger, now }: { ledger: LedgerReadout | null; now: number }) {
  const settings = useLedgerSettings()
  const isOwner = useLedgerKeyHolder()?.role === 'owner'
  const zone = toolDeployment.agencyTimeZone
  const thisWeek = weekStart(now, zone)
  const since = useMemo(() => ledgerReadSince(thisWeek), [thisWeek])
  // The same query as Admin's bookings (same key): it adds no request, and tells why a read failed.
  const bookingsQuery = useQuery({ ...ledgerQueryOptions(settings?.url ?? '', since), enabled: settings !== null })
  const refunds = useRefunds(now).query
  const leadSources = useLeadSources().query

  const refundsRefusal = refunds.error instanceof RefundsReadError ? refunds.error.refusal : null
  const sourcesRefusal = leadSources.error instanceof LeadSourcesReadError ? leadSources.error.refusal : null
  // A setter's key, or a device whose last check named the owner but the ledger no longer does: not the owner's view.
  if (!settings || !isOwner || refundsRefusal === 'owner-only' || sourcesRefusal === 'owner-only') return null

  const failed = bookingsQuery.error ?? refunds.error ?? leadSources.error
  // Offline the queries wait for the connection rather than fail: that is a read that could not be made.
  const offline = [bookingsQuery, refunds, leadSources].some((query) => query.fetchStatus === 'paused')
  const failure = failed ? failed.message : offline ? NO_CONNECTION : null
  const lines: NeedLine[] = []
  const open = refunds.data?.open ?? []
  if (open.length > 0)
    lines.push({
      text: copy.refunds(open.length, refundAnswerDay(Date.parse(open[0]!.askedAt), zone)),
      sectionId: 'refunds-asked-heading',
    })
  const noShows = refunds.data ? noShowsReportedSince(refunds.data.appointments, thisWeek) : 0
  if (noShows > 0) lines.push({ text: copy.noShows(noShows), sectionId: 'no-shows-heading' })
  if (ledger) {
    const notEmailed = quotesNotEmailed(ledger.bookings, now).filter((quote) => !quote.emailed).length
    if (notEmailed > 0) lines.push({ text: copy.notEmailed(notEmailed), sectionId: 'not-emailed-heading' })
    const held = heldQuotes(ledger.bookings).length
    if (held > 0) lines.push({ text: copy.held(held), sectionId: 'not-emailed-heading' })
  }
  const alertFailed = leadSources.data?.alertFailed
  if (alertFailed) {
    const failedAt = Date.parse(alertFailed.at)
    lines.push({
      text: copy.alertFailing(Number.isNaN(failedAt) ? '' : agencyDayLabel(failedAt, zone)),
      sectionId: 'lead-sources-heading',
    })
  }

  const reading = !failure && (!ledger || !refunds.data || !leadSources.data)
  return (
    <section className="needs-you" aria-labelledby="needs-you-heading">
      <h3 id="needs-you-heading">{copy.heading}</h3>
      {failure ? <p className="report-warning">{copy.notRead(failure)}</p> : null}
      {lines.length > 0 ? (
        <ul className="needs-you-lines">
          {lines.map((line) => (
            <li key={line.text}>
              <a href={`#${line.sectionId}`}>{line.text}</a>
            </li>
          ))}
        </ul>
      ) : failure ? null : reading ? (
        <p className="hint">{copy.reading}</p>
      ) : (
        <p>{copy.nothing}</p>
      )}
    </section>
  )
}
