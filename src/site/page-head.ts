// Route `head` data for the public pages, rendered into <head> by <HeadContent /> in the root route.
import { deployment } from '../content/deployment'
import { pageHeads } from '../content/page-heads'

interface PageHeadInput {
  title: string
  description: string
}

/** @internal Tests pass other site URLs. From VITE_SITE_URL, never the location: build-time HTML must match the browser's. */
export function siteUrlFor(path: string, siteUrl: string = deployment.siteUrl): string {
  if (!siteUrl) return path
  try {
    return new URL(path, siteUrl).href
  } catch {
    return path
  }
}

export function pageHead({ title, description }: PageHeadInput) {
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: deployment.companyName },
      { property: 'og:image', content: siteUrlFor(pageHeads.image) },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: pageHeads.imageAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
  }
}
