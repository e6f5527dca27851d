// @vitest-environment node
// Every component file in src/ is at most 180 lines: a longer one is split before it lands.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const MAX_COMPONENT_LINES = 180

/** Lines as `wc -l` counts them: a last line without its newline still counts. */
function lineCount(text: string): number {
  if (text === '') return 0
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

const componentFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.tsx'))
  .map((path) => join('src', path))

describe('component size', () => {
  it('finds the component files under src/, nested folders included', () => {
    expect(componentFiles).toContain(join('src', 'tool', 'search', 'search-panel.tsx'))
    expect(componentFiles).toContain(join('src', 'tool', 'partners', 'card', 'partner-card.tsx'))
  })

  it(`every .tsx file in src/ is at most ${MAX_COMPONENT_LINES} lines`, () => {
    const over = componentFiles.filter((path) => lineCount(readFileSync(path, 'utf8')) > MAX_COMPONENT_LINES)
    expect(over.sort()).toEqual([])
  })

  it('counts lines as wc -l does', () => {
    expect(lineCount('line\n'.repeat(MAX_COMPONENT_LINES + 1))).toBe(MAX_COMPONENT_LINES + 1)
    expect(lineCount('one\ntwo')).toBe(2)
    expect(lineCount('')).toBe(0)
  })
})
