/** A guard for a closed list of words: the value is exactly one of them. */
export const isOneOf =
  <Word extends string>(words: readonly Word[]) =>
  (value: unknown): value is Word =>
    (words as readonly unknown[]).includes(value)
