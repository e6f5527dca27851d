import { leadSourcesCopy as copy } from '../../content/leads/lead-sources-copy'
import { LeadSourceItem } from './lead-source-item'
import { LeadSourcesReadError, useLeadSources } from './api/lead-sources'
import { OwnerSection, ownerRead } from './owner-section'
import { shownTime } from './shown-time'
import './ledger-admin.css'
import './lead-sources.css'

/** Admin → Lead sources (owner's key only): each source's last leads and how to connect it; refusals; the alert. */
export function LeadSourcesSection({ now }: { now: number }) {
  const read = ownerRead(useLeadSources(), LeadSourcesReadError, copy)
  if (!read) return null
  const { ledger, answer, problem, pending } = read
  return (
    <OwnerSection name="lead-sources" heading={copy.heading} problem={problem}>
      {pending && !problem ? <p className="hint">{copy.reading}</p> : null}
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
    </OwnerSection>
  )
}
