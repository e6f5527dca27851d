// Long tasks when the 17 MB sheet is refreshed, measured over a bare DevTools-protocol
// connection, with and without the Network domain enabled. Not a test; an aid for
// reading `npm run bench:browser`.
//
// Why: Playwright enables the Network domain on every page, and with it Chromium's
// DevTools keeps a copy of each response body of up to 20 MB and decodes a text one
// (text/csv included) into a string on the page's main thread when it finishes
// (trace: ResponseBodyLoader::DidFinishLoadingBody > TextResourceDecoder::Decode,
// data_len 18,074,239). For the 17 MB bench sheet that is one 100-150 ms task right
// before the download completes. No user's browser does this; this script shows the
// same Refresh with that work (--network) and without it (the default).
//
// Usage (after `npm run build:e2e`; Node 20 needs the WebSocket flag):
//   node --experimental-websocket --import tsx scripts/refresh-without-devtools.ts [--network] [--runs=3]
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { generateSheetCsv } from './support/generate-sheet'
import { startPreview } from './support/preview-server'
import { startSheetServer } from './support/sheet-server'

const withNetworkDomain = process.argv.includes('--network')
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Cdp {
  send<T = unknown>(method: string, params?: object): Promise<T>
  evaluate<T = unknown>(expression: string): Promise<T>
  close(): void
}

async function connect(url: string): Promise<Cdp> {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let lastId = 0
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown }
    const waiter = message.id === undefined ? undefined : pending.get(message.id)
    if (!waiter) return
    pending.delete(message.id!)
    if (message.error) waiter.reject(new Error(JSON.stringify(message.error)))
    else waiter.resolve(message.result)
  })
  const send = <T,>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      socket.send(JSON.stringify({ id, method, params }))
    })
  const evaluate = async <T,>(expression: string) => {
    const answer = await send<{ result: { value: T }; exceptionDetails?: { exception?: { description?: string } } }>('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    })
    if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? 'evaluation failed')
    return answer.result.value
  }
  return { send, evaluate, close: () => socket.close() }
}

async function waitFor(cdp: Cdp, expression: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await cdp.evaluate<boolean>(expression)) return
    await sleep(100)
  }
  throw new Error(`Timed out waiting for ${expression}`)
}

const loaded = `document.querySelector('.status-line')?.textContent.includes('Loaded 10000 companies.') === true`
const csv = generateSheetCsv({ companies: 10_000, zipsPerCompany: 200, seed: 7 })
const sheetServer = await startSheetServer(csv)
const preview = await startPreview()

try {
  for (let run = 0; run < runs; run++) {
    const profile = mkdtempSync(join(tmpdir(), 'refresh-without-devtools-'))
    const port = 9300 + Math.floor(Math.random() * 600)
    const chromium = spawn(chromiumPath, [...chromiumArgs, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
      stdio: 'ignore',
    })
    try {
      let pageUrl: string | undefined
      for (let attempt = 0; attempt < 100 && !pageUrl; attempt++) {
        await sleep(100)
        const targets = (await fetch(`http://127.0.0.1:${port}/json`)
          .then((response) => response.json())
          .catch(() => [])) as { type: string; webSocketDebuggerUrl: string }[]
        pageUrl = targets.find((target) => target.type === 'page')?.webSocketDebuggerUrl
      }
      if (!pageUrl) throw new Error('Chromium did not start')
      const cdp = await connect(pageUrl)
      if (withNetworkDomain) await cdp.send('Network.enable')
      await cdp.send('Page.enable')
      await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
        source: `window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]) }).observe({ type: 'longtask', buffered: true })`,
      })
      await cdp.send('Page.navigate', { url: `${preview.url}/tool?tab=admin` })
      await waitFor(cdp, `document.querySelector('input') !== null`)
      // The owner's steps, as bench-browser takes them: Admin -> Sheet CSV URL -> Use This Sheet -> Search.
      await cdp.evaluate(`(() => {
        const input = [...document.querySelectorAll('input')].find((el) => [...(el.labels ?? [])].some((label) => label.textContent.includes('Sheet CSV URL')))
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(sheetServer.sheetUrl)})
        input.dispatchEvent(new Event('input', { bubbles: true }))
        ;[...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Use This Sheet').click()
        ;[...document.querySelectorAll('[role=tab]')].find((tab) => tab.textContent.trim() === 'Search').click()
      })()`)
      await waitFor(cdp, loaded)
      await sleep(1500)
      await cdp.evaluate(`window.__longTasks.length = 0; performance.clearMarks(); performance.mark('refresh'); [...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Refresh').click()`)
      await waitFor(cdp, loaded)
      await sleep(500)
      const result = await cdp.evaluate<{ downloadedAtMs: number; parsedAtMs: number; longTasks: [number, number][] }>(`(() => {
        const at = (name) => Math.round(performance.getEntriesByName(name).at(-1).startTime - performance.getEntriesByName('refresh')[0].startTime)
        const refresh = performance.getEntriesByName('refresh')[0].startTime
        return { downloadedAtMs: at('sheet:downloaded'), parsedAtMs: at('sheet:parsed'), longTasks: window.__longTasks.map(([start, duration]) => [Math.round(start - refresh), Math.round(duration)]) }
      })()`)
      console.log(
        JSON.stringify({
          networkDomain: withNetworkDomain,
          ...result,
          longTasksOver100ms: result.longTasks.filter(([, duration]) => duration > 100).length,
        }),
      )
      cdp.close()
    } finally {
      chromium.kill()
      await sleep(300)
      rmSync(profile, { recursive: true, force: true })
    }
  }
} finally {
  await preview.close()
  await sheetServer.close()
}
