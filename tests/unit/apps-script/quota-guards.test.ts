// @vitest-environment node
// A stranger's junk costs the owner no Script Properties operation that lasts, a key the owner changes applies
// whatever traffic arrives (and at once after authorize, whichever execution runs around it), and only the owner's
// own run of authorize does anything.
import { beforeEach, describe, expect, it } from 'vitest'
import type { LedgerScript } from '../../../scripts/support/apps-script-double'
import type { LeadSourcesAnswer } from '../../../src/leads/lead-intake-contract'
import { KEY, loadScript, poster, propertiesCacheExpired, SAM_KEY, scriptWithSetters } from './script-requests'

const NEW_KEY = 'the-owner-s-new-key-0123456789'
const SOURCE_KEY = 'zapier-source-key-000000002'
const EXEC = 'https://script.google.com/macros/s/AKfyc-test/exec'
const MINUTE = 60_000

/** Every kind of POST a stranger can send without a key that matches. */
const JUNK: (string | object)[] = [
  'name=Pat&phone=7155550100',
  '',
  '[1,2,3]',
  { action: 'lead', key: 'an-unknown-source-key-000', lead: { phone: '7155550100' } },
  { google_key: 'not-a-google-source-key-00', user_column_data: [] },
  { action: 'lead', lead: { phone: '7155550100' } },
  { action: 'lead', key: SOURCE_KEY, lead: { phone: '7155550100', notes: 'x'.repeat(51_000) } },
  { action: 'book', key: 'a-setter-key-that-is-no-one-s', bookings: [] },
  { action: 'check' },
]

const counts = (script: LedgerScript) => ({ reads: script.propertyReads(), writes: script.propertyWrites() })

function withSources(script: LedgerScript) {
  script.spreadsheet.getSheetByName('Sources')!.prefill([['Zapier', SOURCE_KEY, 'yes']])
  return script
}

describe('a refused request', () => {
  let script: LedgerScript
  const post = poster(() => script)
  beforeEach(() => {
    script = withSources(scriptWithSetters())
  })

  it('1,000 junk POSTs write no property and read them at most once a refill of the cache', () => {
    post({ key: SAM_KEY, action: 'queue' })
    const before = counts(script)
    for (let i = 0; i < 1_000; i++)
      script.doPost(
        typeof JUNK[i % JUNK.length] === 'string'
          ? (JUNK[i % JUNK.length] as string)
          : JSON.stringify(JUNK[i % JUNK.length]),
      )
    const after = counts(script)
    expect(after.writes - before.writes).toBe(0)
    expect(after.reads - before.reads).toBeLessThanOrEqual(1)
  })

  it('with the day’s property quota at 500, junk leaves a setter’s queue and the owner’s check working after 11 minutes', () => {
    script.propertyQuota.left = 500
    for (let minute = 0; minute <= 11; minute++) {
      for (let i = 0; i < 1_000 / 12; i++) script.doPost(JSON.stringify(JUNK[i % JUNK.length]))
      script.clock.advance(MINUTE)
    }
    expect(post({ key: SAM_KEY, action: 'queue' })).toMatchObject({ ok: true })
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ ok: true, role: 'owner' })
    expect(script.propertyQuota.left).toBeGreaterThan(490)
  })

  it('is counted for Admin in the cache, which says since when; an evicted count starts again', () => {
    script.clock.set(Date.parse('2026-12-07T15:00:00Z'))
    script.doPost('not json')
    script.clock.advance(MINUTE)
    post({ action: 'lead', key: 'an-unknown-source-key-000', lead: { phone: '7155550100' } })
    const refused = () => (post({ key: KEY, action: 'leadSources' }) as unknown as LeadSourcesAnswer).refused
    expect(refused()).toEqual({
      count: 2,
      reason: 'unknown or turned-off key',
      at: '2026-12-07T15:01:00.000Z',
      since: '2026-12-07T15:00:00.000Z',
    })
    script.cache.evict('lead-refused')
    expect(refused()).toEqual({ count: 0, reason: '', at: '', since: '' })
  })
})

describe('authorize', () => {
  it('called from a page does nothing and costs no property operation, 100 times over', () => {
    const script = loadScript()
    script.call('authorize')
    poster(() => script)({ key: KEY, action: 'queue' })
    script.properties.set('LEDGER_KEY', NEW_KEY)
    const before = counts(script)
    for (let i = 0; i < 100; i++) script.runFromPage('authorize')
    expect(counts(script)).toEqual(before)
    expect(poster(() => script)({ key: KEY, action: 'check' })).toMatchObject({ ok: true })
  })

  it('run by the owner reads afresh, makes LINK_SECRET once and deletes version 9’s refusal count', () => {
    const script = loadScript()
    script.properties.set('LEAD_REFUSED', '{"count":9000}')
    script.runFromPage('authorize')
    expect(script.properties.has('LINK_SECRET')).toBe(false)
    script.call('authorize')
    const secret = script.properties.get('LINK_SECRET')
    expect(secret).toMatch(/^[0-9a-f-]{72}$/)
    expect(script.properties.has('LEAD_REFUSED')).toBe(false)
    script.properties.set('LEDGER_KEY', NEW_KEY)
    script.call('authorize')
    expect(script.properties.get('LINK_SECRET')).toBe(secret)
    expect(poster(() => script)({ key: KEY, action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
  })
})

describe('a key the owner changes', () => {
  /** Each check the interleaving may leave: the old key refused, the new one the owner's. */
  function expectOnlyTheNewKey(script: LedgerScript) {
    const post = poster(() => script)
    expect(post({ key: KEY, action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
    expect(post({ key: NEW_KEY, action: 'check' })).toMatchObject({ ok: true, role: 'owner' })
  }

  it('is refused within 10 minutes whatever traffic arrives, property writes included', () => {
    const script = withSources(scriptWithSetters())
    const post = poster(() => script)
    script.properties.set('LEDGER_KEY', NEW_KEY)
    for (let minute = 0; minute < 10; minute++) {
      script.doPost('junk')
      post({ action: 'lead', key: SOURCE_KEY, lead: { phone: `71555501${String(minute).padStart(2, '0')}` } })
      post({ key: KEY, action: 'check', webAppUrl: `https://script.google.com/macros/s/AKfyc-${minute}/exec` })
      script.clock.advance(MINUTE)
    }
    expectOnlyTheNewKey(script)
  })

  it('is refused at once after authorize, at whichever service call of a request it runs, the cache warm or cold', () => {
    for (const cold of [false, true]) {
      let interleavings = 0
      for (let n = 1; ; n++) {
        const script = loadScript()
        const post = poster(() => script)
        post({ key: KEY, action: 'queue' })
        if (cold) propertiesCacheExpired(script)
        let ran = false
        script.executions.duringServiceCall(n, () => {
          ran = true
          script.properties.set('LEDGER_KEY', NEW_KEY)
          script.call('authorize')
        })
        // The request that straddles authorize writes WEB_APP_URL, as an owner's check after a new deployment does.
        post({ key: KEY, action: 'check', webAppUrl: `https://script.google.com/macros/s/AKfyc-${n}/exec` })
        if (!ran) break
        interleavings++
        expectOnlyTheNewKey(script)
      }
      expect(interleavings).toBeGreaterThan(10)
    }
  })

  it('a LEDGER_KEY under 20 characters is no owner key', () => {
    const script = scriptWithSetters()
    const post = poster(() => script)
    script.properties.set('LEDGER_KEY', 'short-owner-key')
    script.call('authorize')
    expect(post({ key: 'short-owner-key', action: 'check' })).toEqual({ ok: false, error: 'weak-key' })
    expect(post({ key: 'short-owner-key', action: 'leadSources' })).toEqual({ ok: false, error: 'weak-key' })
    expect(post({ key: SAM_KEY, action: 'check' })).toMatchObject({ ok: true, role: 'setter' })
  })
})

describe('writes only when something changed', () => {
  it('the owner’s check writes WEB_APP_URL once for the same URL', () => {
    const script = loadScript()
    const post = poster(() => script)
    const before = script.propertyWrites()
    for (let i = 0; i < 5; i++) post({ key: KEY, action: 'check', webAppUrl: EXEC })
    expect(script.propertyWrites() - before).toBe(1)
    post({ key: KEY, action: 'check', webAppUrl: EXEC.replace('AKfyc-test', 'AKfyc-moved') })
    expect(script.propertyWrites() - before).toBe(2)
  })

  it('a failing lead alert is stored when its status changes, not at every lead', () => {
    const script = withSources(scriptWithSetters())
    const post = poster(() => script)
    const ALERT_URL = 'http://127.0.0.1:9/chat-hook'
    let status = 500
    script.properties.set('LEAD_ALERT_URL', ALERT_URL)
    script.cache.evict()
    script.urlFetch.answer(ALERT_URL, () => ({ status, body: '' }))
    const before = script.propertyWrites()
    for (let i = 0; i < 5; i++) post({ action: 'lead', key: SOURCE_KEY, lead: { phone: `715555010${i}` } })
    expect(script.propertyWrites() - before).toBe(1)
    status = 404
    post({ action: 'lead', key: SOURCE_KEY, lead: { phone: '7155550109' } })
    status = 200
    post({ action: 'lead', key: SOURCE_KEY, lead: { phone: '7155550110' } })
    post({ action: 'lead', key: SOURCE_KEY, lead: { phone: '7155550111' } })
    expect(script.propertyWrites() - before).toBe(3)
  })

  it('a setter’s check reads the partner sheet through the cache; the owner’s fetches it afresh', () => {
    const script = scriptWithSetters()
    const post = poster(() => script)
    const fetches = () => script.urlFetch.fetched.length
    const before = fetches()
    for (let i = 0; i < 20; i++) post({ key: SAM_KEY, action: 'check' })
    expect(fetches() - before).toBeLessThanOrEqual(1)
    post({ key: KEY, action: 'check' })
    post({ key: KEY, action: 'check' })
    expect(fetches() - before).toBeLessThanOrEqual(3)
    expect(fetches() - before).toBeGreaterThanOrEqual(2)
  })
})
