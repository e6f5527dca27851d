import { useState, type FormEvent } from 'react'
import { mapCopy } from '../../content/partners/map-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { adminCopy } from '../../content/tool-copy'
import { isSafeLink } from '../../partners/safe-link'
import { blockedConnectOrigin } from '../../partners/sheet-origins'
import { normaliseSheetUrl } from '../../partners/sheet-url'
import { savedSheetUrl, savedTrainingUrl } from '../../storage/tool-storage'
import { FormActions, FormStatus, UrlField, type FormMessage } from './admin-form'
import { onDemand } from '../ui/on-demand'
import { SheetReportView } from './sheet-report-view'
import { LedgerAdminSection } from './ledger-admin-section'
import { useLedgerBookings } from '../bookings/use-ledger-bookings'
import { useLedgerKeyHolder } from '../ledger-link/ledger-settings'
import { WeeklyStatementView } from './weekly-statement-view'
import { QuotesNotEmailed } from './quotes-not-emailed'
import { SavedUnderAnotherKey } from './saved-under-another-key'
import { RefundsAsked } from './refunds-asked'
import { NeedsYou } from './needs-you'
import { LeadSourcesSection } from './lead-sources-section'
import { useNow } from '../ui/use-now'
import { useSheetUrl, useTrainingUrl } from '../partners/sheet-load/effective-settings'
import type { SheetState } from '../partners/sheet-load/use-sheet'

// The national coverage map loads only when Admin is opened (its canvas and d3 in the map chunk).
const CoverageSlot = onDemand(async () => (await import('../map/coverage-slot')).CoverageSlot, mapCopy.couldNotLoad)

/** A sheet URL must be an absolute http(s) link, or a path on this site (the bundled demo sheet). */
function isUsableSheetUrl(value: string): boolean {
  try {
    const url = new URL(value, window.location.href)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** The URL a submitted form holds, trimmed; null, and the form says why, when it is not one it can use. */
function submittedUrl(
  event: FormEvent<HTMLFormElement>,
  draft: string,
  usable: (url: string) => boolean,
  refused: string,
  say: (message: FormMessage) => void,
): string | null {
  event.preventDefault()
  const trimmed = draft.trim()
  if (trimmed && usable(trimmed)) return trimmed
  say({ text: refused, tone: 'error' })
  return null
}

export function AdminPanel({ sheet }: { sheet: SheetState }) {
  const now = useNow()
  const ledger = useLedgerBookings(now, sheet.companies)
  // The weekly statement is the owner's: a setter's key does not show it.
  const ownersView = useLedgerKeyHolder()?.role !== 'setter'
  const sheetUrl = useSheetUrl()
  const trainingUrl = useTrainingUrl()
  const [sheetDraft, setSheetDraft] = useState(sheetUrl)
  const [trainingDraft, setTrainingDraft] = useState(trainingUrl)
  const [sheetMessage, setSheetMessage] = useState<FormMessage>(null)
  const [trainingMessage, setTrainingMessage] = useState<FormMessage>(null)
  // The load a save started, and the sheet that was working before it (the way back if it fails).
  const [savedLoad, setSavedLoad] = useState<{ url: string; previous: string | null } | null>(null)
  const loadEnded = savedLoad !== null && sheet.sheetUrl === savedLoad.url && !sheet.isFetching
  const loadFailed = loadEnded && sheet.data === undefined

  async function saveSheetUrl(event: FormEvent<HTMLFormElement>) {
    const typed = submittedUrl(event, sheetDraft, isUsableSheetUrl, adminCopy.invalidSheet, setSheetMessage)
    if (!typed) return
    const normalised = normaliseSheetUrl(typed)
    // The CSP would block the load: say so, and keep the URL in effect as it is.
    const blocked = blockedConnectOrigin(normalised, window.location.origin, toolDeployment.connectSources)
    if (blocked) {
      setSheetMessage({ text: adminCopy.blockedSheetOrigin(blocked), tone: 'error' })
      return
    }
    setSheetDraft(normalised)
    setSheetMessage({ text: adminCopy.savedSheet, tone: 'ok' })
    setSavedLoad({ url: normalised, previous: sheet.data ? sheet.sheetUrl : (savedLoad?.previous ?? null) })
    await savedSheetUrl.save(normalised)
    sheet.reload(normalised)
  }

  /** Back to a sheet that worked, or to the deployment's own: no way back is offered from there. */
  async function switchSheet(url: string, message: string) {
    setSheetDraft(url)
    setSheetMessage({ text: message, tone: 'ok' })
    setSavedLoad({ url, previous: null })
    if (url === toolDeployment.defaultSheetCsvUrl) await savedSheetUrl.remove()
    else await savedSheetUrl.save(url)
    sheet.reload(url)
  }

  async function saveTrainingUrl(event: FormEvent<HTMLFormElement>) {
    const typed = submittedUrl(event, trainingDraft, isSafeLink, adminCopy.invalidTraining, setTrainingMessage)
    if (!typed) return
    setTrainingDraft(typed)
    await savedTrainingUrl.save(typed)
    setTrainingMessage({ text: adminCopy.savedTraining, tone: 'ok' })
  }

  return (
    <>
      <h2>
        {adminCopy.heading} <span className="tool-tab-badge">{adminCopy.badge}</span>
      </h2>
      <p className="hint">{adminCopy.notice}</p>
      {ownersView ? <NeedsYou ledger={ledger} now={now} /> : null}

      <form className="admin-form" onSubmit={saveSheetUrl} noValidate>
        <UrlField
          id="sheet-url-input"
          label={adminCopy.sheetLabel}
          help={{ id: 'sheet-url-help', text: adminCopy.sheetHelp }}
          value={sheetDraft}
          onChange={setSheetDraft}
          describedBy="sheet-url-help sheet-url-message"
        />
        <FormActions
          submit={adminCopy.useSheet}
          other={{
            label: adminCopy.clear,
            onClick: () => void switchSheet(toolDeployment.defaultSheetCsvUrl, adminCopy.clearedSheet),
          }}
        />
        <FormStatus id="sheet-url-message" message={sheetMessage} />
        {loadEnded ? (
          <p className={`form-message ${loadFailed ? 'error' : 'ok'}`} role="status">
            {sheet.status}
            {sheet.failureDetail ? ` (${sheet.failureDetail})` : ''}
          </p>
        ) : null}
        {loadFailed && savedLoad.previous !== null ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void switchSheet(savedLoad.previous!, adminCopy.savedSheet)}
          >
            {adminCopy.usePreviousSheet}
          </button>
        ) : null}
      </form>

      <form className="admin-form" onSubmit={saveTrainingUrl} noValidate>
        <UrlField
          id="training-url-input"
          label={adminCopy.trainingLabel}
          value={trainingDraft}
          onChange={setTrainingDraft}
          describedBy="training-url-message"
        />
        <FormActions submit={adminCopy.useTraining} />
        <FormStatus id="training-url-message" message={trainingMessage} />
      </form>

      <LedgerAdminSection />
      <SavedUnderAnotherKey />
      <QuotesNotEmailed ledger={ledger} now={now} />
      {ownersView ? (
        <>
          <RefundsAsked now={now} />
          <LeadSourcesSection now={now} />
          <WeeklyStatementView ledger={ledger} companies={sheet.companies} now={now} />
        </>
      ) : null}

      <SheetReportView sheet={sheet} />
      <CoverageSlot sheet={sheet} loading={null} />
    </>
  )
}
