// One sheet Refresh measured over a bare DevTools-protocol connection: Chromium started
// by hand with --remote-debugging-port, no Playwright. Playwright enables the Network
// domain on every page, and with it Chromium keeps a copy of each response body (up to
// 20 MB) and decodes a text one into a string on the page's main thread (trace:
// ResponseBodyLoader::DidFinishLoadingBody > TextResourceDecoder::Decode): a 100-150 ms
// task for the 18 MB bench sheet that no user's browser runs. Here that domain is off
// unless asked for, so the figures are the app's own.
// Needs a global WebSocket: Node 22+, or Node 20 with --experimental-websocket.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { adminCopy } from '../../src/content/tool-copy'
import { sheetMessages } from '../../src/partners/messages'
import { tabLabel } from './admin-setup'
import { chromiumArgs, chromiumPath } from './chromium'
import {
  clickRefresh,
  instrumentRefresh,
  readPage,
  refreshDone,
  refreshStages,
  type PageReading,
  type RefreshStages,
} from './refresh-timeline'

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
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      socket.send(JSON.stringify({ id, method, params }))
    })
  const evaluate = async <T>(expression: string) => {
    const answer = await send<{ result: { value: T }; exceptionDetails?: { exception?: { description?: string } } }>(
      'Runtime.evaluate',
      {
        expression,
        awaitPromise: true,
        returnByValue: true,
      },
    )
    if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? 'evaluation failed')
    return answer.result.value
  }
  return { send, evaluate, close: () => socket.close() }
}

async function waitFor(cdp: Cdp, expression: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await cdp.evaluate<boolean>(expression)) return
    await sleep(50)
  }
  throw new Error(`Timed out waiting for ${expression}`)
}

interface Target {
  type: string
  webSocketDebuggerUrl: string
}

async function targets(port: number): Promise<Target[]> {
  return (await fetch(`http://127.0.0.1:${port}/json`)
    .then((response) => response.json())
    .catch(() => [])) as Target[]
}

export interface BareRefreshOptions {
  previewUrl: string
  sheetUrl: string
  companies: number
  /** Let the service worker install and sit in the path (as for setters). */
  serviceWorker: boolean
  /** Enable the Network domain, as Playwright does. */
  networkDomain?: boolean
}

/** Fresh profile: open the tool, point it at the sheet, wait for it, then time one Refresh. */
export async function measureBareRefresh(
  options: BareRefreshOptions,
): Promise<RefreshStages & { networkDomain: boolean; viaServiceWorker: boolean }> {
  const profile = mkdtempSync(join(tmpdir(), 'bare-refresh-'))
  const port = 9300 + Math.floor(Math.random() * 600)
  const chromium = spawn(
    chromiumPath,
    [...chromiumArgs, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so its helper processes end with it.
    { stdio: 'ignore', detached: true },
  )
  try {
    let pageUrl: string | undefined
    for (let attempt = 0; attempt < 100 && !pageUrl; attempt++) {
      await sleep(100)
      pageUrl = (await targets(port)).find((target) => target.type === 'page')?.webSocketDebuggerUrl
    }
    if (!pageUrl) throw new Error('Chromium did not start')
    const cdp = await connect(pageUrl)
    if (options.networkDomain) await cdp.send('Network.enable')
    if (!options.serviceWorker) await cdp.send('Network.setBypassServiceWorker', { bypass: true })
    await cdp.send('Page.enable')
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${instrumentRefresh.toString()})()` })
    await cdp.send('Page.navigate', { url: `${options.previewUrl}/tool?tab=admin` })
    await waitFor(cdp, `document.querySelector('input') !== null`)
    if (options.serviceWorker) await waitFor(cdp, `navigator.serviceWorker.controller !== null`, 30_000)
    // The owner's steps: Admin -> Sheet CSV URL -> Use This Sheet -> Search, in Admin's own words.
    const [sheetLabel, useSheet, searchTab] = [adminCopy.sheetLabel, adminCopy.useSheet, tabLabel('search')].map(
      (text) => JSON.stringify(text),
    )
    await cdp.evaluate(`(() => {
      const input = [...document.querySelectorAll('input')].find((el) => [...(el.labels ?? [])].some((label) => label.textContent.includes(${sheetLabel})))
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(options.sheetUrl)})
      input.dispatchEvent(new Event('input', { bubbles: true }))
      ;[...document.querySelectorAll('button')].find((button) => button.textContent.trim() === ${useSheet}).click()
      ;[...document.querySelectorAll('[role=tab]')].find((tab) => tab.textContent.trim() === ${searchTab}).click()
    })()`)
    const loaded = JSON.stringify(sheetMessages.loaded(options.companies))
    await waitFor(cdp, `document.querySelector('.status-line')?.textContent.includes(${loaded}) === true`)
    // Let the first load's snapshot write and garbage settle.
    await sleep(1500)
    const viaServiceWorker = await cdp.evaluate<boolean>('navigator.serviceWorker.controller !== null')
    await cdp.evaluate(clickRefresh)
    await waitFor(cdp, refreshDone)
    await sleep(1000)
    const page = await cdp.evaluate<PageReading>(readPage)
    cdp.close()
    return { networkDomain: Boolean(options.networkDomain), viaServiceWorker, ...refreshStages(page) }
  } finally {
    // The profile is removed once Chromium and its helpers have ended: a helper left to finish writes there.
    if (chromium.exitCode === null && chromium.signalCode === null) {
      const exited = once(chromium, 'exit')
      process.kill(-chromium.pid!, 'SIGKILL')
      await exited
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}
