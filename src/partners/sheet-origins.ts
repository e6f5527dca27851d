// Read by the build (the CSP's connect-src) and by Admin, so an owner hears why a URL cannot work before saving it.

/** Google's published-sheet exports: docs.google.com answers with a redirect to *.googleusercontent.com. */
const GOOGLE_SHEET_ORIGINS = ['https://docs.google.com', 'https://*.googleusercontent.com'] as const
/** An Apps Script web app (the booking ledger): script.google.com answers with a redirect to its content host. */
const LEDGER_ORIGINS = ['https://script.google.com', 'https://script.googleusercontent.com'] as const

export interface SheetOriginSettings {
  defaultSheetUrl: string
  extraSheetSources: string
}

/** @internal The build (build/security-headers.ts) reads the booking page's origin with it. */
export function httpOriginOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

/** The CSP's connect-src besides 'self': Google's sheet and web-app hosts, the default sheet's origin and VITE_SHEET_CONNECT_SRC. */
export function connectSources(settings: SheetOriginSettings): string[] {
  const defaultOrigin = httpOriginOf(settings.defaultSheetUrl)
  const extra = settings.extraSheetSources.split(/\s+/).filter(Boolean)
  return [...new Set([...GOOGLE_SHEET_ORIGINS, ...LEDGER_ORIGINS, ...(defaultOrigin ? [defaultOrigin] : []), ...extra])]
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** Matches a CSP host source as the browser does: an http: source allows https:, `*.` means subdomains only. */
function sourceAllows(source: string, url: URL): boolean {
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?(?:\/.*)?$/i.exec(source)
  if (!match) return false
  const [, scheme, wildcard, host, port] = match
  const urlScheme = url.protocol.slice(0, -1)
  if (scheme) {
    const s = scheme.toLowerCase()
    if (s !== urlScheme && !(s === 'http' && urlScheme === 'https')) return false
  } else if (urlScheme !== 'https' && urlScheme !== 'http') {
    return false
  }
  const sourceHost = host!.toLowerCase()
  const urlHost = url.hostname.toLowerCase()
  if (wildcard ? !urlHost.endsWith(`.${sourceHost}`) : urlHost !== sourceHost) return false
  if (port === '*') return true
  const urlPort = url.port || DEFAULT_PORTS[url.protocol]
  const sourcePort = port ?? (scheme ? DEFAULT_PORTS[`${scheme.toLowerCase()}:`] : DEFAULT_PORTS[url.protocol])
  return (
    urlPort === sourcePort ||
    (port === undefined && scheme?.toLowerCase() === 'http' && urlScheme === 'https' && urlPort === '443')
  )
}

/** The origin of `address` (a sheet or the ledger) when this deployment's CSP would block it, else null (relative: this site). */
export function blockedConnectOrigin(address: string, pageOrigin: string, sources: readonly string[]): string | null {
  let url: URL
  try {
    url = new URL(address, pageOrigin)
  } catch {
    return null // not a URL at all: another check's business
  }
  if (url.origin === pageOrigin) return null
  return sources.some((source) => sourceAllows(source, url)) ? null : url.origin
}
