// A local stand-in for a deployed Apps Script web app, answering as Google does: a POST to the exec URL
// (origin A) runs the real apps-script/ through the double and answers 302 to a second origin (B), where a
// GET fetches the output once; both carry `Access-Control-Allow-Origin: *`; no preflight is answered; a
// script that throws (or an execution stopped half-way) gets an HTML error page with status 200. Both origins
// listen on 127.0.0.1. A GET of the exec URL answers the script's doGet page, with a google.script.run whose calls
// POST to the host, which runs them through the double. Origin A also publishes the partner sheet the script reads (PARTNER_SHEET_URL): a GET
// of it answers the same CSV the script's UrlFetchApp receives, which the double answers in-process (a fetch
// that blocked this process on its own server would never be answered).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  appendLeads,
  loadLedgerScript,
  tabRows,
  type LeadCells,
  type LedgerScript,
  type PublishedSheet,
} from './apps-script-double'
import type { HtmlOutput } from './apps-script-html'

export interface GoogleScriptServer {
  /** The web app URL an owner pastes into Admin (ends in /exec). */
  execUrl: string
  origins: [string, string]
  /**
   * The script under the double, and the test's controls over it: `executions.stopAfterEmails(n)`,
   * `beforeSheetCall` and `lock.beforeEachAcquire` (move rows between two calls), `consent.withhold(scope)`,
   * `clock.advance(ms)`, `cache.evict()`, `mail`, `properties`.
   */
  script: LedgerScript
  /** POSTs the exec URL received (answered or not), or only those asking for `action`. */
  posts: (action?: LedgerAction) => number
  /** The next `times` POSTs of `action` run the script (and save), but their answers never arrive. */
  dropNextAnswer(action?: LedgerAction, times?: number): void
  /** Every request is answered 503 with no CORS header until `answer(true)`, as an unreachable host. */
  answer(on: boolean): void
  /** Bookings tab rows as the owner sees them, header first. */
  rows(): string[][]
  /**
   * Appends leads as a lead source does (cells by column name, typed as in Sheets; a Date is a date cell), making the
   * Leads tab first when the owner's check has not; answers their row numbers.
   */
  appendLeads(leads: readonly LeadCells[]): number[]
  /** The Leads, Attempts or Do Not Call tab as the owner sees it, header first; [] before it exists. */
  tab(name: 'Leads' | 'Attempts' | 'Do Not Call'): string[][]
  /** The partner sheet's published URL, set as the script's PARTNER_SHEET_URL (empty without a partner CSV). */
  partnerSheetUrl: string
  /** What that URL answers: its CSV, its HTTP status, or no answer at all (`reachable: false`). */
  partnerSheet: PublishedSheet
  /** How many times the script fetched the partner sheet. */
  partnerSheetFetches(): number
  close(): Promise<void>
}

type LedgerAction =
  'book' | 'list' | 'check' | 'deliver' | 'queue' | 'claim' | 'outcome' | 'leadStats' | 'release' | 'withdraw'

const HTML_ERROR = (message: string) =>
  `<!DOCTYPE html><html><head><title>Error</title></head><body><div>${message.replace(/[<>&]/g, '')}</div></body></html>`

function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<Server> {
  const server = createServer(handler)
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function actionOf(body: string): string | null {
  try {
    return (JSON.parse(body) as { action?: string }).action ?? null
  } catch {
    return null
  }
}

const PARTNER_SHEET_PATH = '/partner-sheet/pub'
/** Where the page's google.script.run shim POSTs `{name, args}`; the host runs that server function. */
const SCRIPT_RUN_PATH = '/google-script-run'
/**
 * `{value}` or `{error}`, as google.script.run hands a success or failure handler. Only the script's
 * google.script.run targets run (every global function whose name does not end in `_`, as Google offers them);
 * a request naming anything else runs nothing.
 */
function runServerFunction(script: LedgerScript, body: string): { value: unknown } | { error: string } {
  try {
    const { name, args } = JSON.parse(body) as { name: unknown; args: unknown }
    if (typeof name !== 'string' || !script.scriptRunTargets.includes(name) || !Array.isArray(args))
      return { error: `Script function not found: ${String(name)}` }
    // Arguments and return values cross as copies of plain data, as Google passes them; a visitor's execution.
    return { value: JSON.parse(JSON.stringify(script.runFromPage(name, ...(args as unknown[])) ?? null)) as unknown }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

/** google.script.run in a served page: a method for each of the script's targets POSTs its name and arguments. */
const runShim = (targets: readonly string[]) => `<script>(function () {
  function call(name, args, success, failure) {
    fetch(${JSON.stringify(SCRIPT_RUN_PATH)}, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ name: name, args: args }) })
      .then(function (response) { return response.json() })
      .then(function (answer) {
        if ('error' in answer) { if (failure) failure(new Error(answer.error)) } else if (success) success(answer.value)
      }, function (error) { if (failure) failure(error) })
  }
  function runner(success, failure) {
    var run = {
      withSuccessHandler: function (handler) { return runner(handler, failure) },
      withFailureHandler: function (handler) { return runner(success, handler) },
    };
    ${JSON.stringify(targets)}.forEach(function (name) {
      run[name] = function () { call(name, Array.prototype.slice.call(arguments), success, failure) }
    })
    return run
  }
  window.google = { script: { run: runner(null, null) } }
})()</script>`

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The HtmlOutput as Google serves it: its title and meta tags in the head, google.script.run before the content. */
const servedPage = (output: HtmlOutput, targets: readonly string[]) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeText(output.getTitle())}</title>${output
    .getMetaTags()
    .map((tag) => `<meta name="${escapeText(tag.getName())}" content="${escapeText(tag.getContent())}">`)
    .join('')}</head><body>${runShim(targets)}${output.getContent()}</body></html>`

export async function startGoogleScriptServer({
  ledgerKey = 'e2e-ledger-key-xxxxx',
  partnerCsv,
  answersVersion,
}: {
  ledgerKey?: string
  /** The version the script's `check` answers (an owner who has not updated it), when not today's. */
  answersVersion?: number
  /** Published as the partner sheet, and set as the script's PARTNER_SHEET_URL. */
  partnerCsv?: string
} = {}): Promise<GoogleScriptServer> {
  const script = loadLedgerScript({ ledgerKey, answersVersion })
  const partnerSheet = script.partnerSheet
  partnerSheet.csv = partnerCsv ?? ''
  const outputs = new Map<string, { body: string; type: string }>()
  const posted: (string | null)[] = []
  let dropNext: string | null = null
  let dropsLeft = 0
  let answering = true
  let echoOrigin = ''

  const exec = await listen(async (request, response) => {
    // A fresh connection per request: Chromium silently retries a request lost on a reused one.
    response.setHeader('Connection', 'close')
    if (!answering) return void response.writeHead(503).end()
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === PARTNER_SHEET_PATH && request.method === 'GET') {
      if (!partnerSheet.reachable) return void request.socket.destroy()
      response.writeHead(partnerSheet.status, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Access-Control-Allow-Origin': '*',
      })
      return void response.end(partnerSheet.csv)
    }
    if (url.pathname === SCRIPT_RUN_PATH && request.method === 'POST')
      return void response.end(JSON.stringify(runServerFunction(script, await readBody(request))))
    if (!/^\/macros\/s\/[\w-]+\/exec$/.test(url.pathname)) return void response.writeHead(404).end()
    if (request.method === 'OPTIONS') return void response.writeHead(405, { Allow: 'GET, POST' }).end()
    if (request.method !== 'POST') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      try {
        return void response.end(
          servedPage(script.doGet(Object.fromEntries(url.searchParams)), script.scriptRunTargets),
        )
      } catch (error) {
        return void response.end(HTML_ERROR(`Error: ${(error as Error).message}`))
      }
    }
    const body = await readBody(request)
    posted.push(actionOf(body))
    let output: { body: string; type: string }
    try {
      const result = script.doPost(body)
      output = { body: result.content, type: `${result.mimeType}; charset=utf-8` }
    } catch (error) {
      output = { body: HTML_ERROR(`Error: ${(error as Error).message}`), type: 'text/html; charset=utf-8' }
    }
    if (dropsLeft > 0 && (dropNext === '*' || actionOf(body) === dropNext)) {
      dropsLeft--
      return void request.socket.destroy()
    }
    const token = crypto.randomUUID()
    outputs.set(token, output)
    response.writeHead(302, {
      Location: `${echoOrigin}/macros/echo?user_content_key=${token}&lib=ledger`,
      'Access-Control-Allow-Origin': '*',
      'Content-Type': 'text/html; charset=UTF-8',
    })
    response.end('<HTML><HEAD><TITLE>Moved Temporarily</TITLE></HEAD></HTML>')
  })

  const echo = await listen((request, response) => {
    if (!answering) return void response.writeHead(503).end()
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method !== 'GET') return void response.writeHead(405).end()
    const token = url.searchParams.get('user_content_key') ?? ''
    const output = url.pathname === '/macros/echo' ? outputs.get(token) : undefined
    if (!output) {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
      return void response.end(HTML_ERROR('Sorry, unable to open the file at this time.'))
    }
    outputs.delete(token)
    response.writeHead(200, { 'Content-Type': output.type, 'Access-Control-Allow-Origin': '*' })
    response.end(output.body)
  })
  echoOrigin = originOf(echo)
  const partnerSheetUrl = partnerCsv === undefined ? '' : `${originOf(exec)}${PARTNER_SHEET_PATH}?output=csv`
  if (partnerSheetUrl) {
    script.properties.set('PARTNER_SHEET_URL', partnerSheetUrl)
    script.urlFetch.answer(partnerSheetUrl, () =>
      partnerSheet.reachable ? { status: partnerSheet.status, body: partnerSheet.csv } : 'unreachable',
    )
  }
  // As the owner does once after setting the properties: `authorize` creates LINK_SECRET, which the quote emails'
  // links need, and applies the properties at once.
  script.call('authorize')

  return {
    execUrl: `${originOf(exec)}/macros/s/AKfycbTestDeployment/exec`,
    origins: [originOf(exec), echoOrigin],
    script,
    posts: (action) => (action ? posted.filter((each) => each === action).length : posted.length),
    dropNextAnswer: (action, times = 1) => {
      dropNext = action ?? '*'
      dropsLeft = times
    },
    answer: (on) => void (answering = on),
    rows: () => script.bookingsTab(),
    appendLeads: (leads) => appendLeads(script.spreadsheet, leads),
    tab: (name) => tabRows(script.spreadsheet, name),
    partnerSheetUrl,
    partnerSheet,
    partnerSheetFetches: () =>
      script.urlFetch.fetched.filter(({ url }) => url.startsWith(`${originOf(exec)}${PARTNER_SHEET_PATH}`)).length,
    close: async () => {
      await Promise.all(
        [exec, echo].map((server) => {
          server.closeAllConnections()
          return new Promise((resolve) => server.close(resolve))
        }),
      )
    },
  }
}
