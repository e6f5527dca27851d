import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/tos')({
  component: TermsPage,
})

function TermsPage() {
  return (
    <main>
      <h1>Terms of Service</h1>
    </main>
  )
}
