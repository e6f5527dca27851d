// Link hygiene for untrusted sheet cells. A cell only becomes an href if the URL
// parser (the same algorithm the browser uses for <a href>) gives it one of the
// allowed protocols. `new URL()` strips leading C0 controls/spaces and removes tabs
// and newlines anywhere, so ` javascript:`, `java\tscript:` and `JavaScript:` all
// come out as protocol 'javascript:' and are rejected; relative or unparsable
// values throw and are rejected too. As an extra guard any ASCII/C1 control
// character rejects the value outright.

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/

/** True if `value` (trimmed) is an absolute http:, https: or mailto: URL. Empty is not safe. */
export function isSafeLink(value: string): boolean {
  const v = value.trim()
  if (v === '' || CONTROL_CHARS.test(v)) return false
  if (typeof URL.canParse === 'function') {
    // Without controls or surrounding spaces, the URL parser's protocol is the text up to the first
    // ':' lower-cased, so the protocol is checked on the text and the parser only has to accept it
    // (no URL object is made: a sheet has thousands of links).
    return hasAllowedScheme(v) && URL.canParse(v)
  }
  let url: URL
  try {
    url = new URL(v)
  } catch {
    return false
  }
  return ALLOWED_PROTOCOLS.has(url.protocol)
}

/** Starts with 'http:', 'https:' or 'mailto:', in any case (ASCII letters only, as in the URL parser). */
function hasAllowedScheme(v: string): boolean {
  return (
    startsWithAsciiCaseless(v, 'http:') || startsWithAsciiCaseless(v, 'https:') || startsWithAsciiCaseless(v, 'mailto:')
  )
}

/** `prefix`: lower-case ASCII letters, then ':'. */
function startsWithAsciiCaseless(v: string, prefix: string): boolean {
  if (v.length < prefix.length) return false
  for (let i = 0; i < prefix.length; i++) {
    const c = v.charCodeAt(i)
    const p = prefix.charCodeAt(i)
    if (c !== p && !(p >= 97 && c === p - 32)) return false
  }
  return true
}

/**
 * Email cells are plain addresses; the UI builds `mailto:` from them. An optional
 * leading `mailto:` is tolerated and removed. The result must look like an address:
 * exactly one '@' with text on both sides and a dot in the domain, no whitespace or
 * control characters, no ':' and none of ?#<>"'`\,;()[] (so nothing can smuggle
 * mailto headers such as ?bcc= into the link). Returns the address or null.
 */
const EMAIL_SHAPE = /^[^\s@:?#<>"'`\\,;()[\]/]+@[^\s@:?#<>"'`\\,;()[\]/]+\.[^\s@:?#<>"'`\\,;()[\]/]+$/

export function safeEmail(value: string): string | null {
  let v = value.trim()
  if (/^mailto:/i.test(v)) v = v.slice(7).trim()
  if (v === '' || CONTROL_CHARS.test(v) || !EMAIL_SHAPE.test(v)) return null
  return v
}
