import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { copyCopy } from '../../content/tool-copy'
import { CopyIcon } from './icons'

type CopyState = 'idle' | 'copied' | 'failed'

/** Writes text to the clipboard; throws when the browser refuses. */
async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard is not available')
  await navigator.clipboard.writeText(text)
}

/** Copies and remembers the outcome for two seconds, for a brief confirmation. */
export function useCopy() {
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // An effect only to cancel the timer when the button goes away before it fires.
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current)
    try {
      await copyText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
    timer.current = setTimeout(() => setState('idle'), 2_000)
  }, [])
  const feedback = state === 'copied' ? copyCopy.copied : state === 'failed' ? copyCopy.failed : ''
  return { state, copy, feedback }
}

interface CopyButtonProps {
  text: string
  /** What is copied, for screen readers: "Copy username". */
  label: string
  /** Visible text, or an icon (its label names the button). */
  children?: ReactNode
}

export function CopyButton({ text, label, children = copyCopy.button }: CopyButtonProps) {
  const { state, copy, feedback } = useCopy()
  return (
    <span className="copy-control">
      <button
        type="button"
        className="button button-quiet"
        onClick={() => void copy(text)}
        aria-label={label}
        title={label}
      >
        {state === 'copied' ? copyCopy.copied : children}
      </button>
      <span className="copy-feedback" role="status">
        {feedback}
      </span>
    </span>
  )
}

export function CopyIconButton({ text, label }: Omit<CopyButtonProps, 'children'>) {
  return (
    <CopyButton text={text} label={label}>
      <CopyIcon />
    </CopyButton>
  )
}
