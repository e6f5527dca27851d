// The ledger URL's first check, before anything is saved or sent.
import { ledgerAdminCopy as copy } from '../../content/ledger-admin-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { blockedConnectOrigin } from '../../partners/sheet-origins'

/** Why a ledger URL cannot work, before anything is saved; null when it may. */
export function ledgerUrlProblem(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return copy.notUrl
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return copy.notUrl
  if (/\/dev\/?$/.test(parsed.pathname)) return copy.devUrl
  const blocked = blockedConnectOrigin(parsed.href, window.location.origin, toolDeployment.connectSources)
  return blocked ? copy.blocked(blocked) : null
}
