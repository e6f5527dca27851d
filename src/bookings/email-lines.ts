// How every email the ledger sends is written: a field can never start a line of its own, and a note (text the agency
// did not write, or may not have checked) goes last, indented, its links made unclickable. Framework-free.

/** Runs of line breaks (`\r`, `\n`, U+0085, U+2028, U+2029, vertical tab, form feed) and tabs. */
const BREAKS_AND_TABS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g

/** One line break of a note: `\r\n` counts once. */
const NOTE_LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/

/** An `http` or `https` URL's scheme and host (with any user and port): what a mail client needs to make a link. */
const URL_START = /(h)tt(ps?):\/\/([^\s/?#\\]*)/gi

/** A dot, and the full stops that international domain names read as one. */
const HOST_DOT = /[.\u3002\uff0e\uff61]/g

/** The text on one line: each run of line breaks and tabs becomes one space. Every booking field but notes. */
export const oneLine = (text: string) => text.replace(BREAKS_AND_TABS, ' ')

/** Every http/https URL written so no mail client makes it a link: `hxxps://evil[.]example/refund`. */
export const defanged = (text: string) =>
  text.replace(
    URL_START,
    (_url, h: string, ps: string, host: string) => `${h}xx${ps}://${host.replace(HOST_DOT, '[.]')}`,
  )

/** A note to put last in an email, under its heading; an empty one is left out. */
export interface EmailNote {
  heading: string
  text: string | undefined
}

const NOTE_INDENT = '  '

/**
 * An email's plain text: each of `lines` kept on one line (a field inside it cannot break it), then each non-empty
 * note last, after a blank line, under its heading, every line of it indented by two spaces and its links defanged.
 */
export function emailText(lines: readonly string[], notes: readonly EmailNote[] = []): string {
  const written = lines.map(oneLine)
  for (const note of notes) {
    const noteLines = linesOf(typeof note.text === 'string' ? defanged(note.text) : '')
    if (noteLines.length === 0) continue
    written.push('', oneLine(note.heading), ...noteLines.map((line) => NOTE_INDENT + line))
  }
  return written.join('\n')
}

/** A note's lines, tabs made spaces and each trimmed at its end, without blank lines before and after them. */
function linesOf(text: string): string[] {
  const lines = text.split(NOTE_LINE_BREAK).map((line) => oneLine(line).trimEnd())
  let first = 0
  let end = lines.length
  while (first < end && lines[first] === '') first++
  while (end > first && lines[end - 1] === '') end--
  return lines.slice(first, end)
}
