// Search params stay plain strings. TanStack Router's default parser JSON-parses
// every value that looks like JSON (router-core's defaultParseSearch): `?zip=54016`
// would become the number 54016 (while `?zip=01234`, not valid JSON, stays a string),
// and its default stringifier writes a digit-only string in JSON quotes
// (`?zip=%2254016%22`). Here a value is always the text in the URL, and back.

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
