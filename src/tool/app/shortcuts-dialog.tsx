import { shortcutsCopy } from '../../content/tool-copy'
import { ModalDialog } from '../ui/modal-dialog'

interface ShortcutsDialogProps {
  open: boolean
  onClose: () => void
}

export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  return (
    <ModalDialog open={open} className="shortcuts-dialog" title={shortcutsCopy.title} onClose={onClose}>
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
    </ModalDialog>
  )
}
