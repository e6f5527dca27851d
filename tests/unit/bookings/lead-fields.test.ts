// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fieldsTooLong, isLeadPhone, isOptionalEmail, quoteAddress } from '../../../src/bookings/lead-fields'
import { booking } from '../apps-script/script-requests'

describe('the lead Mark booked takes', () => {
  it('a phone of 10 digits after an optional leading 1, however it is written, an extension ignored', () => {
    for (const phone of [
      '+1 715 555 0100',
      '715.555.0100 ext. 12',
      '(715) 555-0100',
      '7155550100',
      '1-715-555-0100',
      '715-555-0100 x12',
      '715 555 0100 extension 4',
    ])
      expect(isLeadPhone(phone), phone).toBe(true)
    for (const phone of ['', '555-0100', '715 555 010', '2 715 555 0100', '+44 20 7946 0958', '715 555 01000'])
      expect(isLeadPhone(phone), phone).toBe(false)
  })

  it('a number dialled from abroad only as +1, even when it has 10 digits', () => {
    for (const phone of ['+31 20 123 4567', '+7 715 555 010', ' +52 715 555 01'])
      expect(isLeadPhone(phone), phone).toBe(false)
    for (const phone of ['+1 715 555 0100', '+ 1 715 555 0100', '+17155550100'])
      expect(isLeadPhone(phone), phone).toBe(true)
  })

  it('an extension however it is spaced or dotted, and only at the end of the phone', () => {
    for (const phone of [
      '715-555-0100x12',
      '(715) 555-0100 x 12',
      '715 555 0100 ext 12',
      '715 555 0100 EXT12',
      '715 555 0100 #3',
      '715 555 0100 x12 ',
    ])
      expect(isLeadPhone(phone), phone).toBe(true)
    // Text after the digits: no extension, so all 12 digits count.
    for (const phone of ['715 555 0100 ext12x', '715 555 0100 x12 a']) expect(isLeadPhone(phone), phone).toBe(false)
    // A mark without digits after it is no extension; nor is a word that only ends like one.
    for (const phone of ['715 555 0100 x', '715 555 0100\tEXTENSION\t7\t', '1 715 555 0100 ext.'])
      expect(isLeadPhone(phone), phone).toBe(true)
    expect(isLeadPhone('715 555 0100 - 12')).toBe(false)
  })

  it('a leading 1 makes 11 digits a phone, not any other count', () => {
    for (const phone of ['1 555 0100', '1', '1 715 555 01000', '11 715 555 0100'])
      expect(isLeadPhone(phone), phone).toBe(false)
    expect(isLeadPhone('1 715 555 0100')).toBe(true)
  })

  it('an email that is empty or one plain address', () => {
    for (const email of ['', '  ', 'pat@example.com', ' pat.doe+quotes@mail.example.co '])
      expect(isOptionalEmail(email), email).toBe(true)
    for (const email of [
      'pat',
      'pat@example',
      'Pat <pat@example.com>',
      'a@example.com, b@example.com',
      'pat @example.com',
    ])
      expect(isOptionalEmail(email), email).toBe(false)
  })

  it('the quote goes to the Quote Email where the row has one, else to its Email, trimmed', () => {
    expect(quoteAddress({ quote_email: ' quotes@p.example ', email: 'office@p.example' })).toBe('quotes@p.example')
    expect(quoteAddress({ quote_email: '  ', email: ' office@p.example ' })).toBe('office@p.example')
    expect(quoteAddress({ quote_email: '', email: '' })).toBe('')
  })
})

describe('the ledger’s length limit, checked before a booking is recorded', () => {
  it('names every text over 500 characters with its length, in the booking’s order; 500 is allowed', () => {
    const long = booking('b-1', { notes: 'n'.repeat(612), partner: 'P'.repeat(501), leadAddress: 'a'.repeat(500) })
    expect(fieldsTooLong(long)).toEqual([
      { field: 'partner', length: 501 },
      { field: 'notes', length: 612 },
    ])
    expect(fieldsTooLong(booking('b-2', { leadEmail: '' }))).toEqual([])
  })
})
