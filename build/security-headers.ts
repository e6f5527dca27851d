// The static host's response headers, in one place: dist/_headers (Netlify, Cloudflare Pages) and `vite preview`.

import { httpOriginOf, connectSources, type SheetOriginSettings } from '../src/partners/sheet-origins.ts'

export interface SecurityHeaderOptions extends SheetOriginSettings {
  /** The booking widget's URL (VITE_BOOKING_URL): its origin is the only frame source. */
  bookingUrl: string
  /** CSP hashes of the prerendered pages' inline CSS: the only inline styles allowed, never 'unsafe-inline'. */
  inlineStyleHashes?: string[]
}

export interface HeaderRule {
  /** A path pattern in _headers syntax: exact, or ending in `*`. */
  path: string
  headers: Record<string, string>
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  // The same list the Admin tab checks a sheet URL against before saving it (src/partners/sheet-origins.ts).
  const sheetOrigins = connectSources(options)
  const bookingOrigin = httpOriginOf(options.bookingUrl)
  const directives: Record<string, (string | null)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...(options.inlineStyleHashes ?? [])],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sheetOrigins],
    'frame-src': bookingOrigin ? [bookingOrigin] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(
      ([name, sources]) =>
        `${name} ${[...new Set(sources.filter((source): source is string => Boolean(source)))].join(' ')}`,
    )
    .join('; ')
}

export function securityHeaderRules(options: SecurityHeaderOptions): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(options),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        'X-Frame-Options': 'DENY',
      },
    },
    // The setter tool is internal: keep it out of search engines (robots.txt says the same). COOP guards its
    // shared logins; on the public pages it only cost Chromium a new browsing-context group per visit.
    ...['/tool', '/tool/*', '/app.html'].map((path) => ({
      path,
      headers: {
        'Cross-Origin-Opener-Policy': 'same-origin',
        ...(path === '/app.html' ? {} : { 'X-Robots-Tag': 'noindex, nofollow' }),
      },
    })),
  ]
}

export function renderHeadersFile(rules: HeaderRule[]): string {
  return (
    rules
      .map((rule) =>
        [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
      )
      .join('\n\n') + '\n'
  )
}

function ruleMatches(rulePath: string, pathname: string): boolean {
  return rulePath.endsWith('*') ? pathname.startsWith(rulePath.slice(0, -1)) : pathname === rulePath
}

/** The headers a path gets: every matching rule, in order. */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => ruleMatches(rule.path, pathname)).map((rule) => rule.headers))
}

/** Reads _headers text back into rules (the inverse of renderHeadersFile; unknown lines are ignored). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}
