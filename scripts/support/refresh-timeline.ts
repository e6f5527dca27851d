// Where a sheet Refresh spends its time, read from the page's performance marks (sheet:*) and
// long tasks. Shared by bench-browser.ts (under Playwright) and refresh-without-devtools.ts (a bare
// DevTools connection).

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
  clickedAt: number
  loadedAt: number
  marks: [string, number][]
  longTasks: [number, number][]
}

/** Page expression returning a PageReading. */
export const readPage = `(() => {
  const state = window.__refresh
  return {
    clickedAt: state.clickedAt,
    loadedAt: state.loadedAt,
    marks: performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime]),
    longTasks: state.longTasks,
  }
})()`

const round = (value: number) => Math.round(value)

/** Stage durations (ms) of one Refresh, and the main-thread long tasks during it. */
export function refreshStages(page: PageReading) {
  const last = (name: string) => page.marks.filter(([mark, at]) => mark === name && at >= page.clickedAt).at(-1)?.[1]
  const span = (from?: number, to?: number) => (from === undefined || to === undefined ? null : round(to - from))
  const [request, response, downloaded, parsed] = ['request', 'response', 'downloaded', 'parsed'].map((name) =>
    last(`sheet:${name}`),
  )
  const tasks = page.longTasks.map(([start, duration]) => [round(start - page.clickedAt), round(duration)])
  return {
    refreshToLoadedMs: span(page.clickedAt, page.loadedAt),
    stagesMs: {
      /** Request to the body's last byte on the page, through the service worker when it is in the path. */
      download: span(request, downloaded),
      /** The worker's one parse of the whole body, and its answer reaching the page. */
      parse: span(downloaded, parsed),
      render: span(parsed, page.loadedAt),
    },
    timelineMs: {
      request: span(page.clickedAt, request),
      response: span(page.clickedAt, response),
      downloaded: span(page.clickedAt, downloaded),
      parsed: span(page.clickedAt, parsed),
      loaded: span(page.clickedAt, page.loadedAt),
    },
    longTasksOver50ms: tasks.length,
    maxLongTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration!)),
    longTasks: tasks,
  }
}

export type RefreshStages = ReturnType<typeof refreshStages>
