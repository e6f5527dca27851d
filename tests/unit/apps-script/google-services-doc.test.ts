// @vitest-environment node
// docs/ledger-contract.md's "Services, and nothing else" names exactly what the double offers the script: the same
// services and objects, each with the same methods and enums, so neither side gains one the other lacks.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { OFFERED_SERVICES } from '../../../scripts/support/apps-script-double'

const CONTRACT = join(import.meta.dirname, '../../../docs/ledger-contract.md')
const BULLET_START = '- Services, and nothing else:'
/** The list ends here; what follows names the double and its clock, not services. */
const LIST_END = 'The double offers exactly these to the script'

/** The bullet's text up to LIST_END, its lines joined. */
function servicesList(markdown: string): string {
  const lines = markdown.split('\n')
  const first = lines.findIndex((line) => line.startsWith(BULLET_START))
  if (first < 0) throw new Error(`docs/ledger-contract.md has no bullet starting "${BULLET_START}"`)
  const bullet = [lines[first]!]
  for (const line of lines.slice(first + 1)) {
    if (!line.startsWith('  ')) break
    bullet.push(line.trim())
  }
  const text = bullet.join(' ')
  const end = text.indexOf(LIST_END)
  if (end < 0) throw new Error(`The services bullet no longer says "${LIST_END}"`)
  return text.slice(BULLET_START.length, end)
}

/** The index of the `)` closing the `(` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++
    if (text[i] === ')' && --depth === 0) return i
  }
  throw new Error(`An unclosed ( in the services bullet: ${text.slice(open, open + 60)}`)
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)
/** `getRange(row, column[, rows[, columns]])` → getRange. */
const nameOf = (span: string) => /^[A-Za-z_$][\w$]*/.exec(span)?.[0] ?? span

/**
 * Each `Service` (`method`, `method(arguments)`, …) of the list, by name; a code span outside such a group (a service
 * named without its methods) throws, so it cannot go unnoticed.
 */
function listedServices(list: string): Record<string, string[]> {
  const services: Record<string, string[]> = {}
  let rest = ''
  let at = 0
  for (const match of list.matchAll(/`([A-Za-z]\w*)`\s*\(/g)) {
    if (match.index < at) continue
    const open = match.index + match[0].length - 1
    const close = closing(list, open)
    const name = match[1]!
    if (name in services) throw new Error(`The services bullet names ${name} twice`)
    services[name] = codeSpans(list.slice(open + 1, close)).map(nameOf)
    rest += list.slice(at, match.index)
    at = close + 1
  }
  rest += list.slice(at)
  const stray = codeSpans(rest)
  if (stray.length > 0) throw new Error(`The services bullet names ${stray.join(', ')} without its methods`)
  return services
}

const sorted = (services: Record<string, readonly string[]>) =>
  Object.fromEntries(
    Object.keys(services)
      .sort()
      .map((name) => [name, [...services[name]!].sort()]),
  )

describe('docs/ledger-contract.md, "Services, and nothing else"', () => {
  const listed = listedServices(servicesList(readFileSync(CONTRACT, 'utf8')))

  it('names the services and objects the double offers, and no other', () => {
    expect(Object.keys(listed).sort()).toEqual(Object.keys(OFFERED_SERVICES).sort())
  })

  it('lists, for each, the methods and enums the double offers, and no other', () => {
    expect(sorted(listed)).toEqual(sorted(OFFERED_SERVICES))
    for (const [name, methods] of Object.entries(listed))
      expect(new Set(methods).size, `${name} lists a method twice`).toBe(methods.length)
  })

  it('reads a list the way the contract writes it', () => {
    const list = servicesList(
      [
        `${BULLET_START} the script sees \`A\` (\`f(x[, y])\`, \`G\`), \`B\` (\`h\`).`,
        `  ${LIST_END}: its \`OFFERED_SERVICES\`.`,
        '- The next bullet: `C` (`k`).',
      ].join('\n'),
    )
    expect(listedServices(list)).toEqual({ A: ['f', 'G'], B: ['h'] })
    expect(() => listedServices(`${list} \`DriveApp\`,`)).toThrow('names DriveApp without its methods')
    expect(() => listedServices(`${list} \`B\` (\`h\`)`)).toThrow('names B twice')
  })
})
