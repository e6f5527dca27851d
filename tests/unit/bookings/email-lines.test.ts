// @vitest-environment node
// The rule every email is written by: fields on one line; a note last, indented, its links defanged.
import { describe, expect, it } from 'vitest'
import { defanged, emailText, oneLine } from '../../../src/bookings/email-lines'
import { BREAKS_AND_TAB } from '../../support/line-breaks'

describe('oneLine', () => {
  it.each(BREAKS_AND_TAB)('makes a %s one space, and a run of it one space', (_name, character) => {
    expect(oneLine(`Pat${character}Doe`)).toBe('Pat Doe')
    expect(oneLine(`Pat${character.repeat(3)}Doe`)).toBe('Pat Doe')
  })
  it('makes a mixed run one space, keeps spaces and every other character', () => {
    expect(oneLine('Pat\r\n\t\u2028\u0085\v\f\u2029Doe')).toBe('Pat Doe')
    expect(oneLine('Pat  Doe\r\n')).toBe('Pat  Doe ')
    expect(oneLine('12 Main St, Hudson · 54016 ☎')).toBe('12 Main St, Hudson · 54016 ☎')
  })
})

describe('defanged', () => {
  it('writes http and https URLs so no mail client makes them links: hxxp, every dot of the host [.]', () => {
    expect(defanged('https://evil.example/refund')).toBe('hxxps://evil[.]example/refund')
    expect(defanged('see http://a.b.example:8080/x.html?y=1.2 now')).toBe(
      'see hxxp://a[.]b[.]example:8080/x.html?y=1.2 now',
    )
    expect(defanged('HTTPS://Evil.Example and https://pay.evil.example')).toBe(
      'HxxPS://Evil[.]Example and hxxps://pay[.]evil[.]example',
    )
    // A user part, a link glued to a word, and full stops international domain names read as dots.
    expect(defanged('https://bank.example@evil.example/')).toBe('hxxps://bank[.]example@evil[.]example/')
    expect(defanged('payhttps://evil.example')).toBe('payhxxps://evil[.]example')
    expect(defanged('https://evil。example')).toBe('hxxps://evil[.]example')
  })
  it('leaves text without an http or https URL as it is', () => {
    expect(defanged('Side door. Gate code 4411, www not needed; ftp://x.example')).toBe(
      'Side door. Gate code 4411, www not needed; ftp://x.example',
    )
  })
})

describe('emailText', () => {
  const note = (text: string | undefined) => [{ heading: 'Notes from the lead (not from the agency):', text }]

  it('keeps each line on one line: a field with a break inside cannot start a line', () => {
    expect(emailText(['Lead: Pat\nAsk for a refund', '', 'End']).split('\n')).toEqual([
      'Lead: Pat Ask for a refund',
      '',
      'End',
    ])
  })
  it('puts a note last, after a blank line, under its heading, each line indented by two spaces, links defanged', () => {
    expect(
      emailText(['Booking ID: b-1'], note('Side door\r\nPay at https://evil.example/pay\u2028Thanks')).split('\n'),
    ).toEqual([
      'Booking ID: b-1',
      '',
      'Notes from the lead (not from the agency):',
      '  Side door',
      '  Pay at hxxps://evil[.]example/pay',
      '  Thanks',
    ])
  })
  it.each(BREAKS_AND_TAB.filter(([name]) => name !== 'tab'))('starts a new indented note line at a %s', (_name, c) => {
    expect(emailText([], note(`one${c}two`)).split('\n')).toEqual([
      '',
      'Notes from the lead (not from the agency):',
      '  one',
      '  two',
    ])
  })
  it('makes a tab in a note a space, drops blank lines around the note, keeps blank lines inside it indented', () => {
    expect(emailText([], note('\n\n a\tb  \n\n c \n \n')).split('\n')).toEqual([
      '',
      'Notes from the lead (not from the agency):',
      '   a b',
      '  ',
      '   c',
    ])
  })
  it('writes no heading for an empty note', () => {
    for (const empty of [undefined, '', '   ', '\n\r\n\u2028\t '])
      expect(emailText(['Booking ID: b-1'], note(empty))).toBe('Booking ID: b-1')
  })
})
