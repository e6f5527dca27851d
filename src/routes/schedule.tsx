import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/schedule')({
  component: SchedulePage,
})

function SchedulePage() {
  return (
    <main>
      <h1>Book a discovery call</h1>
    </main>
  )
}
