/** A day in milliseconds: the tests' own, so that none reads it from the code under test. */
export const DAY_MS = 24 * 60 * 60 * 1000
