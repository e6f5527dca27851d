// The app's one cache of Intl date formatters: building one is slow, and the same few are used on every render.

const formatters = new Map<string, Intl.DateTimeFormat>()

/** A formatter for `locale` and `options`, made once. `timeZone` must be an IANA name Intl knows. */
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, formatter)
  }
  return formatter
}

/** ICU 72+ puts a narrow no-break space before AM/PM; setters (and tests) expect a plain space. */
export const withPlainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

/** `3:12 PM` in the setter's own time. */
export const setterClockTime = (time: number) =>
  withPlainSpaces(dateFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(time))
