// Fails the e2e step with one readable line, not a Playwright stack trace, when Chromium is absent.
import { chromiumIsInstalled, missingChromiumMessage } from './support/chromium'

if (!chromiumIsInstalled()) {
  console.error(missingChromiumMessage)
  process.exit(1)
}
