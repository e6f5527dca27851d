// A partner-sheet server for e2e tests, on 127.0.0.1 only. Each test picks how the
// next requests are answered (normal CSV, errors, hostile or broken bodies, stalls).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateSheetCsv } from './generate-sheet'

export type SheetServerMode =
  | 'csv'
  | '500'
  | '404'
  | 'empty'
  | 'html'
  | 'truncated'
  /** The whole sheet, plus a last row whose cell opens a quote that never closes (a typo, not a cut-off). */
  | 'stray-quote'
  | 'hang'
  /** The sheet sent steadily over TRICKLE_DURATION_MS, its size announced (Content-Length). */
  | 'trickle'
  /** As 'trickle', without a Content-Length (chunked): the size is unknown until the end. */
  | 'trickle-unsized'
  | 'bom'
  | 'windows-1252'
  /** Windows-1252 bytes sent as plain `text/csv`, with no charset: the app must guess. */
  | 'windows-1252-undeclared'
  /** A generated ~50 MB sheet (HUGE_SHEET_COMPANIES partners), built once per process. */
  | 'huge'
  | 'redirect'
  /** A redirect to http://localhost:{port}: the same server, but an origin the e2e build's CSP (http://127.0.0.1:*) does not allow. */
  | 'redirect-to-other-origin'
  | 'no-cors'
  /** As if the server were stopped: every connection is dropped. */
  | 'down'

export interface SheetServer {
  /** URL of the sheet; the path is fixed, the answer follows the mode. */
  sheetUrl: string
  origin: string
  setMode(mode: SheetServerMode): void
  setCsv(csv: string | Buffer): void
  /** Every request's path and query, in order (cb values included). */
  requests: string[]
  /** How each 'trickle' or 'trickle-unsized' answer ended, in order: sent whole, or its connection closed first. */
  trickleEnds: ('sent' | 'aborted')[]
  close(): Promise<void>
}

/** Partners in the 'huge' sheet: 28,000 x 200 ZIPs is about 50 MB of CSV. */
export const HUGE_SHEET_COMPANIES = 28_000
let hugeSheet: Buffer | null = null

/** The 'huge' mode's body, generated lazily on first use and kept in memory. */
export function hugeSheetCsv(): Buffer {
  hugeSheet ??= Buffer.from(generateSheetCsv({ companies: HUGE_SHEET_COMPANIES, zipsPerCompany: 200, seed: 50 }))
  return hugeSheet
}

/** How long the 'trickle' mode takes to send the whole sheet, whatever its size. */
export const TRICKLE_DURATION_MS = 8_000
const TRICKLE_INTERVAL_MS = 250

const SIGN_IN_PAGE =
  '<!DOCTYPE html><html><head><title>Sign in</title></head><body><form>Sign in to continue</form></body></html>'

export async function startSheetServer(initialCsv: string | Buffer): Promise<SheetServer> {
  let mode: SheetServerMode = 'csv'
  let csv = Buffer.from(initialCsv)
  const requests: string[] = []
  const trickleEnds: ('sent' | 'aborted')[] = []
  const hanging = new Set<ServerResponse>()

  function send(response: ServerResponse, status: number, body: Buffer | string, headers: Record<string, string> = {}) {
    response.writeHead(status, {
      'Access-Control-Allow-Origin': '*',
      'Content-Type': 'text/csv; charset=utf-8',
      ...headers,
    })
    response.end(body)
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' })
      response.end()
      return
    }
    if (url.pathname.startsWith('/hop/')) {
      const hop = Number(url.pathname.slice('/hop/'.length))
      const next = hop >= 3 ? `/sheet.csv?final=1&${url.searchParams}` : `/hop/${hop + 1}?${url.searchParams}`
      response.writeHead(302, { Location: next, 'Access-Control-Allow-Origin': '*' })
      response.end()
      return
    }
    if (mode === 'down') {
      request.socket.destroy()
      return
    }
    requests.push(url.pathname + url.search)
    if (url.searchParams.has('final')) return send(response, 200, csv)
    switch (mode) {
      case 'csv':
        return send(response, 200, csv)
      case '500':
        return send(response, 500, 'Internal Server Error', { 'Content-Type': 'text/plain' })
      case '404':
        return send(response, 404, 'Not Found', { 'Content-Type': 'text/plain' })
      case 'empty':
        return send(response, 200, '')
      case 'html':
        return send(response, 200, SIGN_IN_PAGE, { 'Content-Type': 'text/html; charset=utf-8' })
      case 'truncated': {
        // Ends inside a quoted field, as a dropped connection would.
        const text = csv.toString('utf8')
        const cut = text.indexOf('"', Math.floor(text.length / 2))
        return send(response, 200, text.slice(0, cut > 0 ? cut + 3 : Math.floor(text.length / 2)))
      }
      case 'stray-quote':
        return send(response, 200, `${csv.toString('utf8').trimEnd()}\r\nStray Quote Co,"5 in. thick\r\n`)
      case 'hang':
        hanging.add(response)
        response.on('close', () => hanging.delete(response))
        return
      case 'trickle':
      case 'trickle-unsized': {
        const sized = mode === 'trickle' ? { 'Content-Length': String(csv.length) } : {}
        response.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/csv', ...sized })
        // A few bytes at a time, spread over TRICKLE_DURATION_MS: slower than the service worker waits, faster than the app does.
        const body = csv
        const chunk = Math.max(1, Math.ceil(body.length / (TRICKLE_DURATION_MS / TRICKLE_INTERVAL_MS)))
        let offset = 0
        const timer = setInterval(() => {
          if (offset >= body.length || response.destroyed) {
            clearInterval(timer)
            response.end()
            return
          }
          response.write(body.subarray(offset, offset + chunk))
          offset += chunk
        }, TRICKLE_INTERVAL_MS)
        response.on('close', () => {
          clearInterval(timer)
          trickleEnds.push(response.writableFinished ? 'sent' : 'aborted')
        })
        return
      }
      case 'bom':
        return send(response, 200, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv]))
      case 'windows-1252':
        return send(response, 200, Buffer.from(csv.toString('utf8'), 'latin1'), {
          'Content-Type': 'text/csv; charset=windows-1252',
        })
      case 'windows-1252-undeclared':
        return send(response, 200, Buffer.from(csv.toString('utf8'), 'latin1'), { 'Content-Type': 'text/csv' })
      case 'huge':
        return send(response, 200, hugeSheetCsv())
      case 'redirect':
        response.writeHead(302, { Location: `/hop/1?${url.searchParams}`, 'Access-Control-Allow-Origin': '*' })
        response.end()
        return
      case 'redirect-to-other-origin': {
        const { port } = server.address() as AddressInfo
        response.writeHead(302, {
          Location: `http://localhost:${port}/sheet.csv?final=1&${url.searchParams}`,
          'Access-Control-Allow-Origin': '*',
        })
        response.end()
        return
      }
      case 'no-cors':
        response.writeHead(200, { 'Content-Type': 'text/csv' })
        response.end(csv)
        return
    }
  }

  const server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    sheetUrl: `${origin}/sheet.csv`,
    setMode: (next) => {
      mode = next
    },
    setCsv: (next) => {
      csv = Buffer.from(next)
    },
    requests,
    trickleEnds,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
