import { createFileRoute } from '@tanstack/react-router'
import { pageHeads } from '../content/page-heads'
import { pageHead } from '../site/page-head'
import { SchedulePage } from '../site/schedule/schedule-page'

const UTM_KEYS = ['utm_campaign', 'utm_source', 'utm_medium', 'utm_content', 'utm_term'] as const
type UtmSearch = Partial<Record<(typeof UTM_KEYS)[number], string>>

export const Route = createFileRoute('/schedule')({
  // Only the UTM fields matter here; they are handed on to the booking widget.
  validateSearch: (search: Record<string, unknown>): UtmSearch => {
    const utm: UtmSearch = {}
    for (const key of UTM_KEYS) {
      const value = search[key]
      if (typeof value === 'string' && value) utm[key] = value
    }
    return utm
  },
  head: () => pageHead(pageHeads.schedule),
  component: ScheduleRoute,
})

function ScheduleRoute() {
  const search = Route.useSearch()
  return <SchedulePage search={search} />
}
