import { useState, type FormEvent } from 'react'
import { ledgerAdminCopy as copy } from '../../content/ledger-admin-copy'
import { useLedgerSettings } from '../ledger-link/ledger-settings'
import { FormActions, FormStatus, UrlField, type FormMessage } from './admin-form'
import { ledgerUrlProblem } from './ledger-url-problem'
import { useSaveLedgerSettings } from './api/ledger-check'
import { SetupChecklist } from './setup-checklist'
import { ShowKey } from './show-key'
import './ledger-admin.css'

/** Admin → Booking ledger: the web app URL and key, checked on save; waiting bookings survive a removal. */
export function LedgerAdminSection() {
  const inEffect = useLedgerSettings()
  const [url, setUrl] = useState(inEffect?.url ?? '')
  const [key, setKey] = useState(inEffect?.key ?? '')
  const [showKey, setShowKey] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const saving = useSaveLedgerSettings()
  const checking = saving.isPending && saving.variables.url !== ''
  const message: FormMessage = problem
    ? { text: problem, tone: 'error' }
    : checking
      ? { text: copy.checking, tone: 'ok' }
      : (saving.data ?? null)

  function saveLedger(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const ledger = { url: url.trim(), key: key.trim() }
    const found = !ledger.url || !ledger.key ? copy.missing : ledgerUrlProblem(ledger.url)
    setProblem(found)
    if (found) return saving.reset()
    saving.mutate(ledger)
  }

  function removeLedger() {
    setProblem(null)
    setUrl('')
    setKey('')
    saving.mutate({ url: '', key: '' })
  }

  return (
    <form className="admin-form ledger-admin" onSubmit={saveLedger} noValidate>
      <h3>{copy.heading}</h3>
      <p className="hint">{copy.intro}</p>
      <UrlField
        id="ledger-url-input"
        label={copy.urlLabel}
        value={url}
        onChange={setUrl}
        describedBy="ledger-message"
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
      <ShowKey shown={showKey} onChange={setShowKey} />
      <FormActions submit={copy.use} other={{ label: copy.remove, onClick: removeLedger }} />
      <FormStatus id="ledger-message" message={message} />
      <SetupChecklist checkPaused={saving.isPending} />
    </form>
  )
}
