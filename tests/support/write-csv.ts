// Test-only CSV writer: quotes every field and doubles embedded quotes.
export function writeCsv(rows: readonly (readonly string[])[], newline: '\r\n' | '\n' = '\r\n'): string {
  return rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join(newline) + newline
}
