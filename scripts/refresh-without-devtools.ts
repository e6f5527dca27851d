// A sheet Refresh (the 18 MB stress sheet unless told otherwise) over a bare DevTools-protocol connection, per stage, with
// and without the Network domain that Playwright always enables (see
// scripts/support/bare-refresh.ts). Not a test; `npm run bench:browser` prints the same
// figures next to Playwright's.
//
// Usage (after `npm run build:e2e`; Node 20 needs the WebSocket flag):
//   node --experimental-websocket --import tsx scripts/refresh-without-devtools.ts [--network] [--no-sw] [--runs=3]
//   [--companies=500 --zips=50] (a realistic sheet instead of the 10,000 x 200 stress sheet)
import { measureBareRefresh } from './support/bare-refresh'
import { generateSheetCsv } from './support/generate-sheet'
import { startPreview } from './support/preview-server'
import { startSheetServer } from './support/sheet-server'

const networkDomain = process.argv.includes('--network')
const serviceWorker = !process.argv.includes('--no-sw')
const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const runs = option('runs', 1)
const companies = option('companies', 10_000)
const zipsPerCompany = option('zips', 200)
const sheetServer = await startSheetServer(generateSheetCsv({ companies, zipsPerCompany, seed: 7 }))
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
