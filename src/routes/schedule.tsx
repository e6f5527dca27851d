import { createFileRoute } from '@tanstack/react-router'
import { pageHeads } from '../content/page-heads'
import { pageHead } from '../site/page-head'
import { SchedulePage } from '../site/schedule/schedule-page'

export const Route = createFileRoute('/schedule')({
  head: () => pageHead(pageHeads.schedule),
  component: SchedulePage,
})
