// The owner's calls for Admin's Lead sources: the section's figures, one source's key (asked at each press, never
// kept), and a test lead sent through the web app with that key, as Google's Send test data does.
import { readLeadReply, readLeadSourcesReply, readSourceKeyReply } from '../../ledger-api/lead-intake-answer'
import { post, type LedgerSettings } from '../ledger-link/ledger-client'

export const askLeadSources = (ledger: LedgerSettings, signal?: AbortSignal) =>
  post(ledger, { action: 'leadSources' }, readLeadSourcesReply, signal)

export async function askSourceKey(ledger: LedgerSettings, source: string) {
  let notFound = false
  const reply = await post(ledger, { action: 'sourceKey', source }, (text) => {
    const read = readSourceKeyReply(text)
    if (read.kind !== 'not-found') return read
    notFound = true
    return { kind: 'unreachable' as const, detail: 'the source is no longer in the Sources tab' }
  })
  return { reply, notFound }
}

/** Google's test lead: a fresh `lead_id`, `is_test`, the source's key as `google_key`; no real person's details. */
function testLeadBody(sourceKey: string, leadId: string) {
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
  post({ url: webAppUrl, key: sourceKey }, testLeadBody(sourceKey, crypto.randomUUID()), readLeadReply)
