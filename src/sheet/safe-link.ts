// Untrusted cells become links only if the browser's own URL parser reads an allowed protocol from them.
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/

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

// One '@', a dot in the domain, and nothing that could smuggle mailto headers (?bcc=) into the link.
const EMAIL_SHAPE = /^[^\s@:?#<>"'`\\,;()[\]/]+@[^\s@:?#<>"'`\\,;()[\]/]+\.[^\s@:?#<>"'`\\,;()[\]/]+$/

/** A plain address (a leading `mailto:` is dropped), or null; the UI builds the mailto: link. */
export function safeEmail(value: string): string | null {
  let v = value.trim()
  if (/^mailto:/i.test(v)) v = v.slice(7).trim()
  if (v === '' || CONTROL_CHARS.test(v) || !EMAIL_SHAPE.test(v)) return null
  return v
}
