import { expect, it } from 'vitest'

/** A sheet-cell reader's promise when unsure: each of `texts` reads as null, and so does each of `nonStrings`, which
 * untyped callers may pass, without a throw. */
export function itReadsAsNull(read: (text: string) => unknown, texts: string[], nonStrings: unknown[]) {
  it.each(texts)('%j → null', (text) => {
    expect(read(text)).toBeNull()
  })

  it('does not throw on non-string input from untyped callers', () => {
    for (const value of nonStrings) expect(read(value as string)).toBeNull()
  })
}
