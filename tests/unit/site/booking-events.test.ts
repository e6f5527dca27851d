import { describe, expect, it, vi } from 'vitest'
import { listenForBookingEvents } from '../../../src/site/booking-widget/events'

const ORIGIN = 'https://calendly.com'
const message = (data: unknown, origin = ORIGIN) => new MessageEvent('message', { data, origin })

/** The booking event a listener hears for one message, or null if it hears none. */
function heard(data: unknown, origin = ORIGIN): unknown {
  const handler = vi.fn()
  const stop = listenForBookingEvents(ORIGIN, handler)
  window.dispatchEvent(message(data, origin))
  stop()
  return handler.mock.calls[0]?.[0] ?? null
}

describe('which messages are booking events', () => {
  it('accepts calendly.* events from the widget origin', () => {
    expect(heard({ event: 'calendly.event_scheduled', payload: { id: 1 } })).toEqual({
      event: 'calendly.event_scheduled',
      payload: { id: 1 },
    })
  })

  it('rejects the same event from any other origin', () => {
    for (const origin of [
      'https://evil.example',
      'http://calendly.com',
      'https://calendly.com.evil.example',
      '',
      'null',
    ]) {
      expect(heard({ event: 'calendly.event_scheduled' }, origin)).toBeNull()
    }
  })

  it('rejects data that is not a calendly.* event', () => {
    for (const data of [
      null,
      'calendly.event_scheduled',
      42,
      {},
      { event: 'other.event' },
      { event: 7 },
      { event: 'calendlyx' },
    ]) {
      expect(heard(data)).toBeNull()
    }
  })
})

describe('listenForBookingEvents', () => {
  it('passes accepted events to the handler and stops when told to', () => {
    const handler = vi.fn()
    const stop = listenForBookingEvents(ORIGIN, handler)
    window.dispatchEvent(message({ event: 'calendly.date_and_time_selected' }))
    window.dispatchEvent(message({ event: 'calendly.event_scheduled' }, 'https://evil.example'))
    window.dispatchEvent(message({ event: 'not-calendly' }))
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler.mock.calls[0]?.[0]).toEqual({ event: 'calendly.date_and_time_selected', payload: undefined })
    stop()
    window.dispatchEvent(message({ event: 'calendly.event_scheduled' }))
    expect(handler).toHaveBeenCalledTimes(1)
  })
})
