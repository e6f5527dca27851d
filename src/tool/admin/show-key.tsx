import { useState } from 'react'
import { ledgerAdminCopy } from '../../content/ledger-admin-copy'
import { setupChecklistCopy as copy } from '../../content/setup-checklist-copy'

/** `Show key` unmasks the key field only once the owner confirms that anyone at this screen will see it. */
export function ShowKey({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  const [asking, setAsking] = useState(false)
  return (
    <>
      <label className="show-key">
        <input
          type="checkbox"
          checked={shown}
          onChange={(event) => {
            if (!event.target.checked) onChange(false)
            setAsking(event.target.checked)
          }}
        />{' '}
        {ledgerAdminCopy.showKey}
      </label>
      {asking ? (
        <div className="show-key-question" role="group" aria-label={ledgerAdminCopy.showKey}>
          <p>{copy.showKeyQuestion}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setAsking(false)
              onChange(true)
            }}
          >
            {copy.showKeyConfirm}
          </button>{' '}
          <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
            {copy.showKeyCancel}
          </button>
        </div>
      ) : null}
    </>
  )
}
