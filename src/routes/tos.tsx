import { createFileRoute } from '@tanstack/react-router'
import { pageHeads } from '../content/page-heads'
import { pageHead } from '../site/page-head'
import { TermsPage } from '../site/terms/terms-page'

export const Route = createFileRoute('/tos')({
  head: () => pageHead(pageHeads.terms),
  component: TermsPage,
})
