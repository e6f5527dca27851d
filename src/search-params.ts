// Search params stay plain strings: TanStack's default JSON parsing would turn
// `?zip=01234` into the number 1234 and break ZIP lookups.

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
