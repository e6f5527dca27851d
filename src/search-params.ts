// Plain strings: TanStack Router's default parser JSON-parses values (`?zip=54016` would be a number, `?zip=01234`
// a string), and its stringifier quotes a digit-only string (`?zip=%2254016%22`).

export type SearchRecord = Record<string, string>

export function parseSearch(searchStr: string): SearchRecord {
  const result: SearchRecord = {}
  for (const [key, value] of new URLSearchParams(searchStr)) {
    result[key] = value
  }
  return result
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
