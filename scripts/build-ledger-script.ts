// Builds apps-script/ledger.js, the one file the owner pastes and every test runs, from apps-script/src/ and the
// tool's own rules in src/: `npm run build:script`. `--check` fails when the committed file differs from a fresh build.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build, type Plugin } from 'esbuild'

const ROOT = join(import.meta.dirname, '..')
export const LEDGER_SCRIPT_PATH = join(ROOT, 'apps-script/ledger.js')

const HEADER = `/** @OnlyCurrentDoc */
// The agency's booking ledger: a Google Apps Script web app bound to its private ledger spreadsheet.
// Built file: do not edit. Built from apps-script/src/ and the tool's rules in src/ by \`npm run build:script\`.
// Contract and the owner's setup: docs/ledger-contract.md, and Admin → Booking ledger in the tool.
`

// Apps Script runs top-level function declarations by name, from pages (google.script.run), menus and triggers:
// these five are the only ones, each a call into the closure.
const DOORS = `
function doGet(e) {
  return Ledger_.doGet(e)
}

function doPost(e) {
  return Ledger_.doPost(e)
}

function authorize() {
  Ledger_.authorize()
}

function askFromLink(request) {
  return Ledger_.askFromLink(request)
}

function everyFiveMinutes() {
  Ledger_.everyFiveMinutes()
}
`

const TOOL_WALL_CLOCK = join(ROOT, 'src/partner-time/wall-clock')
const SCRIPT_WALL_CLOCK = join(ROOT, 'apps-script/src/platform/wall-clock.ts')

/** The tool reads zones with Intl, the script with Utilities.formatDate: the one module the bundle swaps. */
const scriptWallClock: Plugin = {
  name: 'script-wall-clock',
  setup(plugin) {
    plugin.onResolve({ filter: /wall-clock$/ }, (args) =>
      resolve(args.resolveDir, args.path) === TOOL_WALL_CLOCK ? { path: SCRIPT_WALL_CLOCK } : undefined,
    )
  },
}

export async function buildLedgerScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, 'apps-script/src/doors.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'Ledger_',
    target: 'es2019',
    platform: 'neutral',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [scriptWallClock],
    banner: { js: HEADER },
    footer: { js: DOORS },
  })
  return result.outputFiles[0]!.text
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = await buildLedgerScript()
  if (process.argv.includes('--check')) {
    if (readFileSync(LEDGER_SCRIPT_PATH, 'utf8') !== built) {
      console.error('apps-script/ledger.js differs from a fresh build: run npm run build:script')
      process.exit(1)
    }
  } else writeFileSync(LEDGER_SCRIPT_PATH, built)
  console.log(`apps-script/ledger.js: ${built.length} characters`)
}
