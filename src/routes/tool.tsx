import { startTransition, useCallback, useOptimistic } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { toolTabs, type ToolTabId } from '../content/tool-tabs'
import { isGarageSize, type GarageSize } from '../partners/garage-size'
import { zipToSearch } from '../partners/zip-search'
import { startOnlineStatus } from '../online-status'
import { loadToolStorage, rememberRecentZip } from '../storage/tool-storage'
import { restoreLedgerAnswers } from '../tool/ledger-link/ledger-query'
import { startOutbox } from '../tool/ledger-link/outbox-sender'
import { SetterTool } from '../tool/app/setter-tool'

interface ToolSearch {
  tab?: ToolTabId
  zip?: string
  /** The service filter's choice (`tree-removal`) and garage size (`2-car`): src/tool/search/use-routing.ts. */
  service?: string
  size?: GarageSize
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
const zipText = (value: unknown) => zipToSearch(text(value) ?? '') || undefined

function isToolTab(value: unknown): value is ToolTabId {
  return toolTabs.some((tab) => tab.id === value)
}

export const Route = createFileRoute('/tool')({
  validateSearch: (search: Record<string, unknown>): ToolSearch => ({
    tab: isToolTab(search.tab) && search.tab !== 'search' ? search.tab : undefined,
    zip: zipText(search.zip),
    service: text(search.service),
    size: isGarageSize(search.size) ? search.size : undefined,
  }),
  // Before the first render and send: settings pick the sheet and ledger, and the kept answer shows counts offline.
  beforeLoad: async ({ context }) => {
    startOnlineStatus()
    const loadWithLedgerAnswers = async () => {
      const client = await context.loadQueryClient()
      await restoreLedgerAnswers(client)
      return client
    }
    const [queryClient] = await Promise.all([loadWithLedgerAnswers(), loadToolStorage()])
    void startOutbox(queryClient)
    return { queryClient }
  },
  // The recent ZIPs follow the URL's ZIP however it changed: typing, a chip, a place, a link, Back.
  onEnter: ({ search }) => void rememberRecentZip(search.zip ?? ''),
  onStay: ({ search }) => void rememberRecentZip(search.zip ?? ''),
  head: () => ({
    meta: [{ title: 'Sheets-Driven — setter tool' }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: SetterToolPage,
})

function SetterToolPage() {
  const { queryClient } = Route.useRouteContext()
  const { tab = 'search', zip = '' } = Route.useSearch()
  const navigate = Route.useNavigate()

  const selectTab = useCallback(
    (next: ToolTabId) =>
      navigate({ search: (previous) => ({ ...previous, tab: next === 'search' ? undefined : next }) }),
    [navigate],
  )
  // Navigation commits in a transition: the typed ZIP's results show optimistically until the URL has it.
  const [shownZip, showZip] = useOptimistic(zip)
  const changeZip = useCallback(
    (next: string) => {
      // Only the ZIP reaches the URL, never the rest of a pasted address line.
      const searched = zipToSearch(next)
      startTransition(async () => {
        showZip(searched)
        await navigate({ search: (previous) => ({ ...previous, zip: searched || undefined }), replace: true })
      })
    },
    [navigate, showZip],
  )

  return (
    <QueryClientProvider client={queryClient}>
      <SetterTool activeTab={tab} zip={shownZip} onSelectTab={selectTab} onZipChange={changeZip} />
    </QueryClientProvider>
  )
}
