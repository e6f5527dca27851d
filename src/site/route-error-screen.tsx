import type { ErrorComponentProps } from '@tanstack/react-router'

export function RouteErrorScreen({ error }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : String(error)
  return (
    <main className="system-screen" role="alert">
      <h1>Unexpected Application Error!</h1>
      <pre>{message}</pre>
    </main>
  )
}
