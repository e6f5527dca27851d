import { createFileRoute } from '@tanstack/react-router'
import { pageHeads } from '../content/page-heads'
import { pageHead } from '../site/page-head'
import { LandingPage } from '../site/landing/landing-page'

export const Route = createFileRoute('/')({
  head: () => pageHead(pageHeads.home),
  component: LandingPage,
})
