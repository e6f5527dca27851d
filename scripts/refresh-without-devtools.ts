// The 18 MB sheet's Refresh over a bare DevTools-protocol connection, per stage, with
// and without the Network domain that Playwright always enables (see
// scripts/support/bare-refresh.ts). Not a test; `npm run bench:browser` prints the same
// figures next to Playwright's.
//
// Usage (after `npm run build:e2e`; Node 20 needs the WebSocket flag):
//   node --experimental-websocket --import tsx scripts/refresh-without-devtools.ts [--network] [--no-sw] [--runs=3]
import { measureBareRefresh } from './support/bare-refresh'
import { generateSheetCsv } from './support/generate-sheet'
import { startPreview } from './support/preview-server'
import { startSheetServer } from './support/sheet-server'

const networkDomain = process.argv.includes('--network')
const serviceWorker = !process.argv.includes('--no-sw')
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1)

const companies = 10_000
const sheetServer = await startSheetServer(generateSheetCsv({ companies, zipsPerCompany: 200, seed: 7 }))
const preview = await startPreview()
try {
  for (let run = 0; run < runs; run++) {
    const result = await measureBareRefresh({
      previewUrl: preview.url,
      sheetUrl: sheetServer.sheetUrl,
      companies,
      serviceWorker,
      networkDomain,
    })
    console.log(JSON.stringify(result))
  }
} finally {
  await preview.close()
  await sheetServer.close()
}
