// The app's one cache of Intl formatters and collators: building one is slow, and the same few are used on every render.

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.Collator>()

function once<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.Collator>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined
  if (!value) {
    value = make()
    made.set(key, value)
  }
  return value
}

/** A formatter for `locale` and `options`, made once. `timeZone` must be an IANA name Intl knows. */
export const dateFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  once(`date|${locale ?? ''}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  once(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options))

/** Compares text as a reader sorts it: `sensitivity: 'base'` ignores case and accents. */
export const collator = (locale: string, options: Intl.CollatorOptions = {}) =>
  once(`collator|${locale}|${JSON.stringify(options)}`, () => new Intl.Collator(locale, options))

/** ICU 72+ puts a narrow no-break space before AM/PM; setters (and tests) expect a plain space. */
const withPlainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

/** `3:12 PM` in the setter's own time. */
export const setterClockTime = (time: number) =>
  withPlainSpaces(dateFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(time))
