import { readFileSync } from 'node:fs'
import { startGoogleScriptServer, type GoogleScriptServer } from '../../scripts/support/google-script-server'
import { sheetServerForSpec } from './spec-sheet-server'

/** The partner sheet the tool loads with no configuration: the script reads the same one. */
const DEMO_SHEET = readFileSync('public/demo-sheet.csv', 'utf8')

interface EachHooks {
  beforeEach(hook: () => Promise<void>): void
  afterEach(hook: () => Promise<void>): void
}

/**
 * A new Google-like ledger host (the real script, a fresh spreadsheet) for each test of a spec file, publishing
 * `partnerCsv` (the tool's demo sheet unless the spec loads another) as the script's partner sheet.
 */
export function ledgerServerForSpec(
  test: EachHooks,
  ledgerKey: string,
  partnerCsv: string = DEMO_SHEET,
): () => GoogleScriptServer {
  let server: GoogleScriptServer | undefined
  test.beforeEach(async () => {
    server = await startGoogleScriptServer({ ledgerKey, partnerCsv })
  })
  test.afterEach(async () => {
    await server?.close()
    server = undefined
  })
  return () => {
    if (!server) throw new Error('The ledger host starts in beforeEach: use it inside a test or hook')
    return server
  }
}

/** One partner sheet for a spec file: the tool loads it from the sheet server and the ledger's script reads it too. */
export function sheetAndLedgerForSpec(
  test: Parameters<typeof sheetServerForSpec>[0] & EachHooks,
  ledgerKey: string,
  partnerCsv: string,
) {
  return { sheetServer: sheetServerForSpec(test, partnerCsv), ledger: ledgerServerForSpec(test, ledgerKey, partnerCsv) }
}
