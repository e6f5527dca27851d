// @vitest-environment node
// The double is as strict as Google's documented behaviour, so the script cannot pass by its kindness.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { loadLedgerScript, OFFERED_SERVICES, type LedgerScript } from '../../../scripts/support/apps-script-double'
import {
  ExecutionStopped,
  FakeConsent,
  FakeTrigger,
  fakeScriptApp,
  newBlob,
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

  it('takes attachments as Blobs with a name and a content type, 25 MB in all', () => {
    const file = newBlob('BEGIN:VCALENDAR', 'text/calendar; charset=UTF-8; method=PUBLISH', 'estimate.ics')
    script.mail.sendEmail({ ...message('a@x.example'), attachments: [file] })
    expect(script.mail.sent[0]!.attachments).toEqual([
      { name: 'estimate.ics', contentType: 'text/calendar; charset=UTF-8; method=PUBLISH', text: 'BEGIN:VCALENDAR' },
    ])
    const refused = [
      [[newBlob('x', 'text/plain')], 'a name and a content type'],
      [[newBlob('x', null, 'x.txt')], 'a name and a content type'],
      [['BEGIN:VCALENDAR'], 'Invalid argument: attachments'],
      [file, 'Invalid argument: attachments'],
      [[newBlob('é'.repeat(13 * 1024 * 1024), 'text/plain', 'big.txt')], 'Limit Exceeded: Email Total Attachments'],
    ] as const
    for (const [attachments, error] of refused)
      expect(() => script.mail.sendEmail({ ...message('a@x.example'), attachments }), error).toThrow(error)
    expect(script.mail.sent).toHaveLength(1)
    expect(() => newBlob(42, 'text/plain', 'n.txt')).toThrow('text only')
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

/** A tiny script of the test's own, loaded by the double as it loads apps-script/*.js. */
function loadFixture(source: string): LedgerScript {
  const dir = mkdtempSync(join(tmpdir(), 'double-fixture-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'fixture.js'), source)
  return loadLedgerScript({ ledgerKey: null, scriptDir: dir })
}

describe('Script Properties', () => {
  const PROPERTIES = `
    function readProperty(key) { return PropertiesService.getScriptProperties().getProperty(key) }
    function readAll() { return PropertiesService.getScriptProperties().getProperties() }
    function writeProperty(key, value) { PropertiesService.getScriptProperties().setProperty(key, value) }
    function writeThenDelete(key) { PropertiesService.getScriptProperties().setProperty(key, 'x').deleteProperty(key) }`
  const SPENT = 'Service invoked too many times for one day: properties.'

  it('spend one of the day’s 50,000 on every read and write; with none left each throws and spends nothing', () => {
    const fixture = loadFixture(PROPERTIES)
    expect(fixture.propertyQuota.left).toBe(50_000)
    fixture.propertyQuota.left = 4
    fixture.call('writeProperty', 'A', 1)
    expect(fixture.call('readProperty', 'A')).toBe('1')
    expect(fixture.call('readAll')).toEqual({ A: '1' })
    expect(fixture.call('readProperty', 'none')).toBeNull()
    expect([fixture.propertyQuota.left, fixture.propertyReads(), fixture.propertyWrites()]).toEqual([0, 3, 1])
    expect(() => fixture.call('readProperty', 'A')).toThrow(SPENT)
    expect(() => fixture.call('readAll')).toThrow(SPENT)
    expect(() => fixture.call('writeProperty', 'B', '2')).toThrow(SPENT)
    expect(() => fixture.call('writeThenDelete', 'A')).toThrow(SPENT)
    expect([fixture.propertyQuota.left, fixture.propertyReads(), fixture.propertyWrites()]).toEqual([0, 3, 1])
    expect(Object.fromEntries(fixture.properties)).toEqual({ A: '1' })
  })

  it('offer deleteProperty, a write, and setProperty answers the Properties to chain on', () => {
    const fixture = loadFixture(PROPERTIES)
    fixture.properties.set('KEEP', 'k')
    fixture.call('writeThenDelete', 'GONE')
    expect(Object.fromEntries(fixture.properties)).toEqual({ KEEP: 'k' })
    expect([fixture.propertyWrites(), fixture.propertyReads(), fixture.propertyQuota.left]).toEqual([2, 0, 49_998])
  })

  it('a spent quota takes the ledger script down once its properties cache is gone', () => {
    const post = poster(() => script)
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ ok: true })
    script.propertyQuota.left = 0
    script.cache.evict()
    expect(() => script.doPost(JSON.stringify({ key: KEY, action: 'queue' }))).toThrow(SPENT)
  })
})

describe('Session: who is running', () => {
  const USERS = `
    function whoIsRunning() { return [Session.getActiveUser().getEmail(), Session.getEffectiveUser().getEmail()] }
    function doPost() { return ContentService.createTextOutput(JSON.stringify(whoIsRunning())) }
    function doGet() { return HtmlService.createHtmlOutput(JSON.stringify(whoIsRunning())) }
    function keepTrigger() { ScriptApp.newTrigger('onTimer').timeBased().everyMinutes(5).create() }
    function onTimer() { PropertiesService.getScriptProperties().setProperty('USERS', JSON.stringify(whoIsRunning())) }
    function private_() { return whoIsRunning() }`
  const OWNER = 'owner@example.com'

  it('answers the owner in the editor’s runs and the owner’s trigger, and no one to a web app visitor', () => {
    const fixture = loadFixture(USERS)
    expect(fixture.call('whoIsRunning')).toEqual([OWNER, OWNER])
    fixture.call('keepTrigger')
    fixture.runTimeDrivenTriggers()
    expect(fixture.properties.get('USERS')).toBe(JSON.stringify([OWNER, OWNER]))
    expect(fixture.runFromPage('whoIsRunning')).toEqual(['', OWNER])
    expect(JSON.parse(fixture.doPost('{}').content)).toEqual(['', OWNER])
    expect(JSON.parse(fixture.doGet({}).getContent())).toEqual(['', OWNER])
  })

  it('answers another owner, and a visitor Google reveals (the owner’s Workspace domain) on the web doors only', () => {
    const fixture = loadFixture(USERS)
    fixture.ownerEmail = 'sam@agency.example'
    fixture.activeUserEmail = 'lee@agency.example'
    expect(fixture.runFromPage('whoIsRunning')).toEqual(['lee@agency.example', 'sam@agency.example'])
    expect(JSON.parse(fixture.doPost('{}').content)).toEqual(['lee@agency.example', 'sam@agency.example'])
    expect(fixture.call('whoIsRunning')).toEqual(['sam@agency.example', 'sam@agency.example'])
  })

  it('runs from a page only a google.script.run target, and needs the userinfo.email permission', () => {
    const fixture = loadFixture(USERS)
    expect(() => fixture.runFromPage('private_')).toThrow('Script function not found: private_')
    fixture.consent.withhold(SCOPES.userEmail)
    expect(() => fixture.call('whoIsRunning')).toThrow(
      'Specified permissions are not sufficient to call Session.getActiveUser. Required permissions: https://www.googleapis.com/auth/userinfo.email',
    )
  })
})

describe('executions inside executions', () => {
  const MEMORY = `
    var remembered = []
    function remember(value) {
      remembered.push(value)
      Logger.log('remembered')
      return remembered.slice()
    }`

  it('run one that begins during another with globals of its own; top-level ones share the main context', () => {
    const fixture = loadFixture(MEMORY)
    let inner: unknown
    fixture.executions.duringServiceCall(1, () => (inner = fixture.call('remember', 'inner')))
    expect(fixture.call('remember', 'outer')).toEqual(['outer'])
    expect(inner).toEqual(['inner'])
    expect(fixture.call('remember', 'next')).toEqual(['outer', 'next'])
  })

  it('run one that begins while the outer one waits for the lock, or sends an email, with globals of its own', () => {
    const fixture = loadFixture(`${MEMORY}
      function rememberInLock(value) {
        var lock = LockService.getScriptLock()
        lock.waitLock(1000)
        try { return remember(value) } finally { lock.releaseLock() }
      }
      function rememberAndSend(value) {
        remembered.push(value)
        MailApp.sendEmail({ to: 'a@x.example', subject: 's', body: 'b' })
        return remembered.slice()
      }`)
    let inner: unknown
    fixture.lock.runWhileNextCallerWaits(() => (inner = fixture.call('rememberInLock', 'waiting')))
    expect(fixture.call('rememberInLock', 'outer')).toEqual(['outer'])
    expect(inner).toEqual(['waiting'])
    fixture.mail.duringNextSend(() => (inner = fixture.call('rememberAndSend', 'sending')))
    expect(fixture.call('rememberAndSend', 'second')).toEqual(['outer', 'second'])
    expect(inner).toEqual(['sending'])
  })
})

describe('service calls', () => {
  /** One call of every kind of Google service, each recorded by name after it answered. */
  const EVERY_SERVICE = `
    function everyService(record) {
      var spreadsheet = SpreadsheetApp.getActiveSpreadsheet(); record('SpreadsheetApp')
      var sheet = spreadsheet.getSheetByName('Tab'); record('Spreadsheet')
      var range = sheet.getRange(1, 1); record('Sheet')
      range.getValue(); record('Range')
      var properties = PropertiesService.getScriptProperties(); record('PropertiesService')
      properties.setProperty('SEEN', 'yes'); record('Properties')
      var cache = CacheService.getScriptCache(); record('CacheService')
      cache.get('k'); record('Cache')
      var lock = LockService.getScriptLock(); record('LockService')
      lock.tryLock(1000); record('Lock')
      MailApp.getRemainingDailyQuota(); record('MailApp')
      UrlFetchApp.fetch('https://sheet.example/pub'); record('UrlFetchApp')
      Utilities.getUuid(); record('Utilities')
      var user = Session.getActiveUser(); record('Session')
      user.getEmail(); record('User')
      ScriptApp.getProjectTriggers(); record('ScriptApp')
      ContentService.createTextOutput('x'); record('ContentService')
      HtmlService.createHtmlOutput('x'); record('HtmlService')
      Logger.log('x'); record('Logger')
    }`
  const KINDS = [
    'SpreadsheetApp',
    'Spreadsheet',
    'Sheet',
    'Range',
    'PropertiesService',
    'Properties',
    'CacheService',
    'Cache',
    'LockService',
    'Lock',
    'MailApp',
    'UrlFetchApp',
    'Utilities',
    'Session',
    'User',
    'ScriptApp',
    'ContentService',
    'HtmlService',
    'Logger',
  ]
  const loadEveryService = () => {
    const fixture = loadFixture(EVERY_SERVICE)
    fixture.spreadsheet.insertSheet('Tab')
    fixture.urlFetch.answer('https://sheet.example/pub', () => ({ status: 200, body: 'ok' }))
    return fixture
  }

  it('count every kind, each once, for the execution that made them', () => {
    const fixture = loadEveryService()
    const recorded: string[] = []
    fixture.call('everyService', (kind: string) => recorded.push(kind))
    expect(recorded).toEqual(KINDS)
    expect(fixture.lastServiceCalls()).toBe(KINDS.length)
    expect(Object.keys(OFFERED_SERVICES).sort()).toEqual([...KINDS].sort())
  })

  it('run the test’s other execution right after the n-th, before the next, whatever its kind', () => {
    for (let n = 1; n <= KINDS.length; n++) {
      const fixture = loadEveryService()
      const recorded: string[] = []
      fixture.executions.duringServiceCall(n, () => {
        recorded.push(`other saw SEEN=${fixture.properties.get('SEEN') ?? ''}`)
        fixture.call('everyService', () => undefined)
        expect(fixture.lastServiceCalls()).toBe(KINDS.length)
      })
      fixture.call('everyService', (kind: string) => recorded.push(kind))
      const seen = n >= KINDS.indexOf('Properties') + 1 ? 'yes' : ''
      expect(recorded, `n = ${n}`).toEqual([...KINDS.slice(0, n - 1), `other saw SEEN=${seen}`, ...KINDS.slice(n - 1)])
      expect(fixture.lastServiceCalls(), `n = ${n}`).toBe(KINDS.length)
    }
  })

  it('stop an execution right after its n-th, whatever its kind: the call happens, nothing after it', () => {
    for (let n = 1; n <= KINDS.length; n++) {
      const fixture = loadEveryService()
      const recorded: string[] = []
      fixture.executions.stopAfterServiceCalls(n)
      expect(() => fixture.call('everyService', (kind: string) => recorded.push(kind)), `n = ${n}`).toThrow(
        ExecutionStopped,
      )
      expect(fixture.lastServiceCalls(), `n = ${n}`).toBe(n)
      expect(recorded, `n = ${n}`).toEqual(KINDS.slice(0, n))
      expect(fixture.properties.get('SEEN'), `n = ${n}`).toBe(n >= 6 ? 'yes' : undefined)
      // The stopped execution's lock is let go; the next execution runs whole.
      expect(fixture.lock.held, `n = ${n}`).toBe(false)
      fixture.call('everyService', () => undefined)
      expect(fixture.lastServiceCalls(), `n = ${n}`).toBe(KINDS.length)
    }
  })

  it('let a nested execution’s releaseLock leave the outer one’s lock held', () => {
    const fixture = loadFixture(`
      function holdLock() { var lock = LockService.getScriptLock(); lock.waitLock(1000); Logger.log('held') }
      function tryAndRelease() { var lock = LockService.getScriptLock(); var got = lock.tryLock(0); lock.releaseLock(); return got }`)
    let nestedGotIt: unknown
    fixture.executions.duringServiceCall(3, () => {
      nestedGotIt = fixture.call('tryAndRelease')
      expect(fixture.lock.held).toBe(true)
    })
    fixture.call('holdLock')
    expect(nestedGotIt).toBe(false)
    expect(fixture.lock.held).toBe(false)
  })
})
