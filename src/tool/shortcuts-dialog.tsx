import { useEffect, useRef } from 'react'
import { shortcutsCopy } from '../content/tool-copy'

interface ShortcutsDialogProps {
  open: boolean
  onClose: () => void
}

/** The '?' overlay: a modal dialog listing the tool's keyboard shortcuts. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal?.()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog ref={dialog} className="shortcuts-dialog" aria-labelledby="shortcuts-title" onClose={onClose}>
      <h2 id="shortcuts-title">{shortcutsCopy.title}</h2>
      <dl>
        {shortcutsCopy.items.map((item) => (
          <div key={item.action} className="shortcut-row">
            <dt>
              {item.keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{item.action}</dd>
          </div>
        ))}
      </dl>
      <p className="hint">{shortcutsCopy.note}</p>
      <button type="button" className="button button-primary" onClick={onClose}>
        {shortcutsCopy.close}
      </button>
    </dialog>
  )
}
