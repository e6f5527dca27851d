import { useEffect, useRef, useState } from 'react'
import { loginInfoCopy } from '../content/tool-copy'

type CopyState = 'idle' | 'copied' | 'failed'

/** Writes text to the clipboard; throws when the browser refuses. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard is not available')
  await navigator.clipboard.writeText(text)
}

interface CopyButtonProps {
  text: string
  /** What is copied, for screen readers: "Copy username". */
  label: string
}

export function CopyButton({ text, label }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    clearTimeout(timer.current)
    try {
      await copyText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
    timer.current = setTimeout(() => setState('idle'), 2_000)
  }

  return (
    <span className="copy-control">
      <button type="button" className="button button-quiet" onClick={copy} aria-label={label}>
        {state === 'copied' ? loginInfoCopy.copied : loginInfoCopy.copy}
      </button>
      <span className="copy-feedback" role="status">
        {state === 'copied' ? loginInfoCopy.copied : state === 'failed' ? loginInfoCopy.copyFailed : ''}
      </span>
    </span>
  )
}
