// Untrusted cells become links only if the browser's own URL parser reads an allowed protocol from them.
import { CONTROL_CHARS } from './safe-email'

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

/** An absolute http:, https: or mailto: URL (trimmed); ` java\tscript:` and relative links are not. */
export function isSafeLink(value: string): boolean {
  const v = value.trim()
  if (v === '' || CONTROL_CHARS.test(v)) return false
  try {
    return ALLOWED_PROTOCOLS.has(new URL(v).protocol)
  } catch {
    return false
  }
}
