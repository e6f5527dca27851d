import { Link, useLocation } from '@tanstack/react-router'

function readablePath(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

export function NotFoundScreen() {
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <main className="system-screen">
      <h1>No match for {readablePath(pathname)}</h1>
      <p>
        <Link to="/">Go Home</Link>
      </p>
    </main>
  )
}
