// @vitest-environment node
// An action added to src/ledger-api/actions.ts without a handler in doPost (apps-script/src/doors.ts) fails the
// script's typecheck: the script's program is checked with the table as it is, then with one row more.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ts from 'typescript'
import { expect, it } from 'vitest'

const ACTIONS = resolve('src/ledger-api/actions.ts')
const DOORS = resolve('apps-script/src/doors.ts')
const TABLE_START = 'export const LEDGER_ACTIONS = {\n'
const NEW_ROW = "  refundAll: action<Record<string, never>>()({ roles: ['owner'], since: 11, read: readQueueReply }),\n"

/** The errors the script's typecheck finds in doors.ts, actions.ts read as `actions` gives it. */
function doorsErrors(actions: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve('apps-script/tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )!
  const host = ts.createCompilerHost(config.options)
  const readFile = host.readFile.bind(host)
  host.readFile = (path) => (resolve(path) === ACTIONS ? actions : readFile(path))
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (path, language, onError) =>
    resolve(path) === ACTIONS ? ts.createSourceFile(path, actions, language) : getSourceFile(path, language, onError)
  const program = ts.createProgram({ rootNames: [DOORS], options: config.options, host })
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(DOORS))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

it('fails the typecheck for a row without a handler, and passes for the table as it is', () => {
  const table = readFileSync(ACTIONS, 'utf8')
  expect(table).toContain(TABLE_START)
  expect(doorsErrors(table)).toEqual([])
  const errors = doorsErrors(table.replace(TABLE_START, TABLE_START + NEW_ROW))
  expect(errors.join('\n')).toMatch(/Property 'refundAll' is missing/)
}, 120_000)
