import { createFileRoute } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'

export const Route = createFileRoute('/tool')({
  beforeLoad: async ({ context }) => ({ queryClient: await context.loadQueryClient() }),
  component: SetterToolPage,
})

function SetterToolPage() {
  const { queryClient } = Route.useRouteContext()
  return (
    <QueryClientProvider client={queryClient}>
      <main>
        <h1>Sheets-Driven</h1>
      </main>
    </QueryClientProvider>
  )
}
