// The sheet's Email cell as the tool keeps it, also read by the ledger script to find where a quote goes.

// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/

// One '@', a dot in the domain, and nothing that could smuggle mailto headers (?bcc=) into the link.
const EMAIL_SHAPE = /^[^\s@:?#<>"'`\\,;()[\]/]+@[^\s@:?#<>"'`\\,;()[\]/]+\.[^\s@:?#<>"'`\\,;()[\]/]+$/

/** A plain address (a leading `mailto:` is dropped), or null; the UI builds the mailto: link. */
export function safeEmail(value: string): string | null {
  let v = value.trim()
  if (/^mailto:/i.test(v)) v = v.slice(7).trim()
  if (v === '' || CONTROL_CHARS.test(v) || !EMAIL_SHAPE.test(v)) return null
  return v
}
