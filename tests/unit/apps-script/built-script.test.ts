// @vitest-environment node
// apps-script/ledger.js is built from apps-script/src and src/ (npm run build:script): the file the owner pastes,
// the double runs and every script test meets is that build, readable, scoped to one spreadsheet, with no Intl.
import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { buildLedgerScript, LEDGER_SCRIPT_PATH } from '../../../scripts/build-ledger-script'

const SCRIPT = readFileSync(LEDGER_SCRIPT_PATH, 'utf8')

describe('the built ledger script', () => {
  it('is exactly what a fresh build makes', async () => {
    expect(SCRIPT === (await buildLedgerScript())).toBe(true)
  })

  it('asks consent for its own spreadsheet only, and says it is built, from where and how', () => {
    const [first, second, third] = SCRIPT.split('\n')
    expect(first).toBe('/** @OnlyCurrentDoc */')
    expect(second).toMatch(/Apps Script web app/)
    expect(third).toBe(
      "// Built file: do not edit. Built from apps-script/src/ and the tool's rules in src/ by `npm run build:script`.",
    )
  })

  it('has one var ending in _ that holds the closure, then one function declaration per door', () => {
    const file = ts.createSourceFile('ledger.js', SCRIPT, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS)
    const shapes = file.statements.map((statement) => {
      if (ts.isFunctionDeclaration(statement)) return `function ${statement.name?.text}`
      if (ts.isVariableStatement(statement))
        return `var ${statement.declarationList.declarations.map((d) => d.name.getText(file)).join(',')}`
      return statement.getText(file)
    })
    expect(shapes).toEqual([
      '"use strict";',
      'var Ledger_',
      'function doGet',
      'function doPost',
      'function authorize',
      'function askFromLink',
      'function everyFiveMinutes',
    ])
  })

  it('uses no Intl, and keeps its functions named for an owner who opens it in Google’s editor', () => {
    expect(SCRIPT).not.toMatch(/\bIntl\b/)
    for (const name of ['sendQueue', 'claimLead', 'recordOutcome', 'readPartnerSheet', 'leadAfterCall'])
      expect(SCRIPT).toContain(`function ${name}(`)
    expect(SCRIPT.split('\n').length).toBeGreaterThan(1500)
  })
})
