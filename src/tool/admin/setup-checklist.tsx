import { useState } from 'react'
import { ledgerAdminCopy } from '../../content/ledger-admin-copy'
import { setupChecklistCopy as copy } from '../../content/setup-checklist-copy'
import { onlineStatus } from '../../online-status'
import { isSheetUrlSet } from '../../partners/sheet-url'
import { useExternalStore } from '../../use-external-store'
import { useSheetUrl } from '../partners/sheet-load/effective-settings'
import { useSheetQuery } from '../partners/sheet-load/api'
import type { SheetData } from '../partners/sheet-load/fetch-sheet'
import { onDemand } from '../ui/on-demand'
import { TextList } from '../ui/text-list'
import { useLedgerCheck } from './api/ledger-check'
import { useLeadSources } from './api/lead-sources'
import { advisorySteps, requiredSteps, setupComplete, type SetupStep } from './setup-steps'
import './setup-checklist.css'

// The script's text is 20 KB: it loads when the owner opens it, not with the tool.
const LedgerScriptFiles = onDemand(
  async () => (await import('./ledger-script-files')).LedgerScriptFiles,
  ledgerAdminCopy.couldNotLoadScript,
)

/** The tool's own load of the partner sheet: null while loading, or when only a saved copy answered offline. */
function sheetLoads(configured: boolean, data: SheetData | undefined, failed: boolean): boolean | null {
  if (!configured) return false
  if (data?.snapshot) return data.snapshot.reason === 'bad-response' ? false : null
  if (data) return data.companies.length > 0
  return failed ? false : null
}

function StepList({ steps }: { steps: readonly SetupStep[] }) {
  return (
    <ul className="setup-steps">
      {steps.map((step) => (
        <li
          key={step.id}
          className={`setup-step setup-step-${step.mark === '✓' ? 'done' : step.mark === '✗' ? 'todo' : 'unknown'}`}
        >
          <span className="setup-mark" role="img" aria-label={copy.markNames[step.mark]}>
            {step.mark}
          </span>
          <details>
            <summary>{step.line}</summary>
            <TextList ordered lines={step.instructions} />
          </details>
        </li>
      ))}
    </ul>
  )
}

/** Admin → the ledger's setup, each step ticked from what the tool and `check` know; folded once all required are done. */
export function SetupChecklist({ checkPaused }: { checkPaused: boolean }) {
  // Source ages read from when Admin opened: close enough for a setup step.
  const [now] = useState(Date.now)
  const online = useExternalStore(onlineStatus)
  const sheetUrl = useSheetUrl()
  const configured = isSheetUrlSet(sheetUrl)
  const { query: sheet } = useSheetQuery(sheetUrl, configured)
  const check = useLedgerCheck(checkPaused)
  const { ledger: ownersLedger, query: sources } = useLeadSources()
  const [stepsShown, setStepsShown] = useState(false)
  const [scriptOpen, setScriptOpen] = useState(false)
  const input = {
    online,
    sheetLoads: sheetLoads(configured, configured ? sheet.data : undefined, sheet.isError),
    check,
    sources: ownersLedger ? sources.data?.sources : undefined,
    now,
  }
  const required = requiredSteps(input)
  const complete = setupComplete(required)
  return (
    <section className="setup-checklist" aria-labelledby="setup-checklist-heading">
      <h4 id="setup-checklist-heading">{copy.heading}</h4>
      {complete && !stepsShown ? (
        <p className="setup-complete">
          <span>{copy.complete}</span>{' '}
          <button type="button" className="button button-secondary" onClick={() => setStepsShown(true)}>
            {copy.showSteps}
          </button>
        </p>
      ) : (
        <>
          {required.some((step) => step.mark === '?') ? <p className="hint">{copy.unknownNote}</p> : null}
          <h5>{copy.required}</h5>
          <StepList steps={required} />
          <h5>{copy.advisory}</h5>
          <StepList steps={advisorySteps(input)} />
          <details className="ledger-setup" onToggle={(event) => setScriptOpen(event.currentTarget.open)}>
            <summary>{copy.scriptTitle}</summary>
            {scriptOpen ? (
              <LedgerScriptFiles loading={<p className="hint">{ledgerAdminCopy.loadingScript}</p>} />
            ) : null}
          </details>
          {complete ? (
            <button type="button" className="button button-secondary" onClick={() => setStepsShown(false)}>
              {copy.hideSteps}
            </button>
          ) : null}
        </>
      )}
    </section>
  )
}
