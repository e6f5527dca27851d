import { leadSourcesCopy as copy } from '../../content/leads/lead-sources-copy'
import type { LeadSourceStats } from '../../leads/lead-intake-contract'
import type { LedgerSettings } from '../ledger-link/ledger-client'
import { leadAge } from '../../leads/lead-queue-messages'
import { useCopySourceKey, useSendTestLead } from './api/lead-sources'
import { shownTime } from './shown-time'

interface Props {
  source: LeadSourceStats
  webAppUrl: string
  ledger: LedgerSettings
  now: number
}

/** One source: its last leads, its masked key with Copy, how to connect it, and Send a test lead. */
export function LeadSourceItem({ source, webAppUrl, ledger, now }: Props) {
  const copying = useCopySourceKey(ledger, source.source)
  const testing = useSendTestLead(ledger, source.source)
  const age = (iso: string) => leadAge(now - Date.parse(iso))
  return (
    <li className="lead-source">
      <h4>{source.source}</h4>
      {!source.active ? <p className="report-warning">{copy.turnedOff}</p> : null}
      {source.problem ? <p className="report-warning">{copy.problem(source.problem)}</p> : null}
      <p>{source.lastLeadAt ? copy.lastLead(age(source.lastLeadAt)) : copy.noLeadYet}</p>
      <p>{source.lastTestLeadAt ? copy.lastTestLead(age(source.lastTestLeadAt)) : copy.noTestLeadYet}</p>
      <p>{copy.leadsThisWeek(source.leadsThisWeek)}</p>
      {source.emailOnly.length > 0 ? (
        <>
          <p>{copy.emailOnly(source.emailOnly.length)}</p>
          <ul className="lead-source-email-only">
            {source.emailOnly.map((lead) => (
              <li key={lead.leadId}>
                {copy.emailOnlyLead(lead.leadId, lead.arrivedAt ? shownTime(lead.arrivedAt) : '—')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <dl className="lead-source-connect">
        <dt>{copy.googleAds}</dt>
        <dd>
          {copy.webhookUrl}: <code>{webAppUrl || copy.noWebhookUrl}</code>
        </dd>
        <dd>
          {copy.key}: <code>{source.maskedKey}</code>{' '}
          <button
            type="button"
            className="button button-secondary"
            aria-label={copy.copyKeyLabel(source.source)}
            disabled={copying.isPending}
            onClick={() => copying.mutate()}
          >
            {copy.copyKey}
          </button>
          <span role="status">
            {copying.isSuccess ? copy.keyCopied : copying.isError ? copy.keyNotCopied(copying.error.message) : ''}
          </span>
        </dd>
        <dt>{copy.zapierOrMake}</dt>
        <dd>
          <pre className="lead-source-json">{copy.jsonLead(source.maskedKey)}</pre>
        </dd>
      </dl>
      <button type="button" className="button" disabled={testing.isPending} onClick={() => testing.mutate()}>
        {testing.isPending ? copy.sendingTestLead : copy.sendTestLead}
      </button>
      <p role="status">
        {testing.isSuccess ? copy.testLeadReceived : testing.isError ? copy.testLeadFailed(testing.error.message) : ''}
      </p>
    </li>
  )
}
