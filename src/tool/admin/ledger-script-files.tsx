import ledgerScript from '../../../apps-script/ledger.js?raw'
import ledgerManifest from '../../../apps-script/appsscript.json?raw'
import { ledgerAdminCopy as copy } from '../../content/ledger-admin-copy'
import { CopyButton } from '../ui/copy-button'

function ScriptFile({ title, text, copyLabel }: { title: string; text: string; copyLabel: string }) {
  return (
    <div className="ledger-file">
      <CopyButton text={text} label={copyLabel}>
        {copyLabel}
      </CopyButton>
      <details>
        <summary>{title}</summary>
        <pre tabIndex={0}>
          <code>{text}</code>
        </pre>
      </details>
    </div>
  )
}

export function LedgerScriptFiles() {
  return (
    <>
      <ScriptFile title={copy.scriptTitle} text={ledgerScript} copyLabel={copy.copyScript} />
      <ScriptFile title={copy.manifestTitle} text={ledgerManifest} copyLabel={copy.copyManifest} />
    </>
  )
}
