import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { BookingWidget } from '../../../src/site/booking-widget/booking-widget'

const URL_ = 'https://calendly.com/acme/discovery-call?month=2026-05'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('BookingWidget', () => {
  it('shows a spinner until the frame has loaded', () => {
    setOnline(true)
    render(<BookingWidget url={URL_} title="Schedule a call" />)
    const frame = screen.getByTitle('Schedule a call')
    expect(frame).toHaveAttribute('height', '700')
    expect(screen.getByRole('status')).toHaveTextContent('Loading the scheduler')
    fireEvent.load(frame)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('builds the frame URL from its options, keeping what the URL had', () => {
    setOnline(true)
    render(
      <BookingWidget
        url={URL_}
        title="Schedule a call"
        prefill={{ email: 'a@b.co', date: '2026-05-04' }}
        pageSettings={{ primaryColor: '#0f3d3e', hideGdprBanner: true }}
        utm={{ utmSource: 'site' }}
      />,
    )
    const src = new URL(screen.getByTitle('Schedule a call').getAttribute('src') ?? '')
    expect(src.origin + src.pathname).toBe('https://calendly.com/acme/discovery-call')
    expect(Object.fromEntries(src.searchParams)).toEqual({
      month: '2026-05',
      email: 'a@b.co',
      date: '2026-05-04',
      primary_color: '0f3d3e',
      hide_gdpr_banner: '1',
      utm_source: 'site',
      embed_type: 'Inline',
      embed_domain: window.location.host,
    })
  })

  it('explains it needs a connection while offline, then loads the frame when back online', () => {
    setOnline(false)
    render(<BookingWidget url={URL_} title="Schedule a call" />)
    expect(screen.queryByTitle('Schedule a call')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(
      'The scheduler needs an internet connection. Reconnect and it will load here.',
    )
    setOnline(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.getByTitle('Schedule a call')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the scheduler')
  })

  it('keeps a loaded frame when the connection drops, with a notice', () => {
    setOnline(true)
    render(<BookingWidget url={URL_} title="Schedule a call" />)
    fireEvent.load(screen.getByTitle('Schedule a call'))
    setOnline(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(screen.getByTitle('Schedule a call')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('offline')
  })

  it('passes calendly.* events from the widget origin to onEvent and ignores others', () => {
    setOnline(true)
    const onEvent = vi.fn()
    const { unmount } = render(<BookingWidget url={URL_} title="Schedule a call" onEvent={onEvent} />)
    const post = (origin: string, data: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data }))
      })
    post('https://calendly.com', { event: 'calendly.event_scheduled', payload: { invitee: 'x' } })
    post('https://evil.example', { event: 'calendly.event_scheduled' })
    post('https://calendly.com', { event: 'something.else' })
    expect(onEvent).toHaveBeenCalledTimes(1)
    expect(onEvent.mock.calls[0]?.[0]).toEqual({ event: 'calendly.event_scheduled', payload: { invitee: 'x' } })
    unmount()
    post('https://calendly.com', { event: 'calendly.event_scheduled' })
    expect(onEvent).toHaveBeenCalledTimes(1)
  })
})
