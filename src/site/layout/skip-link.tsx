import { siteNav } from '../../content/landing'

/** First focusable element on every public page: jumps past the header to `#main`. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {siteNav.skipLink}
    </a>
  )
}
