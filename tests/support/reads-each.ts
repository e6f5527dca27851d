import { expect, it } from 'vitest'

/** One test a row: `read(input)` is exactly the row's expected value. */
export function itReadsEach<Input, Output>(
  read: (input: Input) => Output,
  rows: [Input, Output][],
  title = '%j -> %s',
) {
  it.each(rows)(title, (input, expected) => {
    expect(read(input)).toBe(expected)
  })
}
