// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { timeAgo } from '../../../src/tool/ui/time-ago'

const MINUTE = 60_000
const NOW = Date.parse('2026-11-23T12:00:00Z')

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [MINUTE - 1, 'just now'],
    // A clock that ran back is "just now", never a negative age.
    [-5 * MINUTE, 'just now'],
    [MINUTE, '1 min ago'],
    [59 * MINUTE, '59 min ago'],
    [60 * MINUTE, '1 h ago'],
    [47 * 60 * MINUTE + 59 * MINUTE, '47 h ago'],
    [48 * 60 * MINUTE, '2 days ago'],
    [10 * 24 * 60 * MINUTE, '10 days ago'],
  ])('%i ms ago reads %j', (age, words) => {
    expect(timeAgo(NOW - age, NOW)).toBe(words)
  })
})
