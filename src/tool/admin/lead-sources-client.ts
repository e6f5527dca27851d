// The owner's calls for Admin's Lead sources: the section's figures, one source's key (asked at each press, never
// kept), and a test lead sent through the web app with that key, as Google's Send test data does.
import type { GoogleAdsLeadBody } from '../../ledger-api/actions'
import { callLedger, type LedgerSettings } from '../ledger-link/ledger-client'

export const askLeadSources = (ledger: LedgerSettings, signal?: AbortSignal) =>
  callLedger(ledger, 'leadSources', {}, signal)

export async function askSourceKey(ledger: LedgerSettings, source: string) {
  const read = await callLedger(ledger, 'sourceKey', { source })
  const notFound = read.kind === 'not-found'
  const reply = notFound ? { kind: 'unreachable' as const, detail: 'the source is no longer in the Sources tab' } : read
  return { reply, notFound }
}

/** Google's test lead: a fresh `lead_id`, `is_test`, the source's key as `google_key`; no real person's details. */
function testLeadBody(sourceKey: string, leadId: string): GoogleAdsLeadBody {
  return {
    lead_id: leadId,
    user_column_data: [
      { column_name: 'Full Name', string_value: 'Test Lead', column_id: 'FULL_NAME' },
      { column_name: 'User Phone', string_value: '+15555550100', column_id: 'PHONE_NUMBER' },
    ],
    api_version: '1.0',
    form_id: 0,
    campaign_id: 0,
    google_key: sourceKey,
    is_test: true,
  }
}

export const sendTestLead = (webAppUrl: string, sourceKey: string) =>
  callLedger({ url: webAppUrl, key: sourceKey }, 'googleAdsLead', testLeadBody(sourceKey, crypto.randomUUID()))
