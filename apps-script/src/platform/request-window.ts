/** A `since`/`until` window of a request in ms, or null when it is not one. */
export function requestWindow(since: unknown, until: unknown): { from: number; upTo: number } | null {
  const from = typeof since === 'string' ? new Date(since).getTime() : NaN
  const upTo =
    until === undefined || until === null ? Infinity : typeof until === 'string' ? new Date(until).getTime() : NaN
  return Number.isNaN(from) || Number.isNaN(upTo) ? null : { from, upTo }
}
