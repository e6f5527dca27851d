// Builds apps-script/ledger.js, the one file the owner pastes and every test runs, from apps-script/src/ and the
// tool's own rules in src/: `npm run build:script`. `--check` fails when the committed file differs from a fresh build;
// `--test-handle` prints the tests' handle on the script's internals, built the same way (never shipped).
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build, type BuildOptions, type Plugin } from 'esbuild'
import { ENTRY_POINTS } from '../apps-script/src/entry-points'

const ROOT = join(import.meta.dirname, '..')
export const LEDGER_SCRIPT_PATH = join(ROOT, 'apps-script/ledger.js')

const HEADER = `/** @OnlyCurrentDoc */
// The agency's booking ledger: a Google Apps Script web app bound to its private ledger spreadsheet.
// Built file: do not edit. Built from apps-script/src/ and the tool's rules in src/ by \`npm run build:script\`.
// Contract and the owner's setup: docs/ledger-contract.md, and Admin → Booking ledger in the tool.
`

// Apps Script runs top-level function declarations by name, from pages (google.script.run), menus and triggers:
// the entry points are the only ones, each a call into the closure.
const DOORS =
  '\n' +
  ENTRY_POINTS.map(
    ({ name, parameter, answers }) =>
      `function ${name}(${parameter}) {\n  ${answers ? 'return ' : ''}Ledger_.${name}(${parameter})\n}\n`,
  ).join('\n')

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

/** How both bundles are built: one IIFE held by a global var, ES2019, readable, the script's wall clock. */
const bundle = async (options: BuildOptions & { entryPoints: string[]; globalName: string }) => {
  const result = await build({
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2019',
    platform: 'neutral',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [scriptWallClock],
    ...options,
  })
  return result.outputFiles![0]!.text
}

export const buildLedgerScript = () =>
  bundle({
    entryPoints: [join(ROOT, 'apps-script/src/doors.ts')],
    globalName: 'Ledger_',
    banner: { js: HEADER },
    footer: { js: DOORS },
  })

/** The tests' handle (apps-script/src/test-handle.ts), held by `LedgerTestHandle_`: no door, nothing shipped. */
export const buildLedgerTestHandle = () =>
  bundle({ entryPoints: [join(ROOT, 'apps-script/src/test-handle.ts')], globalName: 'LedgerTestHandle_' })

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--test-handle'))
  process.stdout.write(await buildLedgerTestHandle())
else if (import.meta.url === `file://${process.argv[1]}`) {
  const built = await buildLedgerScript()
  if (process.argv.includes('--check')) {
    if (readFileSync(LEDGER_SCRIPT_PATH, 'utf8') !== built) {
      console.error('apps-script/ledger.js differs from a fresh build: run npm run build:script')
      process.exit(1)
    }
  } else writeFileSync(LEDGER_SCRIPT_PATH, built)
  console.log(`apps-script/ledger.js: ${built.length} characters`)
}
