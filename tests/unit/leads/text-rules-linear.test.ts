// @vitest-environment node
// The one timed test the rules allow: a rule on a request's text may not cost more than linear time in its length,
// or one padded field holds the script's lock for seconds. Each rule reads 5,000 and 50,000 characters, uncut.
import { describe, expect, it } from 'vitest'
import { intakeLead, type SentLead } from '../../../src/leads/lead-intake'
import { leadPhoneDigits } from '../../../src/bookings/lead-fields'
import { isPlainAddress } from '../../../src/bookings/quote-email'
import { isLeadBlock } from '../../../src/leads/paste/is-lead-block'
import { emailsIn, PHONE } from '../../../src/leads/paste/lead-labels'
import { findAddress, isPlaceLine } from '../../../src/leads/paste/lead-shapes'
import { garageSizeIn } from '../../../src/partners/garage-size'
import { serviceKey } from '../../../src/partners/service-key'
import { zipOfAddress, zipOfZipField } from '../../../src/partners/zip-code'

const SHORT = 5_000
const LONG = 50_000
/** Each measurement runs its rule again until it has run this long in all. */
const MIN_MEASURED_MS = 50
/** Linear is 10 times; 20 leaves room for a busy machine, a quadratic rule is near 100. */
const MAX_RATIO = 20

const categories = ['Garage Doors', 'Concrete Coatings']

/** Every field of a sent lead the same text, the notes line too. */
const sentLeadOf = (text: string): SentLead => ({
  name: text,
  phone: text,
  email: text,
  address: text,
  zip: text,
  service: text,
  garageSize: text,
  notes: [text],
  externalId: text,
  submittedAt: text,
  isTest: false,
  cut: [],
})

const RULES: Record<string, (text: string) => unknown> = {
  'the lead phone rule': leadPhoneDigits,
  'the ZIP field': zipOfZipField,
  'the address’s ZIP': zipOfAddress,
  'the plain email address': isPlainAddress,
  'the garage size': garageSizeIn,
  'the service key': serviceKey,
  'intake’s rule on every field': (text) => intakeLead(sentLeadOf(text), categories),
  'the paste reader’s phones': (text) => [...text.matchAll(PHONE)],
  'the paste reader’s emails': emailsIn,
  'the paste reader’s lead block test': (text) => isLeadBlock(text, 'phone'),
  'the paste reader’s place line': isPlaceLine,
  'the paste reader’s address': findAddress,
}

// Spaces, letters and digits, and the mixes that once cost quadratic time: a phone's trailing `\s*…$` between two
// digits, and a phone with spaces before a stray extension mark.
const SHAPES: Record<string, (length: number) => string> = {
  spaces: (length) => ' '.repeat(length),
  letters: (length) => 'a'.repeat(length),
  digits: (length) => '7'.repeat(length),
  '1, spaces, 2': (length) => `1${' '.repeat(length - 2)}2`,
  'a phone, spaces, x': (length) => `715 555 0100${' '.repeat(length - 13)}x`,
}

/** A run's time in ms. */
function timed(rule: (text: string) => unknown, text: string): number {
  const start = performance.now()
  rule(text)
  return performance.now() - start
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!

/**
 * The median run on the short and on the long text, each run again until it has run MIN_MEASURED_MS in all. The
 * runs alternate, ten short to one long, so that a busy spell on the machine slows both alike.
 */
function medians(rule: (text: string) => unknown, short: string, long: string): { shortMs: number; longMs: number } {
  rule(short)
  rule(long)
  const shortTimes: number[] = []
  const longTimes: number[] = []
  let shortTotal = 0
  let longTotal = 0
  while (shortTotal < MIN_MEASURED_MS || longTotal < MIN_MEASURED_MS) {
    if (longTotal < MIN_MEASURED_MS) {
      longTimes.push(timed(rule, long))
      longTotal += longTimes.at(-1)!
    }
    for (let run = 0; run < 10 && shortTotal < MIN_MEASURED_MS; run++) {
      shortTimes.push(timed(rule, short))
      shortTotal += shortTimes.at(-1)!
    }
  }
  return { shortMs: median(shortTimes), longMs: median(longTimes) }
}

/** A linear rule measured over the limit on a busy machine is measured again; a quadratic one is over every time. */
const ATTEMPTS = 3

describe('no rule on a request’s text costs more than linear time in its length', () => {
  for (const [ruleName, rule] of Object.entries(RULES))
    for (const [shapeName, shape] of Object.entries(SHAPES))
      it(`${ruleName}, on ${shapeName}`, { timeout: 120_000 }, () => {
        const short = shape(SHORT)
        const long = shape(LONG)
        expect([short.length, long.length]).toEqual([SHORT, LONG])
        let measured = medians(rule, short, long)
        for (let attempt = 1; attempt < ATTEMPTS && measured.longMs > MAX_RATIO * measured.shortMs; attempt++)
          measured = medians(rule, short, long)
        const { shortMs, longMs } = measured
        expect(
          longMs / shortMs,
          `${ruleName} on ${shapeName}: ${shortMs.toFixed(4)} ms for 5,000, ${longMs.toFixed(3)} ms for 50,000`,
        ).toBeLessThanOrEqual(MAX_RATIO)
      })
})
