// A part (the maps) whose code cannot be fetched says so alone and retries once online; the rest of the tool carries on.
import { Component, lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { searchCopy } from '../../content/tool-copy'
import { onlineStatus } from '../../online-status'

class PartLoadError extends Error {}

interface FailedPartProps {
  children: ReactNode
  failed: ReactNode
  onFailed: () => void
}

class FailedPart extends Component<FailedPartProps, { error: unknown }> {
  state: { error: unknown } = { error: null }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  componentDidCatch(error: unknown) {
    if (error instanceof PartLoadError) this.props.onFailed()
  }
  render() {
    if (this.state.error === null) return this.props.children
    if (this.state.error instanceof PartLoadError) return this.props.failed
    throw this.state.error
  }
}

function CouldNotLoad({ text, focus, onRetry }: { text: string; focus: boolean; onRetry: (byKey: boolean) => void }) {
  // An effect because reconnecting is the tool's online rule's event, not this part's.
  useEffect(
    () =>
      onlineStatus.subscribe(() => {
        if (onlineStatus.get()) onRetry(false)
      }),
    [onRetry],
  )
  return (
    <p className="hint part-failed" role="status">
      {text}{' '}
      <button type="button" className="button button-quiet" autoFocus={focus} onClick={() => onRetry(true)}>
        {searchCopy.tryAgain}
      </button>
    </p>
  )
}

/** The component `load` resolves to, loaded on first render; `loading` shows meanwhile, `failedText` if it cannot load. */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, failedText: string) {
  const loader = () =>
    lazy(async () => {
      try {
        return { default: await load() }
      } catch (error) {
        throw new PartLoadError(String(error))
      }
    })
  let Loaded = loader()
  // A failed load is not kept: the next render of the part, or a retry, loads afresh.
  const forgetFailure = () => (Loaded = loader())
  return function OnDemand({ loading, ...props }: P & { loading: ReactNode }) {
    // A retry the setter asked for keeps focus on Try again if it fails again; one on reconnecting takes no focus.
    const [attempt, setAttempt] = useState({ count: 0, byKey: false })
    const retry = useCallback((byKey: boolean) => setAttempt((previous) => ({ count: previous.count + 1, byKey })), [])
    return (
      <FailedPart
        key={attempt.count}
        onFailed={forgetFailure}
        failed={<CouldNotLoad text={failedText} focus={attempt.byKey} onRetry={retry} />}
      >
        <Suspense fallback={loading}>
          <Loaded {...(props as P)} />
        </Suspense>
      </FailedPart>
    )
  }
}
