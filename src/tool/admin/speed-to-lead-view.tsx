import { speedToLeadCopy as copy } from '../../content/leads/lead-queue-copy'
import { speedToLeadLine } from '../../leads/speed-to-lead'
import { LeadStatsReadError, useLeadStats } from './api/lead-stats'
import { ColumnHeads } from '../ui/column-heads'
import { shownTime } from './shown-time'

/** Admin (owner's key): how fast the week's leads were first called, and what each setter did with them. */
export function SpeedToLeadView({ weekStart }: { weekStart: number }) {
  const { shown, query } = useLeadStats(weekStart)
  const refusal = query.error instanceof LeadStatsReadError ? query.error.refusal : null
  if (!shown || refusal === 'owner-only') return null
  const problem = refusal === 'bad-request' ? copy.outOfDate : query.error ? copy.notRead(query.error.message) : null
  const week = query.data?.week
  const notedLeads = query.data?.notedLeads ?? []
  const lateCalls = query.data?.lateCalls ?? []
  const line = week ? speedToLeadLine(week.speed) : null
  return (
    <section className="speed-to-lead" aria-labelledby="speed-to-lead-heading">
      <h4 id="speed-to-lead-heading">{copy.heading}</h4>
      {problem ? <p className="report-warning">{problem}</p> : null}
      {query.isPending && !problem ? <p className="hint">{copy.reading}</p> : null}
      {query.isSuccess ? <p className="speed-to-lead-line">{line ?? copy.noneCalled}</p> : null}
      {week && week.setters.length > 0 ? (
        <table className="statement-table setter-figures">
          <ColumnHeads columns={copy.setterColumns} />
          <tbody>
            {week.setters.map((figures) => (
              <tr key={figures.setter}>
                <th scope="row">{figures.setter}</th>
                <td>{figures.leadsWorked}</td>
                <td>{figures.calls}</td>
                <td>{figures.booked}</td>
                <td>{copy.percent(figures.contactRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : query.isSuccess ? (
        <p className="hint">{copy.noSetters}</p>
      ) : null}
      {notedLeads.length > 0 ? (
        <>
          <h5 id="noted-leads-heading">{copy.notedLeadsHeading}</h5>
          <ul className="noted-leads" aria-labelledby="noted-leads-heading">
            {notedLeads.map(({ leadId, ledgerNote }, i) => (
              <li key={`${i}-${leadId}`} className="report-warning">
                {copy.notedLead(leadId, ledgerNote)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {lateCalls.length > 0 ? (
        <>
          <h5 id="late-calls-heading">{copy.lateCallsHeading}</h5>
          <ul className="late-calls" aria-labelledby="late-calls-heading">
            {lateCalls.map((call, i) => (
              <li key={`${i}-${call.leadId}`} className="report-warning">
                {copy.lateCall(call, shownTime(call.at))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
