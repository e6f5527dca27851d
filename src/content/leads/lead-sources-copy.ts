// Admin's Lead sources section and the Search tab's lead alert.

const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const leadSourcesCopy = {
  heading: 'Lead sources',
  reading: 'Reading the lead sources…',
  notRead: (detail: string) => `The lead sources could not be read (${detail}).`,
  outOfDate: 'Lead sources need the ledger script’s version 9: paste the latest script and deploy a new version.',
  none: 'No lead source yet: add a row (Source, Key, Active) to the ledger’s Sources tab, with a key of at least 20 characters.',
  lastLead: (age: string) => `Last lead ${age} ago`,
  noLeadYet: 'No lead yet',
  lastTestLead: (age: string) => `Last test lead ${age} ago`,
  noTestLeadYet: 'No test lead yet',
  leadsThisWeek: (n: number) => `${countOf(n, 'lead', 'leads')} this agency week`,
  emailOnly: (n: number) => `${countOf(n, 'lead', 'leads')} with an email only (closed as No phone):`,
  emailOnlyLead: (leadId: string, arrived: string) => `Lead ID ${leadId} · arrived ${arrived}`,
  turnedOff: 'Turned off',
  problem: (problem: string) => `Delivers nothing: ${problem}`,
  key: 'Key',
  copyKey: 'Copy',
  copyKeyLabel: (source: string) => `Copy the key of ${source}`,
  keyCopied: 'Key copied.',
  keyNotCopied: (detail: string) => `The key could not be copied (${detail}).`,
  googleAds: 'Google Ads lead form',
  webhookUrl: 'Webhook URL',
  noWebhookUrl: 'not known yet: press Use this ledger above with the owner’s key',
  zapierOrMake: 'Zapier, Make or n8n: POST this JSON to the Webhook URL',
  jsonLead: (key: string) =>
    `{"action": "lead", "key": "${key}", "lead": {"name", "phone", "email", "address", "zip", "service", "garageSize", "notes", "externalId", "submittedAt"}}`,
  sendTestLead: 'Send a test lead',
  sendingTestLead: 'Sending a test lead…',
  testLeadReceived: 'Test lead received.',
  testLeadFailed: (detail: string) => `The test lead was not received (${detail}).`,
  /** The count lives in the script's cache, which may forget it: `since` says from when ('' from an older script). */
  refused: (n: number, since: string, reason: string, time: string) =>
    `Refused: ${n}${since ? ` (since ${since})` : ''}, last ${reason} at ${time}`,
  alertFailed: (status: number, time: string) =>
    status === 0 ? `Lead alert failed: no answer at ${time}` : `Lead alert failed: HTTP ${status} at ${time}`,
  notAllowed: 'This key belongs to a lead source: it may only deliver leads. Use the owner’s or a setter’s key.',
}

export const leadAlertCopy = {
  checkbox: 'Alert me when a lead arrives',
  denied: 'Notifications are blocked for this site: allow them in the browser’s site settings.',
  unsupported: 'This browser cannot show notifications.',
  title: 'New lead waiting',
  body: (service: string, zip: string, source: string) => `${service || '—'} · ${zip || '—'} · from ${source || '—'}`,
  windowTitle: (waiting: number, title: string) => (waiting > 0 ? `(${waiting}) ${title}` : title),
}
