import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'

/** A route failed to load or render: say so (SPEC.md's text), and offer to run the route again or go home. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const message = error instanceof Error ? error.message : String(error)

  function tryAgain() {
    // Re-runs the route's beforeLoad and loader; reset() clears the error boundary so it renders again.
    void router.invalidate().finally(reset)
  }

  return (
    <main className="system-screen" role="alert">
      <h1>Unexpected Application Error!</h1>
      <pre>{message}</pre>
      <p className="system-screen-actions">
        <button type="button" className="button button-primary" onClick={tryAgain}>
          Try again
        </button>{' '}
        <Link to="/">Go Home</Link>
      </p>
    </main>
  )
}
