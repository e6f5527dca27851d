// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseBookingAnswers, unreadableBookingAnswers } from '../../../src/leads/booking-answers'
import { EMPTY_LEAD } from '../../../src/leads/lead'
import { parseSheet } from '../../../src/partners/parse-sheet'

describe('Booking Answers', () => {
  it('reads `a1=phone a2=notes`, with commas, semicolons, spaces around = and any case', () => {
    expect(parseBookingAnswers('a1=phone a2=notes')).toEqual({ a1: 'phone', a2: 'notes' })
    expect(parseBookingAnswers(' A3 = Address; a99=email,a10=name ')).toEqual({
      a3: 'address',
      a99: 'email',
      a10: 'name',
    })
    expect(parseBookingAnswers('')).toEqual({})
  })

  it('cannot read an unknown detail, a question outside a1…a99, a question named twice, or loose text', () => {
    for (const cell of [
      'a1=zip',
      'a0=phone',
      'a100=phone',
      'aa1=phone',
      'a1=phone.',
      'a1=phone a1=notes',
      'phone',
      'a1=phone then',
    ]) {
      expect(parseBookingAnswers(cell), cell).toBeNull()
    }
  })

  it('lists the partners whose cell is ignored, for the Admin report', () => {
    const sheet = parseSheet(
      [
        'company_name,display_name,Booking Answers,zip codes',
        'Good Floors,,a1=phone,54016',
        'Bad Floors LLC,Bad Floors,a1=phone a2=shoe size,54016',
        'Blank Floors,,,54016',
      ].join('\n'),
    )
    expect(sheet.companies.map((company) => company.booking_answers)).toEqual(['a1=phone', 'a1=phone a2=shoe size', ''])
    expect(unreadableBookingAnswers(sheet.companies)).toEqual([
      { row: 3, name: 'Bad Floors', cell: 'a1=phone a2=shoe size' },
    ])
  })

  it('a new lead has each detail a Booking Answers cell can name, all empty', () => {
    expect(EMPTY_LEAD).toEqual({ name: '', phone: '', email: '', address: '', notes: '' })
  })

  it('the booking_answers header is an alias too', () => {
    expect(parseSheet('company_name,booking_answers\nX,a1=notes').companies[0]!.booking_answers).toBe('a1=notes')
  })
})
