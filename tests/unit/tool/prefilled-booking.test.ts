import { describe, expect, it } from 'vitest'
import { EMPTY_LEAD, type LeadContact } from '../../../src/leads/lead'
import { scheduleLink } from '../../../src/tool/partners/card/prefilled-booking'

const lead: LeadContact = {
  name: 'Jane Roe',
  phone: '715-555-0100',
  email: 'jane@example.com',
  address: '12 Main St, Hudson, WI 54016',
  notes: 'Two-car garage, cracks',
}
const calendly = 'https://calendly.com/acme-floors/estimate?month=2026-12'
const params = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe("a card's Schedule link with the lead's details", () => {
  it('adds name, email, location and the answers the Booking Answers map names, and no embed parameters', () => {
    const link = scheduleLink({ schedule_url: calendly, booking_answers: 'a1=phone a2=notes' }, lead)
    expect(link.prefilled).toBe(true)
    expect(params(link.url)).toEqual({
      month: '2026-12',
      name: 'Jane Roe',
      email: 'jane@example.com',
      location: '12 Main St, Hudson, WI 54016',
      a1: '715-555-0100',
      a2: 'Two-car garage, cracks',
    })
    expect(new URL(link.url).origin + new URL(link.url).pathname).toBe('https://calendly.com/acme-floors/estimate')
  })

  it('ignores a Booking Answers cell it cannot read: name, email and location only', () => {
    const link = scheduleLink({ schedule_url: calendly, booking_answers: 'a1=phone a2=shoe' }, lead)
    expect(Object.keys(params(link.url))).toEqual(['month', 'name', 'email', 'location'])
  })

  it('leaves out details the setter did not type, and is the sheet link when none is used', () => {
    const onlyPhone = { ...EMPTY_LEAD, phone: '715-555-0100' }
    expect(scheduleLink({ schedule_url: calendly, booking_answers: '' }, onlyPhone)).toEqual({
      url: calendly,
      prefilled: false,
    })
    const link = scheduleLink({ schedule_url: calendly, booking_answers: 'a3=phone' }, onlyPhone)
    expect(params(link.url)).toEqual({ month: '2026-12', a3: '715-555-0100' })
    expect(scheduleLink({ schedule_url: calendly, booking_answers: 'a1=phone' }, EMPTY_LEAD).prefilled).toBe(false)
  })

  it('opens links to other hosts exactly as the sheet has them', () => {
    for (const url of [
      'https://book.example.test/fixture-floors?x=1',
      'https://calendly.com.evil.example/acme',
      'http://calendly.com/acme',
      'mailto:owner@example.com',
      '',
    ]) {
      expect(scheduleLink({ schedule_url: url, booking_answers: 'a1=phone' }, lead)).toEqual({ url, prefilled: false })
    }
  })

  it('reads a calendly.com subdomain as Calendly', () => {
    expect(scheduleLink({ schedule_url: 'https://www.calendly.com/acme', booking_answers: '' }, lead).prefilled).toBe(
      true,
    )
  })
})
