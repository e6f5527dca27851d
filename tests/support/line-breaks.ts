// The characters the email rule puts on one line: the 7 line breaks and the tab, each by name, for it.each.
export const BREAKS_AND_TAB: [name: string, character: string][] = [
  ['\\r', '\r'],
  ['\\n', '\n'],
  ['U+0085', '\u0085'],
  ['U+2028', '\u2028'],
  ['U+2029', '\u2029'],
  ['vertical tab', '\v'],
  ['form feed', '\f'],
  ['tab', '\t'],
]
