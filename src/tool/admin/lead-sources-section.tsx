import { leadSourcesCopy as copy } from '../../content/leads/lead-sources-copy'
import { LeadSourceItem } from './lead-source-item'
import { LeadSourcesReadError, useLeadSources } from './api/lead-sources'
import { shownTime } from './shown-time'
import './ledger-admin.css'
import './lead-sources.css'

/** Admin → Lead sources (owner's key only): each source's last leads and how to connect it; refusals; the alert. */
export function LeadSourcesSection({ now }: { now: number }) {
  const { ledger, query } = useLeadSources()
  const refusal = query.error instanceof LeadSourcesReadError ? query.error.refusal : null
  if (!ledger || refusal === 'owner-only') return null
  const answer = query.data
  const problem = refusal === 'bad-request' ? copy.outOfDate : query.error ? copy.notRead(query.error.message) : null
  return (
    <section className="lead-sources" aria-labelledby="lead-sources-heading">
      <h3 id="lead-sources-heading">{copy.heading}</h3>
      {problem ? <p className="report-warning">{problem}</p> : null}
      {query.isPending && !problem ? <p className="hint">{copy.reading}</p> : null}
      {answer && answer.refused.count > 0 ? (
        <p className="report-warning">
          {copy.refused(
            answer.refused.count,
            answer.refused.since ? shownTime(answer.refused.since) : '',
            answer.refused.reason,
            shownTime(answer.refused.at),
          )}
        </p>
      ) : null}
      {answer?.alertFailed ? (
        <p className="report-warning">
          {copy.alertFailed(answer.alertFailed.status, shownTime(answer.alertFailed.at))}
        </p>
      ) : null}
      {answer && answer.sources.length === 0 ? <p className="hint">{copy.none}</p> : null}
      {answer ? (
        <ul className="lead-source-list">
          {answer.sources.map((source) => (
            <LeadSourceItem
              key={source.source}
              source={source}
              webAppUrl={answer.webAppUrl}
              ledger={ledger}
              now={now}
            />
          ))}
        </ul>
      ) : null}
    </section>
  )
}
