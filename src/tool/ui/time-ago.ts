/** "just now", "1 min ago", "12 min ago", "3 h ago", "2 days ago". */
export function timeAgo(then: number, current: number): string {
  const minutes = Math.floor(Math.max(0, current - then) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ago`
  return `${Math.floor(hours / 24)} days ago`
}
