import { useState, type FormEvent } from 'react'
import { bookingCopy } from '../../content/booking-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { blockedSheetOrigin } from '../../sheet/sheet-origins'
import { savedLedgerKey, savedLedgerUrl } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'
import { checkLedger, type LedgerSettings } from './ledger-client'
import { currentLedger } from './outbox-sender'

type Message = { text: string; tone: 'ok' | 'error' } | null
const copy = bookingCopy.admin

/** Why a ledger URL cannot work, before anything is saved; null when it may. */
function ledgerUrlProblem(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return copy.notUrl
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return copy.notUrl
  if (/\/dev\/?$/.test(parsed.pathname)) return copy.devUrl
  const blocked = blockedSheetOrigin(parsed.href, window.location.origin, toolDeployment.sheetConnectSources)
  return blocked ? copy.blocked(blocked) : null
}

async function checkedMessage(ledger: LedgerSettings): Promise<Message> {
  if (!navigator.onLine) return { text: copy.offline, tone: 'ok' }
  const reply = await checkLedger(ledger)
  if (reply.kind === 'answer') return { text: copy.connected, tone: 'ok' }
  if (reply.kind === 'unreachable')
    return { text: navigator.onLine ? copy.notWebApp(reply.detail) : copy.offline, tone: 'error' }
  if (reply.error === 'bad-key') return { text: copy.badKey, tone: 'error' }
  return { text: reply.error === 'busy' ? copy.busy : copy.badRequest, tone: 'error' }
}

/** Admin → Booking ledger: the web app URL and key, checked on save; waiting bookings survive a removal. */
export function LedgerAdminSection() {
  usePersistedValue(savedLedgerUrl)
  usePersistedValue(savedLedgerKey)
  const inEffect = currentLedger()
  const [url, setUrl] = useState(inEffect?.url ?? '')
  const [key, setKey] = useState(inEffect?.key ?? '')
  const [showKey, setShowKey] = useState(false)
  const [message, setMessage] = useState<Message>(null)

  async function saveLedger(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const ledger = { url: url.trim(), key: key.trim() }
    if (!ledger.url || !ledger.key) return setMessage({ text: copy.missing, tone: 'error' })
    const problem = ledgerUrlProblem(ledger.url)
    if (problem) return setMessage({ text: problem, tone: 'error' })
    setMessage({ text: copy.checking, tone: 'ok' })
    await Promise.all([savedLedgerUrl.save(ledger.url), savedLedgerKey.save(ledger.key)])
    setMessage(await checkedMessage(ledger))
  }

  async function removeLedger() {
    await Promise.all([savedLedgerUrl.save(''), savedLedgerKey.save('')])
    setUrl('')
    setKey('')
    setMessage({ text: copy.removed, tone: 'ok' })
  }

  return (
    <form className="admin-form ledger-admin" onSubmit={(event) => void saveLedger(event)} noValidate>
      <h3>{copy.heading}</h3>
      <p className="hint">{copy.intro}</p>
      <label htmlFor="ledger-url-input">{copy.urlLabel}</label>
      <input
        id="ledger-url-input"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        aria-describedby="ledger-message"
      />
      <label htmlFor="ledger-key-input">{copy.keyLabel}</label>
      <input
        id="ledger-key-input"
        type={showKey ? 'text' : 'password'}
        autoComplete="off"
        spellCheck={false}
        value={key}
        onChange={(event) => setKey(event.target.value)}
        aria-describedby="ledger-message"
      />
      <label className="show-key">
        <input type="checkbox" checked={showKey} onChange={(event) => setShowKey(event.target.checked)} />{' '}
        {copy.showKey}
      </label>
      <div className="admin-actions">
        <button type="submit" className="button button-primary">
          {copy.use}
        </button>
        <button type="button" className="button button-secondary" onClick={() => void removeLedger()}>
          {copy.remove}
        </button>
      </div>
      <p id="ledger-message" className={`form-message ${message?.tone ?? ''}`} role="status">
        {message?.text}
      </p>
      <details className="ledger-setup">
        <summary>{copy.setupTitle}</summary>
        <ol>
          {copy.setupSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
    </form>
  )
}
