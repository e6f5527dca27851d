// The double's HtmlService and the Utilities methods the ledger's links need, as Google documents them:
// createHtmlOutput(html) answers an HtmlOutput (setTitle/getTitle, getContent, append, addMetaTag, …);
// computeHmacSha256Signature answers signed bytes; base64EncodeWebSafe keeps the `=` padding; formatDate reads a
// SimpleDateFormat pattern (the letters the script uses) in an IANA zone.
import { createHmac } from 'node:crypto'

export class FakeHtmlOutput {
  private title = ''
  private readonly metaTags: { name: string; content: string }[] = []
  width = 0
  height = 0
  constructor(private content: string) {}
  getContent() {
    return this.content
  }
  setContent(content: string) {
    this.content = String(content)
    return this
  }
  append(addedContent: string) {
    this.content += String(addedContent)
    return this
  }
  appendUntrusted(addedContent: string) {
    this.content += String(addedContent).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    return this
  }
  setTitle(title: string) {
    this.title = String(title)
    return this
  }
  getTitle() {
    return this.title
  }
  addMetaTag(name: string, content: string) {
    this.metaTags.push({ name: String(name), content: String(content) })
    return this
  }
  getMetaTags() {
    return this.metaTags.map((tag) => ({ getName: () => tag.name, getContent: () => tag.content }))
  }
  setWidth(width: number) {
    this.width = width
    return this
  }
  setHeight(height: number) {
    this.height = height
    return this
  }
  setXFrameOptionsMode() {
    return this
  }
}

export type HtmlOutput = FakeHtmlOutput

export const createHtmlOutput = (html = '') => new FakeHtmlOutput(String(html))

const bytesOf = (value: string | number[]) =>
  typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value.map((byte) => byte & 0xff))

/** Google answers Java's signed bytes (-128 to 127). */
export function computeHmacSha256Signature(value: string | number[], key: string | number[]): number[] {
  return [...createHmac('sha256', bytesOf(key)).update(bytesOf(value)).digest()].map((byte) =>
    byte > 127 ? byte - 256 : byte,
  )
}

export const base64EncodeWebSafe = (data: string | number[]) =>
  bytesOf(data).toString('base64').replace(/\+/g, '-').replace(/\//g, '_')

/** SimpleDateFormat's yyyy MM MMM dd d HH mm ss EEE and quoted text, in `timeZone`, en-US. */
/** Java's TimeZone reads an ID it does not know as GMT, silently; Intl would throw. */
const javaZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return 'UTC'
  }
}

export function formatDate(date: Date, givenZone: string, pattern: string): string {
  const parts: Record<string, string> = {}
  const timeZone = javaZone(givenZone)
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  for (const { type, value } of format.formatToParts(date)) parts[type] = value
  const month = new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric' }).format(date)
  const pad = (text: string) => text.padStart(2, '0')
  const letters: Record<string, string> = {
    yyyy: parts.year!,
    MMM: parts.month!,
    MM: pad(month),
    dd: pad(parts.day!),
    d: String(Number(parts.day)),
    HH: pad(String(Number(parts.hour) % 24)),
    mm: pad(parts.minute!),
    ss: pad(parts.second!),
    EEE: parts.weekday!,
  }
  return pattern.replace(/'([^']*)'|yyyy|MMM|MM|dd|d|HH|mm|ss|EEE/g, (token, quoted?: string) =>
    quoted !== undefined ? quoted : letters[token]!,
  )
}
