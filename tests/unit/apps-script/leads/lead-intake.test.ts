// @vitest-environment node
// Lead intake through the built script: the Sources tab and check, Google's lead form and JSON leads by one rule,
// refusals, dedupe, Do Not Call, test leads, Lead Inbox while the lock is busy, the chat alert, leadSources, sourceKey.
import { beforeEach, describe, expect, it } from 'vitest'
import { bigLeadTabs, LEADS_HEADER, tabRows, type LedgerScript } from '../../../../scripts/support/apps-script-double'
import type { FetchAnswer } from '../../../../scripts/support/apps-script-services'
import type { LeadSourcesAnswer } from '../../../../src/leads/lead-intake-contract'
import type { QueueAnswer } from '../../../../src/ledger-api/ledger-contract'
import { googleLeadWithZipAndService } from '../../../../scripts/support/google-lead-sample'
import { KEY, loadScript, poster, SAM_KEY } from '../script-requests'

const NOW = Date.parse('2026-11-24T16:00:00Z')
const GOOGLE_KEY = 'google-ads-source-key-0001'
const ZAPIER_KEY = 'zapier-source-key-000000002'
const ALERT_URL = 'http://127.0.0.1:9/chat-hook'
const PARTNERS = [
  'Company Name,Email,Service Category,Zip Codes',
  'Hudson Garage Floors,a@h.example,Concrete Coatings,54016',
].join('\r\n')

/** Google's sample with a ZIP and a service question, the key's name spelt as Google's sample spells it. */
const googleLead = (extra: Record<string, unknown> = {}) =>
  googleLeadWithZipAndService(
    { Google_key: GOOGLE_KEY, ...extra },
    { value: '54016', question: 'Zip' },
    { column: 'SERVICE', value: 'concrete coating', question: 'What needs doing?' },
  )
const jsonLead = (lead: Record<string, unknown>, key = ZAPIER_KEY) => ({ action: 'lead', key, lead })

let script: LedgerScript
let alerts: { contentType: string; payload: string }[]
let alertStatus: FetchAnswer
const post = poster(() => script)
const leads = () => tabRows(script.spreadsheet, 'Leads')
const column = (name: (typeof LEADS_HEADER)[number]) =>
  leads()
    .slice(1)
    .map((row) => row[LEADS_HEADER.indexOf(name)])
const sources = () => post({ key: KEY, action: 'leadSources' }) as unknown as LeadSourcesAnswer

beforeEach(() => {
  script = loadScript({ partnerCsv: PARTNERS })
  script.clock.set(NOW)
  expect(post({ key: KEY, action: 'check' })).toMatchObject({ ok: true, sources: [] })
  script.spreadsheet.getSheetByName('Setters')!.prefill([['Sam', SAM_KEY, 'yes']])
  script.spreadsheet.getSheetByName('Sources')!.prefill([
    ['Google Ads', GOOGLE_KEY, 'yes'],
    ['Zapier', ZAPIER_KEY, 'TRUE'],
    ['Make', 'make-source-key-00000000003', 'no'],
  ])
  alerts = []
  alertStatus = { status: 200, body: 'ok' }
  script.properties.set('LEAD_ALERT_URL', ALERT_URL)
  // As an owner's change applies at once after authorize: the script's cached copy of its properties is dropped.
  script.cache.evict()
  script.urlFetch.answer(ALERT_URL, (_url, request) => {
    alerts.push({ contentType: request.contentType, payload: request.payload })
    return alertStatus
  })
})

describe('the Sources tab', () => {
  it('is made by the owner’s check with its header, and check names each source that delivers nothing', () => {
    expect(tabRows(script.spreadsheet, 'Sources')[0]).toEqual(['Source', 'Key', 'Active'])
    expect(tabRows(script.spreadsheet, 'Lead Inbox')[0]).toEqual([
      'Arrived At',
      'Source',
      'Kind',
      'Body',
      'Lead ID',
      'Ledger Note',
    ])
    script.spreadsheet.getSheetByName('Sources')!.prefill([
      ['No-show', 'noshow-source-key-000000004', 'yes'],
      ['Short', 'short', 'yes'],
      ['Copy', GOOGLE_KEY, 'yes'],
      ['Staff', SAM_KEY, 'yes'],
    ])
    expect(post({ key: KEY, action: 'check' })).toMatchObject({
      sources: [
        { source: 'Google Ads', problem: 'key equal to another source’s' },
        { source: 'No-show', problem: 'reserved name' },
        { source: 'Short', problem: 'key shorter than 20 characters' },
        { source: 'Copy', problem: 'key equal to another source’s' },
        { source: 'Staff', problem: 'key equal to a setter’s or the owner’s' },
      ],
    })
    expect(post({ ...googleLead(), Google_key: GOOGLE_KEY })).toEqual({ ok: false, error: 'bad-key' })
    expect(post(jsonLead({ phone: '7155550100' }, 'noshow-source-key-000000004'))).toEqual({
      ok: false,
      error: 'bad-key',
    })
    expect(leads()).toHaveLength(1)
  })

  it('a source’s key may only deliver leads; a setter’s or the owner’s key may not deliver one', () => {
    expect(post({ key: ZAPIER_KEY, action: 'queue' })).toEqual({ ok: false, error: 'not-allowed' })
    expect(post({ key: ZAPIER_KEY, action: 'check' })).toEqual({ ok: false, error: 'not-allowed' })
    expect(post(jsonLead({ phone: '7155550100' }, SAM_KEY))).toEqual({ ok: false, error: 'not-allowed' })
    expect(post(jsonLead({ phone: '7155550100' }, KEY))).toEqual({ ok: false, error: 'not-allowed' })
    expect(post({ key: 'unknown-key-000000000000', action: 'queue' })).toEqual({ ok: false, error: 'bad-key' })
    expect(leads()).toHaveLength(1)
  })
})

describe('a Google Ads lead', () => {
  it('writes one row with the mapped fields, its Source, a partner category, its ids and times, as text', () => {
    expect(post(googleLead({ lead_submit_time: '2026-11-24 09:50:00-06:00' }))).toEqual({ ok: true })
    expect(leads()).toHaveLength(2)
    const row = Object.fromEntries(LEADS_HEADER.map((name, i) => [name, leads()[1]![i]]))
    expect(row).toMatchObject({
      'Received At': '2026-11-24T15:50:00.000Z',
      Name: 'John Doe',
      Phone: '+17155550100',
      ZIP: '54016',
      Service: 'Concrete Coatings',
      Source: 'Google Ads',
      'Lead ID': expect.stringMatching(/^[0-9a-f-]{36}$/),
      'Arrived At': new Date(NOW).toISOString(),
      'External ID': 'Google Ads:Cj0KCQjwit_8BRCoARIsAIx3Rj7g',
      Closed: '',
    })
  })

  it('posted again writes no row, and is answered as the first was, naming no lead', () => {
    expect(post(googleLead())).toEqual({ ok: true })
    expect(post(googleLead())).toEqual({ ok: true })
    expect(leads()).toHaveLength(2)
  })

  it('is_test is written closed, every time Google’s button sends it, and never offered', () => {
    post(googleLead({ is_test: true }))
    post(googleLead({ is_test: true }))
    expect(column('Closed')).toEqual(['Test lead', 'Test lead'])
    expect((post({ key: SAM_KEY, action: 'queue' }) as unknown as QueueAnswer).leads).toEqual([])
    expect(alerts).toEqual([])
    expect(sources().sources[0]).toMatchObject({ lastTestLeadAt: new Date(NOW).toISOString(), lastLeadAt: '' })
  })

  it('a wrong or turned-off key is refused and writes nothing; Admin counts the refusals, keeping no body', () => {
    expect(post({ ...googleLead(), Google_key: 'wrong-key-00000000000000' })).toEqual({ ok: false, error: 'bad-key' })
    expect(post(jsonLead({ phone: '7155550100' }, 'make-source-key-00000000003'))).toEqual({
      ok: false,
      error: 'bad-key',
    })
    expect(leads()).toHaveLength(1)
    expect(sources().refused).toEqual({
      count: 2,
      reason: 'unknown or turned-off key',
      at: new Date(NOW).toISOString(),
      since: new Date(NOW).toISOString(),
    })
    expect(JSON.stringify([...script.properties])).not.toContain('John Doe')
    expect(JSON.stringify([...script.cache.items])).not.toContain('John Doe')
  })
})

describe('a JSON lead', () => {
  it('writes a row; an email-only one is closed as No phone, and Admin lists it', () => {
    expect(
      post(jsonLead({ name: 'Pat', phone: '(715) 555-0101', service: 'Concrete Coatings', externalId: 'z-1' })),
    ).toMatchObject({ ok: true })
    expect(post(jsonLead({ name: 'Lee', email: 'lee@example.com' }))).toEqual({ ok: true })
    expect(column('Closed')).toEqual(['', 'No phone'])
    expect(column('External ID')).toEqual(['Zapier:z-1', ''])
    expect(sources().sources[1]).toMatchObject({
      source: 'Zapier',
      maskedKey: '…0002',
      leadsThisWeek: 2,
      emailOnly: [{ leadId: column('Lead ID')[1], arrivedAt: new Date(NOW).toISOString() }],
    })
  })

  it('refuses a body that is not JSON, one over 50 KB, one without a key or a lead with neither phone nor email', () => {
    expect(script.doPost('name=Pat').content).toContain('"reason":"not a JSON object"')
    expect(post(jsonLead({ phone: '7155550100', notes: 'x'.repeat(50_000) }))).toEqual({
      ok: false,
      error: 'bad-request',
      reason: 'body over 50 KB',
    })
    expect(post({ action: 'lead', lead: { phone: '7155550100' } })).toEqual({
      ok: false,
      error: 'bad-request',
      reason: 'no key',
    })
    expect(post(jsonLead({ name: 'Pat' }))).toEqual({
      ok: false,
      error: 'bad-request',
      reason: 'a lead needs a phone or an email',
    })
    expect(leads()).toHaveLength(1)
    expect(sources().refused.count).toBe(4)
  })

  it('writes every value as text, and cuts a long field at the ledger’s limit, saying which', () => {
    const answer = post(
      jsonLead({ name: '=IMPORTDATA("https://x.example")', phone: '7155550100', notes: 'n'.repeat(600) }),
    )
    expect(answer).toMatchObject({ ok: true, cut: ['notes'] })
    expect(column('Name')).toEqual(['=IMPORTDATA("https://x.example")'])
    expect(column('Notes')[0]).toHaveLength(500)
  })
})

describe('nothing twice, nothing called that must not be', () => {
  it('the same phone from another source writes no row and fills Also From', () => {
    post(googleLead())
    script.clock.advance(60 * 60_000)
    expect(post(jsonLead({ phone: '715-555-0100', name: 'John' }))).toEqual({ ok: true })
    expect(post(jsonLead({ phone: '715 555 0199', email: 'X@Example.com' }))).toEqual({ ok: true })
    expect(post(jsonLead({ email: 'x@example.com' }))).toEqual({ ok: true })
    expect(column('Also From')).toEqual(['Zapier Tue Nov 24', 'Zapier Tue Nov 24'])
    expect(leads()).toHaveLength(3)
  })

  it('a lead received over 30 days ago, or closed, takes no repeat', () => {
    post(jsonLead({ phone: '7155550100', submittedAt: '2026-11-20T10:00:00Z' }))
    post(jsonLead({ email: 'closed@example.com' }))
    script.clock.advance(31 * 24 * 60 * 60_000)
    post(jsonLead({ phone: '7155550100' }))
    post(jsonLead({ email: 'closed@example.com' }))
    expect(column('Closed')).toEqual(['', 'No phone', '', 'No phone'])
    expect(column('Also From')).toEqual(['', '', '', ''])
  })

  it('a closed lead takes no repeat, however recent', () => {
    post(jsonLead({ phone: '7155550100' }))
    const leadsTab = script.spreadsheet.getSheetByName('Leads')!
    leadsTab.getRange(2, LEADS_HEADER.indexOf('Closed') + 1).setValue("'Not interested")
    post(jsonLead({ phone: '7155550100' }))
    expect(column('Closed')).toEqual(['Not interested', ''])
  })

  it('a phone on Do Not Call is written closed, for the record, and never offered', () => {
    script.spreadsheet.getSheetByName('Do Not Call')!.prefill([["'7155550100", '', '']])
    post(googleLead())
    expect(column('Closed')).toEqual(['Do not call'])
    expect((post({ key: SAM_KEY, action: 'queue' }) as unknown as QueueAnswer).leads).toEqual([])
    expect(alerts).toEqual([])
  })

  it('with the lock busy, the lead waits in Lead Inbox without its key, then the next run files it', () => {
    script.lock.heldElsewhere = true
    expect(post(googleLead())).toEqual({ ok: true })
    script.lock.heldElsewhere = false
    const inbox = tabRows(script.spreadsheet, 'Lead Inbox')
    expect(inbox).toHaveLength(2)
    expect(inbox[1]!.slice(1, 3)).toEqual(['Google Ads', 'google'])
    expect(inbox[1]![3]).toContain('John Doe')
    expect(inbox[1]![3]).not.toContain(GOOGLE_KEY)
    expect(leads()).toHaveLength(1)
    script.call('everyFiveMinutes')
    expect(column('Name')).toEqual(['John Doe'])
    expect(column('Arrived At')).toEqual([new Date(NOW).toISOString()])
    const filed = tabRows(script.spreadsheet, 'Lead Inbox')[1]!
    expect(filed[3]).toBe('')
    expect(filed[4]).toBe(column('Lead ID')[0])
    expect(alerts).toHaveLength(1)
  })
})

describe('Lead Inbox, filed a body a lock', () => {
  /** Five leads kept while the lock was busy, a minute apart, each from its own phone. */
  function keepFive() {
    script.lock.heldElsewhere = true
    for (let i = 1; i <= 5; i++) {
      expect(post(jsonLead({ name: `Lead ${i}`, phone: `715555010${i}` }))).toEqual({ ok: true })
      script.clock.advance(60_000)
    }
    script.lock.heldElsewhere = false
  }
  const inboxBodies = () =>
    tabRows(script.spreadsheet, 'Lead Inbox')
      .slice(1)
      .map((row) => row[3] !== '')

  it('takes the lock once a body, starts none a minute after filing began, and the next run files the rest', () => {
    keepFive()
    // Each body's filing takes 25 seconds of the script's clock: the third starts at 50 s, the fourth would at 75 s.
    const acquired = script.lock.acquisitions
    script.lock.beforeEachAcquire = () => script.clock.advance(25_000)
    script.call('everyFiveMinutes')
    script.lock.beforeEachAcquire = null
    expect(column('Name')).toEqual(['Lead 1', 'Lead 2', 'Lead 3'])
    expect(inboxBodies()).toEqual([false, false, false, true, true])
    expect(script.lock.acquisitions - acquired).toBeGreaterThanOrEqual(4)
    script.clock.advance(5 * 60_000)
    script.call('everyFiveMinutes')
    expect(column('Name')).toEqual(['Lead 1', 'Lead 2', 'Lead 3', 'Lead 4', 'Lead 5'])
    expect(inboxBodies()).toEqual([false, false, false, false, false])
    expect(column('Arrived At')).toEqual([0, 1, 2, 3, 4].map((m) => new Date(NOW + m * 60_000).toISOString()))
  })

  it('files in arrival order, and a body another run filed meanwhile is not filed again', () => {
    keepFive()
    const inbox = script.spreadsheet.getSheetByName('Lead Inbox')!
    // The owner sorted the inbox newest first: arrival order still rules.
    const rows = inbox.getRange(2, 1, 5, 5).getValues().reverse()
    inbox.getRange(2, 1, 5, 5).setValues(rows)
    let nested = false
    script.lock.beforeEachAcquire = (acquisition) => {
      if (nested || acquisition < 3) return
      nested = true
      // Another sweep runs whole between two of this one's bodies (its stamp evicted, as Google may).
      script.cache.evict('sweeper-ran')
      script.call('everyFiveMinutes')
    }
    script.call('everyFiveMinutes')
    script.lock.beforeEachAcquire = null
    expect(nested).toBe(true)
    expect(column('Name')).toEqual(['Lead 1', 'Lead 2', 'Lead 3', 'Lead 4', 'Lead 5'])
  })
})

describe('the chat alert', () => {
  it('posts JSON once per lead offered, with the source, category, ZIP and leads waiting, nothing personal', () => {
    post(googleLead())
    post(googleLead())
    post(jsonLead({ email: 'lee@example.com', name: 'Lee' }))
    expect(alerts).toEqual([
      {
        contentType: 'application/json',
        payload: JSON.stringify({ text: 'New lead from Google Ads: Concrete Coatings · 54016. Leads waiting: 1.' }),
      },
    ])
    expect(script.urlFetch.requests.filter((request) => request.url === ALERT_URL)[0]!.method).toBe('post')
    expect(alerts[0]!.payload).not.toMatch(/John|Doe|555|@/)
  })

  it('escapes & < > in the source’s name', () => {
    script.spreadsheet.getSheetByName('Sources')!.prefill([['<b>Ads & Co</b>', 'html-source-key-0000000005', 'yes']])
    post(jsonLead({ phone: '7155550111' }, 'html-source-key-0000000005'))
    expect(JSON.parse(alerts[0]!.payload).text).toBe(
      'New lead from &lt;b&gt;Ads &amp; Co&lt;/b&gt;: — · —. Leads waiting: 1.',
    )
  })

  it('one that fails never loses the lead, and Admin shows its status and time, never the URL', () => {
    alertStatus = { status: 500, body: 'down' }
    expect(post(googleLead())).toMatchObject({ ok: true })
    expect(leads()).toHaveLength(2)
    expect(sources().alertFailed).toEqual({ status: 500, at: new Date(NOW).toISOString() })
    expect(JSON.stringify(sources())).not.toContain(ALERT_URL)
    alertStatus = 'unreachable'
    post(jsonLead({ phone: '7155550122' }))
    expect(sources().alertFailed).toMatchObject({ status: 0 })
    alertStatus = { status: 200, body: 'ok' }
    post(jsonLead({ phone: '7155550133' }))
    expect(sources().alertFailed).toBeNull()
  })

  it('goes to an https URL only', () => {
    script.properties.set('LEAD_ALERT_URL', 'http://chat.example/hook')
    script.cache.evict()
    post(googleLead())
    expect(script.urlFetch.requests.filter((request) => request.method === 'post')).toEqual([])
  })
})

describe('leadSources and sourceKey', () => {
  it('are the owner’s; sourceKey answers one key, leadSources only masked ones', () => {
    expect(post({ key: SAM_KEY, action: 'leadSources' })).toEqual({ ok: false, error: 'owner-only' })
    expect(post({ key: SAM_KEY, action: 'sourceKey', source: 'Zapier' })).toEqual({ ok: false, error: 'owner-only' })
    expect(post({ key: KEY, action: 'sourceKey', source: 'Zapier' })).toEqual({
      ok: true,
      source: 'Zapier',
      key: ZAPIER_KEY,
    })
    expect(post({ key: KEY, action: 'sourceKey', source: 'Nope' })).toEqual({ ok: false, error: 'not-found' })
    const answer = sources()
    expect(JSON.stringify(answer)).not.toContain(ZAPIER_KEY)
    expect(answer.sources.map((source) => [source.source, source.maskedKey, source.active])).toEqual([
      ['Google Ads', '…0001', true],
      ['Zapier', '…0002', true],
      ['Make', '…0003', false],
    ])
  })

  it('queue answers each lead’s Arrived At', () => {
    post(googleLead({ lead_submit_time: '2026-11-24T15:00:00Z' }))
    expect((post({ key: SAM_KEY, action: 'queue' }) as unknown as QueueAnswer).leads[0]).toMatchObject({
      receivedAt: '2026-11-24T15:00:00.000Z',
      arrivedAt: new Date(NOW).toISOString(),
    })
  })
})

describe('the budget', () => {
  it('at 5,000 lead rows one intake reads at most 5 cells a lead row, plus its small tabs, and writes one row', () => {
    const tabs = bigLeadTabs({ leads: 5_000, open: 200, attempts: 0, now: NOW })
    script.spreadsheet.getSheetByName('Leads')!.load(tabs.leadRows)
    script.resetCounters()
    expect(post(googleLead())).toMatchObject({ ok: true })
    const smallTabs = 3 + 3 * 3 + 1 + 1 + 3
    expect(script.counters.cellsRead).toBeLessThanOrEqual(5 * 5_000 + LEADS_HEADER.length + smallTabs)
    expect(script.counters.writeCalls).toBe(1)
  })
})

it('a Script Property write refused (its quota spent) never costs a lead its answer', () => {
  alertStatus = { status: 500, body: 'down' }
  post({ key: KEY, action: 'queue' })
  script.propertyQuota.left = 0
  expect(post(googleLead())).toMatchObject({ ok: true })
  expect(post(jsonLead({ name: 'Pat' }))).toMatchObject({ ok: false, error: 'bad-request' })
  expect(leads()).toHaveLength(2)
})
