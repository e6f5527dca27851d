import { checklistCopy } from '../../content/tool-copy'
import { dailyChecklist, EMPTY_CHECKLIST } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'

export function ChecklistPanel() {
  const progress = usePersistedValue(dailyChecklist)
  const done = checklistCopy.steps.filter((step) => progress[step.id]).length
  return (
    <>
      <h2>{checklistCopy.heading}</h2>
      <p>{checklistCopy.intro}</p>
      <p className="hint" aria-live="polite">
        {done} of {checklistCopy.steps.length} done
      </p>
      <ol className="checklist">
        {checklistCopy.steps.map((step) => (
          <li key={step.id}>
            <label>
              <input
                type="checkbox"
                checked={progress[step.id]}
                onChange={(event) => {
                  const checked = event.target.checked
                  void dailyChecklist.update((current) => ({ ...current, [step.id]: checked }))
                }}
              />
              <span>{step.text}</span>
            </label>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void dailyChecklist.save(EMPTY_CHECKLIST)}
      >
        {checklistCopy.reset}
      </button>
    </>
  )
}
