import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/support/chromium'

const port = Number(process.env.E2E_PORT ?? 4183)

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry on CI keeps a machine hiccup from blocking a landing; Playwright still reports the test as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    serviceWorkers: 'block',
    trace: 'off',
  },
  projects: [
    { name: 'chromium', grepInvert: /a 50 MB sheet/ },
    // The 50 MB sheet tests measure main-thread freezes: they run last, one at a time,
    // so a parallel test on the other core cannot make a freeze out of a busy CPU.
    {
      name: 'large-sheet',
      grep: /a 50 MB sheet/,
      testMatch: /faults\.spec\.ts/,
      dependencies: ['chromium'],
      fullyParallel: false,
    },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    cwd: '..',
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
})
