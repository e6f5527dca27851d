// A part of the tool whose code loads on first use (the maps). If that code cannot be fetched (offline before it
// was ever loaded, no service worker yet), only the part says so and tries again when back online; the rest of the tool carries on.
import { Component, lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { searchCopy } from '../content/tool-copy'

interface FailedPartProps {
  children: ReactNode
  failed: ReactNode
  onFailed: () => void
}

class FailedPart extends Component<FailedPartProps, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch() {
    this.props.onFailed()
  }
  render() {
    return this.state.failed ? this.props.failed : this.props.children
  }
}

function CouldNotLoad({ text, onRetry }: { text: string; onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry)
    return () => window.removeEventListener('online', onRetry)
  }, [onRetry])
  return (
    <p className="hint part-failed" role="status">
      {text}{' '}
      <button type="button" className="button button-quiet" onClick={onRetry}>
        {searchCopy.tryAgain}
      </button>
    </p>
  )
}

/** The component `load` resolves to, loaded on first render; `loading` shows meanwhile, `failedText` if it cannot load. */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, failedText: string) {
  const loader = () => lazy(async () => ({ default: await load() }))
  let Loaded = loader()
  // A failed load is not kept: the next render of the part, or Try again, loads afresh.
  const forgetFailure = () => (Loaded = loader())
  return function OnDemand({ loading, ...props }: P & { loading: ReactNode }) {
    const [attempt, setAttempt] = useState(0)
    const retry = useCallback(() => setAttempt((previous) => previous + 1), [])
    return (
      <FailedPart key={attempt} onFailed={forgetFailure} failed={<CouldNotLoad text={failedText} onRetry={retry} />}>
        <Suspense fallback={loading}>
          <Loaded {...(props as P)} />
        </Suspense>
      </FailedPart>
    )
  }
}
