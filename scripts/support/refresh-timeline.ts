// Where a sheet Refresh spends its time, read from the performance marks the app sets
// (page: sheet:*, service worker: sheet-sw:*) and from long tasks. Shared by
// bench-browser.ts (under Playwright) and refresh-without-devtools.ts (a bare DevTools
// connection). Times are epoch milliseconds (timeOrigin + startTime), so the page's and
// the service worker's clocks line up.

declare global {
  interface Window {
    __refresh?: { clickedAt: number; loadedAt: number; longTasks: [number, number][] }
  }
}

/** Page init script: long tasks and the moment the status line says "Loaded …". Self-contained (serialised into the page). */
export function instrumentRefresh() {
  const state = { clickedAt: 0, loadedAt: 0, longTasks: [] as [number, number][] }
  window.__refresh = state
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask', buffered: true })
  new MutationObserver(() => {
    if (
      state.clickedAt &&
      !state.loadedAt &&
      /^Loaded \d+ companies\./.test(document.querySelector('.status-line')?.textContent ?? '')
    ) {
      state.loadedAt = performance.now()
    }
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

/** Page expression: reset the measurement and press Refresh. */
export const clickRefresh = `(() => {
  const state = window.__refresh
  state.longTasks.length = 0
  state.loadedAt = 0
  performance.clearMarks()
  state.clickedAt = performance.now()
  ;[...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Refresh').click()
})()`

/** Page expression: true once the status line said "Loaded …" after the click. */
export const refreshDone = `window.__refresh.loadedAt > 0`

export interface PageReading {
  timeOrigin: number
  clickedAt: number
  loadedAt: number
  marks: [string, number][]
  longTasks: [number, number][]
}

/** Page expression returning a PageReading. */
export const readPage = `(() => {
  const state = window.__refresh
  return {
    timeOrigin: performance.timeOrigin,
    clickedAt: state.clickedAt,
    loadedAt: state.loadedAt,
    marks: performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime]),
    longTasks: state.longTasks,
  }
})()`

/** Service-worker expression: its marks as [name, epoch ms]. */
export const readServiceWorkerMarks = `performance.getEntriesByType('mark').map((mark) => [mark.name, performance.timeOrigin + mark.startTime])`
export const clearServiceWorkerMarks = `performance.clearMarks()`

const round = (value: number) => Math.round(value)

/** Stage durations (ms) of one Refresh, and the main-thread long tasks during it. */
export function refreshStages(page: PageReading, serviceWorkerMarks: [string, number][] = []) {
  const clicked = page.timeOrigin + page.clickedAt
  const pageMarks = page.marks.map(([name, at]) => [name, page.timeOrigin + at] as [string, number])
  const last = (marks: [string, number][], name: string) =>
    marks.filter(([mark, at]) => mark === name && at >= clicked).at(-1)?.[1]
  const sw = (name: string) => last(serviceWorkerMarks, `sheet-sw:${name}`)
  const pageRequest = last(pageMarks, 'sheet:request')
  const pageBodyEnd = last(pageMarks, 'sheet:downloaded')
  const parsed = last(pageMarks, 'sheet:parsed')
  // The worker sends companies as it reads them, most while the body downloads; its last message carries the index and report.
  const workerMessages = pageMarks
    .filter(([name, at]) => name === 'sheet:worker-message' && at >= clicked && at <= (parsed ?? Infinity))
    .map(([, at]) => at)
  const lastWorkerMessage = workerMessages.at(-1)
  const loaded = page.timeOrigin + page.loadedAt
  const swRequest = sw('request')
  const swBodyEnd = sw('body-end')
  const swDone = sw('snapshot-saved') ?? sw('checked')
  const viaServiceWorker = swRequest !== undefined
  // The service worker's last step before the page had the whole body: what the page waited for.
  const swBeforeDelivery = serviceWorkerMarks
    .filter(([name, at]) => name.startsWith('sheet-sw:') && at >= clicked && at <= (pageBodyEnd ?? Infinity))
    .reduce((latest, [, at]) => Math.max(latest, at), 0)
  const span = (from?: number, to?: number) => (from === undefined || to === undefined ? null : round(to - from))
  const tasks = page.longTasks.map(
    ([start, duration]) => [round(page.timeOrigin + start - clicked), round(duration)] as [number, number],
  )
  return {
    viaServiceWorker,
    refreshToLoadedMs: span(clicked, loaded),
    stagesMs: {
      network: viaServiceWorker ? span(swRequest, swBodyEnd) : span(pageRequest, pageBodyEnd),
      serviceWorkerChecksAndSnapshot: viaServiceWorker ? span(swBodyEnd, swDone) : null,
      deliveryToPage: viaServiceWorker ? span(swBeforeDelivery || undefined, pageBodyEnd) : null,
      /** What the worker had left to do when the page had the whole body: its last records, the ZIP index and the report. */
      workerParseAfterBodyEnd: span(pageBodyEnd, lastWorkerMessage),
      assemblyOnPage: span(lastWorkerMessage, parsed),
      render: span(parsed, loaded),
    },
    timelineMs: {
      pageRequest: span(clicked, pageRequest),
      swRequest: span(clicked, swRequest),
      swResponse: span(clicked, sw('response')),
      swBodyEnd: span(clicked, swBodyEnd),
      swChecked: span(clicked, sw('checked')),
      swSnapshotSaved: span(clicked, sw('snapshot-saved')),
      pageResponse: span(clicked, last(pageMarks, 'sheet:response')),
      pageBodyEnd: span(clicked, pageBodyEnd),
      lastWorkerMessage: span(clicked, lastWorkerMessage),
      parsed: span(clicked, parsed),
      loaded: span(clicked, loaded),
    },
    workerMessagesBeforeBodyEnd: workerMessages.filter((at) => at < (pageBodyEnd ?? -Infinity)).length,
    workerMessages: workerMessages.length,
    /** When each worker message arrived, from the click: companies in batches, the last with the index. */
    workerMessageTimelineMs: workerMessages.map((at) => round(at - clicked)),
    longTasksOver50ms: tasks.length,
    maxLongTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
    longTasks: tasks,
  }
}

export type RefreshStages = ReturnType<typeof refreshStages>
