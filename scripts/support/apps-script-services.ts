// The double's Google services other than the spreadsheet: MailApp, UrlFetchApp, CacheService, Script Properties,
// ScriptApp, Utilities.parseCsv and newBlob, as strict as Google documents them (limits, quotas, errors, consent), plus what a
// test controls: the clock, executions stopped or interleaved between two service calls, a permission left
// unconsented, cache evictions, the fetched URLs.
import { execFileSync } from 'node:child_process'

/** The scopes Google finds in the script (no oauthScopes in the manifest), each one checkbox on the consent screen. */
export const SCOPES = {
  spreadsheet: 'https://www.googleapis.com/auth/spreadsheets.currentonly',
  sendMail: 'https://www.googleapis.com/auth/script.send_mail',
  fetch: 'https://www.googleapis.com/auth/script.external_request',
  triggers: 'https://www.googleapis.com/auth/script.scriptapp',
  /** Session.getActiveUser and getEffectiveUser, as their reference says. */
  userEmail: 'https://www.googleapis.com/auth/userinfo.email',
} as const
export type Scope = (typeof SCOPES)[keyof typeof SCOPES]

/** Thrown into the script once its execution has been stopped: nothing it calls afterwards happens. */
export class ExecutionStopped extends Error {
  constructor() {
    super('Exceeded maximum execution time')
  }
}

/** The script's clock: real time plus an offset the test moves, or a time the test sets (then it stands still). */
export class FakeClock {
  offset = 0
  private fixed: number | null = null
  now() {
    return this.fixed ?? Date.now() + this.offset
  }
  set(time: number) {
    this.fixed = time
  }
  advance(ms: number) {
    if (this.fixed === null) this.offset += ms
    else this.fixed += ms
  }
  /** A Date class for the script's context whose `new Date()` and `Date.now()` read this clock. */
  dateClass(): DateConstructor {
    const now = () => this.now()
    class ScriptDate extends Date {
      constructor(...args: [] | [string | number | Date]) {
        if (args.length === 0) super(now())
        else super(args[0])
      }
      static override now() {
        return now()
      }
    }
    return ScriptDate as DateConstructor
  }
}

/** One execution under way, and what the test asked of it when it began. */
export interface Execution {
  /** What Session.getActiveUser().getEmail() answers in it: '' when Google does not reveal the user. */
  readonly activeUser: string
  emails: number
  serviceCalls: number
  stopped: boolean
  stopAfterEmails: number | null
  stopAfterServiceCalls: number | null
  duringServiceCall: { after: number; other: () => void } | null
}

type ForNextExecution = Pick<Execution, 'stopAfterEmails' | 'stopAfterServiceCalls' | 'duringServiceCall'>
const NOTHING_ASKED: ForNextExecution = { stopAfterEmails: null, stopAfterServiceCalls: null, duringServiceCall: null }

/**
 * The executions under way, innermost last (a test may run a whole execution inside another, between two of its
 * service calls). Each setting applies to the next execution that begins: `stopAfterEmails(n)` stops it right after
 * its n-th email, `stopAfterServiceCalls(n)` right after its n-th call to any Google service, as at the 6-minute
 * limit; `duringServiceCall(n, other)` runs `other` (typically another whole execution) right after its n-th call.
 */
export class Executions {
  private readonly stack: Execution[] = []
  private next: ForNextExecution = { ...NOTHING_ASKED }
  /** How many service calls the last execution that ended made. */
  lastServiceCalls = 0
  stopAfterEmails(n: number) {
    this.next.stopAfterEmails = n
  }
  stopAfterServiceCalls(n: number) {
    this.next.stopAfterServiceCalls = n
  }
  duringServiceCall(n: number, other: () => void) {
    this.next.duringServiceCall = { after: n, other }
  }
  /** True while an execution runs: one that begins now runs inside it. */
  underway() {
    return this.stack.length > 0
  }
  begin(activeUser = ''): Execution {
    const execution: Execution = { ...this.next, activeUser, emails: 0, serviceCalls: 0, stopped: false }
    this.next = { ...NOTHING_ASKED }
    this.stack.push(execution)
    return execution
  }
  /** Ends the innermost execution; true when it was stopped. */
  end(): boolean {
    const execution = this.stack.pop()
    if (!execution) return false
    this.lastServiceCalls = execution.serviceCalls
    return execution.stopped
  }
  /** The innermost execution, if one is under way. */
  current(): Execution | undefined {
    return this.stack.at(-1)
  }
  activeUser() {
    return this.current()?.activeUser ?? ''
  }
  /** Every service call checks this first: a stopped execution calls nothing more. */
  check() {
    if (this.current()?.stopped) throw new ExecutionStopped()
  }
  /** After each service call, whether it answered or threw: the test's `other` runs, or the execution is stopped. */
  serviceCalled() {
    const execution = this.current()
    if (!execution) return
    execution.serviceCalls++
    const during = execution.duringServiceCall
    if (during && execution.serviceCalls === during.after) {
      execution.duringServiceCall = null
      during.other()
    }
    if (execution.serviceCalls === execution.stopAfterServiceCalls) execution.stopped = true
  }
  emailSent() {
    const execution = this.current()
    if (!execution) return
    execution.emails++
    if (execution.emails === execution.stopAfterEmails) {
      execution.stopped = true
      throw new ExecutionStopped()
    }
  }
}

/** Which permissions the owner ticked; `withhold` unticks one, as a granular consent screen allows. */
export class FakeConsent {
  readonly granted = new Set<Scope>(Object.values(SCOPES))
  /** Times the script asked for every permission at once (ScriptApp.requireAllScopes). */
  allScopesRequired = 0
  withhold(scope: Scope) {
    this.granted.delete(scope)
  }
  grantAll() {
    for (const scope of Object.values(SCOPES)) this.granted.add(scope)
  }
  missing(): Scope[] {
    return Object.values(SCOPES).filter((scope) => !this.granted.has(scope))
  }
  require(scope: Scope, call: string) {
    if (!this.granted.has(scope))
      throw new Error(`Specified permissions are not sufficient to call ${call}. Required permissions: ${scope}`)
  }
}

const AUTH_MODES = { NONE: 'NONE', CUSTOM_FUNCTION: 'CUSTOM_FUNCTION', LIMITED: 'LIMITED', FULL: 'FULL' } as const
const AUTHORIZATION_STATUS = { REQUIRED: 'REQUIRED', NOT_REQUIRED: 'NOT_REQUIRED' } as const

/** ScriptApp: the authorization info and requireAllScopes/requireScopes, read from the consent. */
/** A project trigger as ScriptApp answers it; the double keeps its interval to run it as Google would. */
export class FakeTrigger {
  constructor(
    private readonly handler: string,
    readonly everyMinutes: number,
    private readonly id: string,
  ) {}
  getHandlerFunction() {
    return this.handler
  }
  getEventType() {
    return EVENT_TYPE.CLOCK
  }
  getUniqueId() {
    return this.id
  }
}

const EVENT_TYPE = { CLOCK: 'CLOCK', ON_OPEN: 'ON_OPEN', ON_EDIT: 'ON_EDIT', ON_FORM_SUBMIT: 'ON_FORM_SUBMIT' } as const
/** ClockTriggerBuilder.everyMinutes(n): Google takes 1, 5, 10, 15 or 30. */
const EVERY_MINUTES = [1, 5, 10, 15, 30]
/** Google's quota: 20 triggers per user per script. */
const MAX_TRIGGERS = 20

export function fakeScriptApp(consent: FakeConsent) {
  const authMode = (mode: unknown) => {
    if (!Object.values(AUTH_MODES).includes(mode as never)) throw new Error('Invalid argument: authMode')
  }
  const failIfMissing = (scopes: readonly Scope[]) => {
    if (scopes.some((scope) => !consent.granted.has(scope)))
      throw new Error('Authorization is required to perform that action.')
  }
  const triggers: FakeTrigger[] = []
  let made = 0
  const needsTriggers = (call: string) => consent.require(SCOPES.triggers, `ScriptApp.${call}`)
  return {
    AuthMode: AUTH_MODES,
    AuthorizationStatus: AUTHORIZATION_STATUS,
    EventType: EVENT_TYPE,
    /** The project's triggers, for tests (the script sees them through getProjectTriggers). */
    triggers,
    newTrigger(functionName: unknown) {
      if (typeof functionName !== 'string' || functionName === '') throw new Error('Invalid argument: functionName')
      const timeBased = () => {
        let minutes = 0
        const clock = {
          everyMinutes(n: unknown) {
            if (!EVERY_MINUTES.includes(n as number))
              throw new Error('The value passed to everyMinutes must be one of 1, 5, 10, 15 or 30.')
            minutes = n as number
            return clock
          },
          create() {
            needsTriggers('newTrigger')
            if (minutes === 0) throw new Error('A time-based trigger needs its recurrence (everyMinutes).')
            if (triggers.length >= MAX_TRIGGERS) throw new Error('This script has too many triggers.')
            const trigger = new FakeTrigger(functionName, minutes, String(++made))
            triggers.push(trigger)
            return trigger
          },
        }
        return Object.freeze(clock)
      }
      return Object.freeze({ timeBased })
    },
    getProjectTriggers() {
      needsTriggers('getProjectTriggers')
      return [...triggers]
    },
    deleteTrigger(trigger: unknown) {
      needsTriggers('deleteTrigger')
      const at = triggers.indexOf(trigger as FakeTrigger)
      if (at < 0) throw new Error('Invalid argument: trigger')
      triggers.splice(at, 1)
    },
    getAuthorizationInfo(mode: unknown) {
      authMode(mode)
      return {
        getAuthorizationStatus: () =>
          consent.missing().length > 0 ? AUTHORIZATION_STATUS.REQUIRED : AUTHORIZATION_STATUS.NOT_REQUIRED,
        getAuthorizationUrl: () =>
          consent.missing().length > 0 ? 'https://script.google.com/macros/s/AKfycbTestDeployment/authorize' : null,
        getAuthorizedScopes: () => [...consent.granted],
      }
    },
    requireAllScopes(mode: unknown) {
      authMode(mode)
      consent.allScopesRequired++
      failIfMissing(Object.values(SCOPES))
    },
    requireScopes(mode: unknown, scopes: unknown) {
      authMode(mode)
      if (!Array.isArray(scopes)) throw new Error('Invalid argument: oAuthScopes')
      failIfMissing(scopes as Scope[])
    },
  }
}

/** One message as the script gave it to MailApp.sendEmail(message). */
export interface SentMail {
  to: string
  subject: string
  body: string
  replyTo?: string
  name?: string
  /** Each attached file as the recipient gets it: its name, content type and text. */
  attachments?: { name: string; contentType: string; text: string }[]
}

/**
 * A Blob from Utilities.newBlob(data, contentType, name): the double takes text data only (the script attaches
 * nothing else); getName and getContentType answer null when unset, as Google's reference says.
 */
export class FakeBlob {
  constructor(
    private readonly data: string,
    private readonly contentType: string | null,
    private readonly name: string | null,
  ) {}
  getName() {
    return this.name
  }
  getContentType() {
    return this.contentType
  }
  getDataAsString() {
    return this.data
  }
  /** Its size in bytes as UTF-8, which the 25 MB attachment quota counts. */
  byteLength() {
    return Buffer.byteLength(this.data, 'utf8')
  }
}

/** Utilities.newBlob(data, contentType, name), for text data. */
export function newBlob(data: unknown, contentType: unknown = null, name: unknown = null): FakeBlob {
  if (typeof data !== 'string') throw new Error('The double makes Blobs of text only')
  if (contentType !== null && typeof contentType !== 'string') throw new Error('Invalid argument: contentType')
  if (name !== null && typeof name !== 'string') throw new Error('Invalid argument: name')
  return new FakeBlob(data, contentType, name)
}

/** Google's quota: "Email attachments total size: 25 MB" per message. */
const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024

/** The `attachments` option as the recipient gets it: an array of Blobs, each named and typed. */
function attachmentsOf(attachments: unknown): NonNullable<SentMail['attachments']> {
  if (!Array.isArray(attachments)) throw new Error('Invalid argument: attachments')
  let bytes = 0
  return attachments.map((blob: unknown) => {
    if (!(blob instanceof FakeBlob)) throw new Error('Invalid argument: attachments')
    const name = blob.getName()
    const contentType = blob.getContentType()
    if (!name || !contentType) throw new Error('The double takes attachments with a name and a content type')
    bytes += blob.byteLength()
    if (bytes > MAX_ATTACHMENT_BYTES) throw new Error('Limit Exceeded: Email Total Attachments Size.')
    return { name, contentType, text: blob.getDataAsString() }
  })
}

/** An address Google accepts: no spaces, brackets or display name, a dot in the domain. */
const GOOGLE_ADDRESS = /^[^\s@<>()[\]\\",;:]+@[^\s@<>()[\]\\",;:]+\.[^\s@<>()[\]\\",;:.]+$/
const MAX_SUBJECT_LENGTH = 250

/**
 * MailApp: getRemainingDailyQuota() counts recipients (Google's quota is per recipient), and sendEmail takes
 * one from it per address in `to`; an address that is not one throws `Invalid email: {address}`, a subject over
 * 250 characters `Argument too large: subject`; `failWith` makes sendEmail throw that message; `duringNextSend`
 * runs another whole execution while a message is on its way, as a concurrent request would.
 */
export class FakeMailApp {
  readonly sent: SentMail[] = []
  quota = 100
  failWith: string | null = null
  private during: (() => void) | null = null
  /** Runs after each message has gone, before sendEmail returns (a test moves time or rows there). */
  afterEachSend: ((mail: SentMail) => void) | null = null
  constructor(
    private readonly consent: FakeConsent,
    private readonly executions: Executions,
  ) {}
  duringNextSend(other: () => void) {
    this.during = other
  }
  getRemainingDailyQuota() {
    this.consent.require(SCOPES.sendMail, 'MailApp.getRemainingDailyQuota')
    return this.quota
  }
  sendEmail(message: unknown) {
    this.consent.require(SCOPES.sendMail, 'MailApp.sendEmail')
    if (!message || typeof message !== 'object') throw new Error('Invalid argument: message')
    const { to, subject, body, replyTo, name, attachments, ...other } = message as Record<string, unknown>
    if (Object.keys(other).length > 0) throw new Error(`The double does not take ${Object.keys(other).join(', ')}`)
    if (typeof to !== 'string' || to.trim() === '') throw new Error('Invalid argument: recipient')
    if (typeof subject !== 'string' || typeof body !== 'string') throw new Error('Invalid argument: subject or body')
    const recipients = to.split(',').map((address) => address.trim())
    for (const address of [...recipients, ...(replyTo === undefined ? [] : [String(replyTo).trim()])])
      if (!GOOGLE_ADDRESS.test(address)) throw new Error(`Invalid email: ${address}`)
    if (subject.length > MAX_SUBJECT_LENGTH) throw new Error('Argument too large: subject')
    const files = attachments === undefined ? undefined : attachmentsOf(attachments)
    const during = this.during
    this.during = null
    during?.()
    if (this.failWith !== null) throw new Error(this.failWith)
    if (recipients.length > this.quota) throw new Error('Service invoked too many times for one day: email.')
    this.quota -= recipients.length
    const mail: SentMail = { to, subject, body }
    if (replyTo !== undefined) mail.replyTo = String(replyTo)
    if (name !== undefined) mail.name = String(name)
    if (files !== undefined) mail.attachments = files
    this.sent.push(mail)
    this.afterEachSend?.(mail)
    this.executions.emailSent()
  }
}

/** What a URL the test serves answers: a status and body, or `unreachable` (Google: Address unavailable). */
export type FetchAnswer = { status: number; body: string } | 'unreachable'

/** One request as UrlFetchApp sends it: the method, and for a POST, PUT or PATCH its content type and body. */
export interface FetchRequest {
  method: 'get' | 'delete' | 'patch' | 'post' | 'put'
  contentType: string
  payload: string
}

const MAX_URL_LENGTH = 2048
const FETCH_PARAMS = new Set([
  'muteHttpExceptions',
  'followRedirects',
  'method',
  'headers',
  'validateHttpsCertificates',
  'payload',
  'contentType',
])
/** Google's reference: "the HTTP method for the request: get, delete, patch, post, or put. The default is get." */
const FETCH_METHODS: readonly FetchRequest['method'][] = ['get', 'delete', 'patch', 'post', 'put']
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded'

/** The request the parameters describe, as strictly as Google documents them; throws as the script would see. */
function fetchRequestOf(options: Record<string, unknown>): FetchRequest {
  const method = options.method ?? 'get'
  if (!FETCH_METHODS.includes(method as FetchRequest['method']))
    throw new Error(`Invalid argument: method (get, delete, patch, post or put): ${String(method)}`)
  const contentType = options.contentType ?? FORM_CONTENT_TYPE
  if (typeof contentType !== 'string' || contentType === '') throw new Error('Invalid argument: contentType')
  const payload = options.payload
  if (payload === undefined) return { method: method as FetchRequest['method'], contentType, payload: '' }
  // "Certain HTTP methods (e.g. GET) do not accept a payload."
  if (method === 'get' || method === 'delete') throw new Error(`Invalid argument: a ${method} takes no payload`)
  if (typeof payload === 'string') return { method: method as FetchRequest['method'], contentType, payload }
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
    // A JavaScript object is a map of form field names to values, sent form-encoded.
    const form = new URLSearchParams()
    for (const [name, value] of Object.entries(payload as Record<string, unknown>)) {
      if (typeof value !== 'string') throw new Error(`The double takes only text form fields: ${name}`)
      form.append(name, value)
    }
    return { method: method as FetchRequest['method'], contentType: FORM_CONTENT_TYPE, payload: form.toString() }
  }
  throw new Error('The double takes a payload as text or an object of text fields')
}

/** A request over real HTTP to 127.0.0.1, waited for as UrlFetchApp waits (the server must run in another process). */
function fetchOverHttp(url: string, request: FetchRequest): FetchAnswer {
  const program = `const [url, method, type, body] = process.argv.slice(1); fetch(url, method === 'get' || method === 'delete' ? { method: method.toUpperCase() } : { method: method.toUpperCase(), headers: { 'Content-Type': type }, body }).then(async (r) => process.stdout.write(JSON.stringify({ status: r.status, body: await r.text() })), () => process.stdout.write('"unreachable"'))`
  const output = execFileSync(
    process.execPath,
    ['-e', program, url, request.method, request.contentType, request.payload],
    { encoding: 'utf8', timeout: 30_000, env: { ...process.env, NODE_OPTIONS: '' } },
  )
  return JSON.parse(output) as FetchAnswer
}

/**
 * UrlFetchApp.fetch: the URLs a test answers (`answer(url, …)`, matched without their query), else the request over
 * real HTTP to 127.0.0.1 only; any other host cannot be reached. Documented behaviour: a host that cannot be
 * reached throws `Address unavailable: {url}` even with muteHttpExceptions; without it a 4xx/5xx throws.
 */
export class FakeUrlFetchApp {
  /** Every fetch the script made, with its parameters. */
  readonly fetched: { url: string; params: Record<string, unknown> }[] = []
  /** The same fetches as the requests their parameters describe (method, content type, body). */
  readonly requests: ({ url: string } & FetchRequest)[] = []
  private readonly answers = new Map<string, (url: string, request: FetchRequest) => FetchAnswer>()
  constructor(private readonly consent: FakeConsent) {}
  answer(url: string, answer: (url: string, request: FetchRequest) => FetchAnswer) {
    this.answers.set(withoutQuery(url), answer)
  }
  fetch(url: unknown, params: unknown = {}) {
    this.consent.require(SCOPES.fetch, 'UrlFetchApp.fetch')
    if (typeof url !== 'string' || url === '') throw new Error('Invalid argument: url')
    if (url.length > MAX_URL_LENGTH) throw new Error('Limit Exceeded: URLFetch URL Length.')
    const options = (params ?? {}) as Record<string, unknown>
    for (const key of Object.keys(options))
      if (!FETCH_PARAMS.has(key)) throw new Error(`The double does not take the fetch parameter ${key}`)
    const request = fetchRequestOf(options)
    this.fetched.push({ url, params: options })
    this.requests.push({ url, ...request })
    const answered = this.answers.get(withoutQuery(url))
    const parsed = new URL(url)
    const answer = answered
      ? answered(url, request)
      : parsed.hostname === '127.0.0.1' && parsed.protocol === 'http:'
        ? fetchOverHttp(url, request)
        : 'unreachable'
    if (answer === 'unreachable') throw new Error(`Address unavailable: ${url}`)
    if (answer.status >= 400 && options.muteHttpExceptions !== true)
      throw new Error(
        `Request failed for ${parsed.origin} returned code ${answer.status}. Truncated server response: ${answer.body.slice(0, 100)}`,
      )
    return { getResponseCode: () => answer.status, getContentText: () => answer.body }
  }
}

const withoutQuery = (url: string) => url.split('#')[0]!.split('?')[0]!

/** Google's daily quota for Script Properties on gmail.com: reads and writes together (500,000 on Workspace). */
const PROPERTY_QUOTA_CONSUMER = 50_000
const PROPERTY_QUOTA_SPENT = 'Service invoked too many times for one day: properties.'

/**
 * PropertiesService.getScriptProperties(): every call spends one of the day's `quota.left`, reads and writes alike;
 * with none left the call throws PROPERTY_QUOTA_SPENT and spends, reads and writes nothing. `values` is the store
 * the owner edits in the editor's Project Settings.
 */
export class FakeScriptProperties {
  reads = 0
  writes = 0
  readonly quota = { left: PROPERTY_QUOTA_CONSUMER }
  constructor(readonly values: Map<string, string>) {}
  private spend() {
    if (this.quota.left <= 0) throw new Error(PROPERTY_QUOTA_SPENT)
    this.quota.left--
  }
  getProperty(key: unknown) {
    this.spend()
    this.reads++
    return this.values.get(String(key)) ?? null
  }
  getProperties() {
    this.spend()
    this.reads++
    return Object.fromEntries(this.values)
  }
  setProperty(key: unknown, value: unknown) {
    this.spend()
    this.writes++
    this.values.set(String(key), String(value))
    return this
  }
  deleteProperty(key: unknown) {
    this.spend()
    this.writes++
    this.values.delete(String(key))
    return this
  }
}

const MAX_KEY_LENGTH = 250
const MAX_VALUE_BYTES = 100 * 1024
const MAX_ITEMS = 1000
const DEFAULT_SECONDS = 600
const MAX_SECONDS = 21_600

/**
 * CacheService.getScriptCache(): keys up to 250 characters, values up to 100 KB, at most 1,000 items (the
 * oldest go first), expiry by the script's clock; `evict` drops items early, as Google may.
 */
export class FakeCache {
  readonly items = new Map<string, { value: string; expires: number }>()
  puts = 0
  constructor(private readonly clock: FakeClock) {}
  evict(key?: string) {
    if (key === undefined) this.items.clear()
    else this.items.delete(key)
  }
  private live(key: string) {
    const item = this.items.get(key)
    if (item && item.expires <= this.clock.now()) this.items.delete(key)
    return this.items.get(key)
  }
  get(key: unknown) {
    checkKey(key)
    return this.live(key)?.value ?? null
  }
  getAll(keys: unknown) {
    if (!Array.isArray(keys)) throw new Error('Invalid argument: keys')
    const found: Record<string, string> = {}
    for (const key of keys) {
      checkKey(key)
      const item = this.live(key)
      if (item) found[key] = item.value
    }
    return found
  }
  put(key: unknown, value: unknown, seconds: unknown = DEFAULT_SECONDS) {
    checkKey(key)
    if (typeof value !== 'string') throw new Error('Invalid argument: value')
    if (Buffer.byteLength(value, 'utf8') > MAX_VALUE_BYTES) throw new Error('Argument too large: value')
    if (typeof seconds !== 'number' || seconds < 1 || seconds > MAX_SECONDS)
      throw new Error('Invalid argument: expirationInSeconds')
    this.puts++
    this.items.delete(key)
    this.items.set(key, { value, expires: this.clock.now() + seconds * 1000 })
    while (this.items.size > MAX_ITEMS) this.items.delete(this.items.keys().next().value!)
  }
  putAll(values: unknown, seconds: unknown = DEFAULT_SECONDS) {
    if (!values || typeof values !== 'object') throw new Error('Invalid argument: values')
    const entries = Object.entries(values as Record<string, unknown>)
    // Google checks the whole batch before storing any of it.
    for (const [key, value] of entries) {
      checkKey(key)
      if (typeof value !== 'string') throw new Error('Invalid argument: value')
      if (Buffer.byteLength(value, 'utf8') > MAX_VALUE_BYTES) throw new Error('Argument too large: value')
    }
    for (const [key, value] of entries) this.put(key, value, seconds)
  }
  remove(key: unknown) {
    checkKey(key)
    this.items.delete(key)
  }
  removeAll(keys: unknown) {
    if (!Array.isArray(keys)) throw new Error('Invalid argument: keys')
    for (const key of keys) this.remove(key)
  }
}

function checkKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || key === '') throw new Error('Invalid argument: key')
  if (key.length > MAX_KEY_LENGTH) throw new Error('Argument too large: key')
}

/** Utilities.parseCsv: RFC 4180 (quoted fields, doubled quotes, CRLF or LF); an unclosed quote cannot be parsed. */
export function parseCsv(csv: unknown, delimiter: unknown = ','): string[][] {
  if (typeof csv !== 'string') throw new Error('Invalid argument: csv')
  const separator = typeof delimiter === 'string' && delimiter.length === 1 ? delimiter : ','
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!
    if (quoted) {
      if (c !== '"') field += c
      else if (csv[i + 1] === '"') field += csv[i++]
      else quoted = false
    } else if (c === '"' && field === '') quoted = true
    else if (c === separator) {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && csv[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (quoted) throw new Error('Could not parse text.')
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}
