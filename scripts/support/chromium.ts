import { existsSync } from 'node:fs'

/** Debian's Chromium, or the browser named by CHROME_PATH. Playwright never downloads one here. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const missingChromiumMessage = `Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\` or set CHROME_PATH.`

export function chromiumIsInstalled(): boolean {
  return existsSync(chromiumPath)
}
