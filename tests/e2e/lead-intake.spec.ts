// Leads arrive by themselves, through the Google-like local host running the real ledger script: Google's sample lead
// form body and a JSON lead from Zapier are filed by one rule, refused when they must be, deduplicated, closed when
// they may not be called, kept in Lead Inbox while the lock is busy, and each lead offered is posted to the team chat.
import { LEADS_HEADER, tabRows } from '../../scripts/support/apps-script-double'
import { startChatWebhook, type ChatWebhook } from '../../scripts/support/chat-webhook-server'
import { googleLeadWithZipAndService } from '../../scripts/support/google-lead-sample'
import { ledgerServerForSpec } from '../support/spec-ledger-server'
import { useLedgerInAdmin } from '../support/tool-page'
import { test, expect, openTool } from './fixtures'

const OWNER_KEY = 'e2e-owner-key-53-lead-intake'
const SETTER_KEY = 'e2e-setter-key-53-0123456789'
const GOOGLE_KEY = 'e2e-google-ads-source-key-53'
const ZAPIER_KEY = 'e2e-zapier-source-key-53-000'

const ledger = ledgerServerForSpec(test, OWNER_KEY)
let chat: ChatWebhook | null = null
test.afterEach(() => chat?.close())

/** Google's sample with a ZIP and a service question. */
const googleSample = (extra: Record<string, unknown> = {}) =>
  googleLeadWithZipAndService(
    { google_key: GOOGLE_KEY, ...extra },
    { value: '54016', question: 'Zip Code' },
    { column: 'SERVICE_QUESTION', value: 'Tree removal', question: 'Which service?' },
  )
const jsonLead = (lead: Record<string, unknown>, key = ZAPIER_KEY) => ({ action: 'lead', key, lead })

/** POSTs as Google Ads, Zapier or Make do: JSON to the web app URL, the 302 followed; answers the JSON. */
async function send(body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(ledger().execUrl, { method: 'POST', body: JSON.stringify(body) })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

/** The Leads tab's rows by column name, as the owner sees them. */
function leadRows(): Record<string, string>[] {
  const [, ...rows] = tabRows(ledger().script.spreadsheet, 'Leads')
  return rows.map((row) => Object.fromEntries(LEADS_HEADER.map((name, i) => [name, row[i] ?? ''])))
}

async function queuedIds() {
  const answer = await send({ key: SETTER_KEY, action: 'queue' })
  return (answer.leads as { leadId: string }[]).map((lead) => lead.leadId)
}

test.beforeEach(async () => {
  expect(await send({ key: OWNER_KEY, action: 'check' })).toMatchObject({ ok: true, sources: [] })
  const spreadsheet = ledger().script.spreadsheet
  spreadsheet.getSheetByName('Setters')!.prefill([['Sam', SETTER_KEY, 'yes']])
  spreadsheet.getSheetByName('Sources')!.prefill([
    ['Google Ads', GOOGLE_KEY, 'yes'],
    ['Zapier', ZAPIER_KEY, 'yes'],
  ])
})

test('Google’s sample body writes one row with the mapped fields, Source and a sheet service; again, no row', async () => {
  expect(await send(googleSample())).toEqual({ ok: true })
  const leadId = leadRows()[0]!['Lead ID']
  expect(leadId).toMatch(/^[0-9a-f-]{36}$/)
  expect(leadRows()).toEqual([
    expect.objectContaining({
      Name: 'John Doe',
      Phone: '+17155550100',
      ZIP: '54016',
      Service: 'Tree Removal',
      Source: 'Google Ads',
      'Lead ID': leadId,
      'External ID': `Google Ads:${googleSample().lead_id}`,
      Closed: '',
    }),
  ])
  // Answered as the first: a source's key learns nothing of other leads.
  expect(await send(googleSample())).toEqual({ ok: true })
  expect(leadRows()).toHaveLength(1)
  expect(await queuedIds()).toEqual([leadId])
})

test('a wrong key is refused and writes nothing; a source key may do nothing else', async () => {
  expect(await send(googleSample({ google_key: 'not-a-source-key-0000000' }))).toEqual({ ok: false, error: 'bad-key' })
  expect(await send(jsonLead({ phone: '7155550100' }, SETTER_KEY))).toEqual({ ok: false, error: 'not-allowed' })
  expect(await send({ key: GOOGLE_KEY, action: 'queue' })).toEqual({ ok: false, error: 'not-allowed' })
  expect(leadRows()).toEqual([])
})

test('is_test is written closed, every time, and never offered', async () => {
  await send(googleSample({ is_test: true }))
  await send(googleSample({ is_test: true }))
  expect(leadRows().map((row) => row.Closed)).toEqual(['Test lead', 'Test lead'])
  expect(await queuedIds()).toEqual([])
})

test('a JSON lead writes a row; an email-only one is closed as No phone; a name stays text', async () => {
  await send(jsonLead({ name: '=IMPORTDATA("https://x.example")', phone: '(715) 555-0101', zip: '54016' }))
  expect(await send(jsonLead({ name: 'Lee', email: 'lee@example.com' }))).toEqual({ ok: true })
  expect(leadRows().map((row) => [row.Name, row.Source, row.Closed])).toEqual([
    ['=IMPORTDATA("https://x.example")', 'Zapier', ''],
    ['Lee', 'Zapier', 'No phone'],
  ])
  expect(await queuedIds()).toEqual([leadRows()[0]!['Lead ID']])
})

test('a second lead with the same phone from another source writes no row and fills Also From', async () => {
  await send(googleSample())
  expect(await send(jsonLead({ name: 'John D.', phone: '715-555-0100' }))).toEqual({ ok: true })
  expect(leadRows()).toHaveLength(1)
  expect(leadRows()[0]!['Also From']).toMatch(/^Zapier \w{3} \w{3} \d{1,2}$/)
})

test('a Do Not Call phone is closed, never offered', async () => {
  ledger()
    .script.spreadsheet.getSheetByName('Do Not Call')!
    .prefill([["'7155550100", '', '']])
  await send(googleSample())
  expect(leadRows().map((row) => row.Closed)).toEqual(['Do not call'])
  expect(await queuedIds()).toEqual([])
})

test('with the lock busy the lead lands in Lead Inbox, then in Leads after the next run', async () => {
  ledger().script.lock.heldElsewhere = true
  expect(await send(googleSample())).toEqual({ ok: true })
  ledger().script.lock.heldElsewhere = false
  expect(leadRows()).toEqual([])
  const inbox = tabRows(ledger().script.spreadsheet, 'Lead Inbox')
  expect(inbox[1]![3]).not.toContain(GOOGLE_KEY)
  ledger().script.clock.advance(5 * 60_000)
  ledger().script.runTimeDrivenTriggers()
  expect(leadRows().map((row) => [row.Name, row.Source])).toEqual([['John Doe', 'Google Ads']])
  expect(tabRows(ledger().script.spreadsheet, 'Lead Inbox')[1]![3]).toBe('')
})

test('LEAD_ALERT_URL receives one post per lead offered, without the lead’s name, phone, email or address', async () => {
  chat = await startChatWebhook()
  ledger().script.properties.set('LEAD_ALERT_URL', chat.url)
  ledger().script.cache.evict()
  await send(googleSample())
  await send(googleSample())
  await send(googleSample({ is_test: true }))
  await send(jsonLead({ name: 'Ann <b>', email: 'ann@example.com', address: '9 Elm St' }))
  await send(jsonLead({ name: 'Bo', phone: '7155550177', service: 'concrete coatings', zip: '54017' }))
  const posts = await chat.posts()
  expect(posts.map((post) => [post.method, post.contentType, JSON.parse(post.body)])).toEqual([
    ['POST', 'application/json', { text: 'New lead from Google Ads: Tree Removal · 54016. Leads waiting: 1.' }],
    ['POST', 'application/json', { text: 'New lead from Zapier: Concrete Coatings · 54017. Leads waiting: 2.' }],
  ])
  for (const post of posts) expect(post.body).not.toMatch(/John|Doe|Bo\b|555|@|Elm/)
})

test('Admin’s Lead sources: a Google test lead shows as the last test lead; Copy and Send a test lead', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await send(googleSample({ is_test: true }))
  await send(jsonLead({ name: 'Lee <b>', email: 'lee@example.com' }))
  await openTool(page)
  await useLedgerInAdmin(page, ledger().execUrl, OWNER_KEY, /^Ledger connected/)
  const section = page.getByRole('region', { name: 'Lead sources' })
  const google = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Google Ads' }) })
  await expect(google).toContainText('Last test lead 0 min ago')
  await expect(google).toContainText('No lead yet')
  await expect(google).toContainText(`Webhook URL: ${ledger().execUrl}`)
  await expect(google).toContainText('Key: …y-53')
  await expect(section).not.toContainText(GOOGLE_KEY)
  const zapier = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Zapier' }) })
  await expect(zapier).toContainText('1 lead with an email only (closed as No phone):')
  await expect(zapier).toContainText('1 lead this agency week')
  await google.getByRole('button', { name: 'Copy the key of Google Ads' }).click()
  await expect(google).toContainText('Key copied.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(GOOGLE_KEY)
  ledger().script.clock.advance(10 * 60_000)
  await google.getByRole('button', { name: 'Send a test lead' }).click()
  await expect(google).toContainText('Test lead received.')
  expect(leadRows().filter((row) => row.Closed === 'Test lead')).toHaveLength(2)
  await expect(google).toContainText('Last test lead 0 min ago')
  chat = await startChatWebhook()
  await chat.answerWith(500)
  ledger().script.properties.set('LEAD_ALERT_URL', chat.url)
  ledger().script.cache.evict()
  await send(googleSample({ google_key: 'not-a-source-key-0000000' }))
  await send(jsonLead({ phone: '7155550188' }))
  await page.reload()
  await page.getByRole('tab', { name: /Admin/ }).click()
  await expect(page.getByRole('region', { name: 'Lead sources' })).toContainText(
    /Refused: 1 \(since \w{3} \w{3} \d{1,2} \d{1,2}:\d{2} [AP]M\), last unknown or turned-off key at \w{3} \w{3} \d{1,2} \d{1,2}:\d{2} [AP]M/,
  )
  await expect(page.getByRole('region', { name: 'Lead sources' })).toContainText(
    /Lead alert failed: HTTP 500 at \w{3} \w{3} \d{1,2} \d{1,2}:\d{2} [AP]M/,
  )
  await expect(page.getByRole('region', { name: 'Lead sources' })).not.toContainText(chat.url)
})
