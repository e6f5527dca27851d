// @vitest-environment node
// The double is as strict as Google's documented behaviour, so the script cannot pass by its kindness.
import { spawn } from 'node:child_process'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LedgerScript } from '../../../scripts/support/apps-script-double'
import {
  FakeConsent,
  FakeTrigger,
  fakeScriptApp,
  parseCsv,
  SCOPES,
} from '../../../scripts/support/apps-script-services'
import { booking, KEY, loadScript, poster } from './script-requests'

let script: LedgerScript
beforeEach(() => {
  script = loadScript()
})

describe('MailApp', () => {
  const message = (to: string, subject = 'New estimate') => ({ to, subject, body: 'Lead: Pat' })

  it('throws Invalid email for an address that is not one, and Argument too large above 250 characters', () => {
    for (const address of ['Jo <jo@x.example>', 'jo@x', 'jo @x.example', 'a@x.example;b@x.example'])
      expect(() => script.mail.sendEmail(message(address)), address).toThrow(`Invalid email: ${address}`)
    expect(() => script.mail.sendEmail(message('a@x.example, nope'))).toThrow('Invalid email: nope')
    expect(() => script.mail.sendEmail(message('a@x.example', 'x'.repeat(251)))).toThrow('Argument too large: subject')
    script.mail.sendEmail(message('a@x.example, b@x.example', 'x'.repeat(250)))
    expect(script.mail.sent).toHaveLength(1)
    expect(script.mail.quota).toBe(98)
  })

  it('needs the send-mail permission for sending and for the quota', () => {
    script.consent.withhold(SCOPES.sendMail)
    const refused =
      'Specified permissions are not sufficient to call MailApp.sendEmail. Required permissions: https://www.googleapis.com/auth/script.send_mail'
    expect(() => script.mail.sendEmail(message('a@x.example'))).toThrow(refused)
    expect(() => script.mail.getRemainingDailyQuota()).toThrow('MailApp.getRemainingDailyQuota')
  })
})

describe('UrlFetchApp', () => {
  it('reaches only the URLs a test answers and 127.0.0.1; any other host is unavailable, even muted', () => {
    expect(() => script.urlFetch.fetch('https://elsewhere.example/sheet.csv', { muteHttpExceptions: true })).toThrow(
      'Address unavailable: https://elsewhere.example/sheet.csv',
    )
    script.urlFetch.answer('https://sheet.example/pub', () => ({ status: 404, body: 'Not Found' }))
    expect(() => script.urlFetch.fetch('https://sheet.example/pub?cb=1')).toThrow(
      'Request failed for https://sheet.example returned code 404. Truncated server response: Not Found',
    )
    const muted = script.urlFetch.fetch('https://sheet.example/pub?cb=2', { muteHttpExceptions: true })
    expect([muted.getResponseCode(), muted.getContentText()]).toEqual([404, 'Not Found'])
    expect(() => script.urlFetch.fetch(`https://sheet.example/pub?${'a'.repeat(2048)}`)).toThrow(
      'Limit Exceeded: URLFetch URL Length.',
    )
    script.consent.withhold(SCOPES.fetch)
    expect(() => script.urlFetch.fetch('https://sheet.example/pub')).toThrow(
      'Specified permissions are not sufficient to call UrlFetchApp.fetch. Required permissions: https://www.googleapis.com/auth/script.external_request',
    )
  })

  describe('over real HTTP to a server in another process', () => {
    let server: ReturnType<typeof spawn>
    let origin = ''
    beforeAll(async () => {
      const program = `require('node:http').createServer((q, s) => { s.writeHead(q.url.startsWith('/sheet.csv') ? 200 : 404); s.end('Company Name,Email\\nFar Away LLC,far@away.example') }).listen(0, '127.0.0.1', function () { console.log(this.address().port) })`
      server = spawn(process.execPath, ['-e', program])
      const port = await new Promise<string>((resolve) => server.stdout!.once('data', (data) => resolve(String(data))))
      origin = `http://127.0.0.1:${port.trim()}`
    })
    afterAll(() => void server.kill())

    it('fetches a published sheet on 127.0.0.1, and the script books with it', () => {
      const response = script.urlFetch.fetch(`${origin}/sheet.csv?cb=1`)
      expect(response.getContentText()).toBe('Company Name,Email\nFar Away LLC,far@away.example')
      expect(script.urlFetch.fetch(`${origin}/other`, { muteHttpExceptions: true }).getResponseCode()).toBe(404)
      script.properties.set('PARTNER_SHEET_URL', `${origin}/sheet.csv`)
      const post = poster(() => script)
      expect(post({ key: KEY, action: 'book', bookings: [booking('a', { partner: 'Far Away LLC' })] })).toMatchObject({
        emailed: ['a'],
      })
      expect(script.mail.sent[0]!.to).toBe('far@away.example')
    })
  })
})

describe('CacheService', () => {
  it('refuses keys over 250 characters and values over 100 KB, by name', () => {
    expect(() => script.cache.put('k'.repeat(251), 'v')).toThrow('Argument too large: key')
    expect(() => script.cache.put('k', 'é'.repeat(51_201))).toThrow('Argument too large: value')
    expect(() => script.cache.putAll({ a: 'v', b: 'x'.repeat(102_401) })).toThrow('Argument too large: value')
    // The whole batch is refused.
    expect(script.cache.get('a')).toBeNull()
    script.cache.put('k'.repeat(250), 'x'.repeat(102_400))
    expect(script.cache.getAll(['k'.repeat(250), 'none'])).toEqual({ ['k'.repeat(250)]: 'x'.repeat(102_400) })
  })

  it('keeps an item 600 seconds unless told otherwise, at most 21,600, and at most 1,000 items', () => {
    script.clock.set(Date.parse('2026-11-20T15:00:00Z'))
    script.cache.put('short', 'v')
    script.cache.put('long', 'v', 21_600)
    expect(() => script.cache.put('longer', 'v', 21_601)).toThrow('Invalid argument: expirationInSeconds')
    script.clock.advance(599_999)
    expect(script.cache.get('short')).toBe('v')
    script.clock.advance(1)
    expect(script.cache.getAll(['short', 'long'])).toEqual({ long: 'v' })
    for (let i = 0; i < 1000; i++) script.cache.put(`item-${i}`, 'v')
    expect(script.cache.get('long')).toBeNull()
    expect(script.cache.items.size).toBe(1000)
  })

  it('loses items when the test evicts them, as Google may before they expire', () => {
    script.cache.putAll({ a: '1', b: '2' })
    script.cache.evict('a')
    expect(script.cache.getAll(['a', 'b'])).toEqual({ b: '2' })
    script.cache.evict()
    expect(script.cache.get('b')).toBeNull()
  })
})

describe('ScriptApp and consent', () => {
  it('reports authorization required while any permission is unticked, and requireAllScopes fails until all are', () => {
    const status = () => script.internal('consent')
    expect(status()).toBe('complete')
    script.consent.withhold(SCOPES.fetch)
    expect(status()).toBe('missing')
    expect(() => script.call('authorize')).toThrow('Authorization is required to perform that action.')
    script.consent.grantAll()
    expect(() => script.call('authorize')).not.toThrow()
    expect(script.consent.allScopesRequired).toBe(2)
  })

  it('refuses the spreadsheet itself without its permission', () => {
    script.consent.withhold(SCOPES.spreadsheet)
    expect(() => script.doPost(JSON.stringify({ key: KEY, action: 'check' }))).toThrow(
      'Specified permissions are not sufficient to call SpreadsheetApp.getActiveSpreadsheet',
    )
  })
})

describe('Utilities.parseCsv', () => {
  it('reads quoted fields, doubled quotes and line breaks inside quotes, with CRLF or LF, and refuses an open quote', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n"two\nlines",,x\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['two\nlines', '', 'x'],
    ])
    expect(parseCsv('one')).toEqual([['one']])
    expect(() => parseCsv('a,"b\nc')).toThrow('Could not parse text.')
  })
})

describe('an execution stopped half-way', () => {
  it('calls nothing after its n-th email, lets its lock go, and the next execution runs whole', () => {
    const post = poster(() => script)
    script.executions.stopAfterEmails(1)
    expect(() => post({ key: KEY, action: 'book', bookings: [booking('a'), booking('b')] })).toThrow(
      'Exceeded maximum execution time',
    )
    expect(script.mail.sent).toHaveLength(1)
    expect(script.lock.held).toBe(false)
    expect(post({ key: KEY, action: 'deliver', ids: ['b'] })).toEqual({ ok: true, emailed: ['b'], notEmailed: [] })
  })
})

describe('the sheets', () => {
  it('keep text as written, apostrophe and all, in a range formatted Plain text, and the owner’s formulas', () => {
    const sheet = script.spreadsheet.insertSheet('Scratch')
    sheet.formatColumnAsPlainText(2)
    sheet.appendRow(["'02134", "'02134", '=A1', '02134'])
    expect(sheet.displayRows()[0]).toEqual(['02134', "'02134", '#ERROR!', '2134'])
    expect(sheet.formulaAt(1, 3)).toBe('=A1')
  })

  it('run a test’s hook before each sheet call of the script, and never for the test’s own calls', () => {
    const calls: string[] = []
    script.beforeSheetCall = (call) => void calls.push(`${call.sheet}.${call.method}`)
    script.spreadsheet.insertSheet('Bookings').getLastRow()
    expect(calls).toEqual([])
    poster(() => script)({ key: KEY, action: 'list', since: '2026-11-01T00:00:00Z' })
    expect(calls.slice(0, 2)).toEqual(['Bookings.getLastColumn', 'Bookings.getLastRow'])
  })
})

describe('ScriptApp triggers', () => {
  it('take an interval of 1, 5, 10, 15 or 30 minutes, need the triggers permission, and at most 20 a script', () => {
    const consent = new FakeConsent()
    const scriptApp = fakeScriptApp(consent)
    const every = (minutes: unknown) => scriptApp.newTrigger('everyFiveMinutes').timeBased().everyMinutes(minutes)
    for (const minutes of [2, 60, 0, '5'])
      expect(() => every(minutes), String(minutes)).toThrow(
        'The value passed to everyMinutes must be one of 1, 5, 10, 15 or 30.',
      )
    expect(() => scriptApp.newTrigger('x').timeBased().create()).toThrow('needs its recurrence')
    const trigger = every(5).create()
    expect([trigger.getHandlerFunction(), trigger.getEventType()]).toEqual(['everyFiveMinutes', 'CLOCK'])
    expect(scriptApp.getProjectTriggers()).toEqual([trigger])
    expect(scriptApp.getProjectTriggers()).not.toBe(scriptApp.triggers)
    for (const minutes of [1, 10, 15, 30]) every(minutes).create()
    while (scriptApp.triggers.length < 20) every(5).create()
    expect(() => every(5).create()).toThrow('This script has too many triggers.')
    scriptApp.deleteTrigger(trigger)
    expect(() => scriptApp.deleteTrigger(trigger)).toThrow('Invalid argument: trigger')
    consent.withhold(SCOPES.triggers)
    expect(() => scriptApp.getProjectTriggers()).toThrow(
      'Specified permissions are not sufficient to call ScriptApp.getProjectTriggers.',
    )
  })

  it('run only a handler that is a global function of the script', () => {
    script.triggers.push(new FakeTrigger('sendQueue', 5, 'x'))
    expect(() => script.runTimeDrivenTriggers()).toThrow('Script function not found: sendQueue')
  })
})
