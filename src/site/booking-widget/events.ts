// Only the widget's own origin is heard: any other page could post look-alike data to this window.

interface BookingEvent {
  /** Always starts with `calendly.`, e.g. `calendly.event_scheduled`. */
  event: string
  payload?: unknown
}

export type BookingEventHandler = (event: BookingEvent, message: MessageEvent) => void

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** The booking event carried by `message`, or null if it is not one from `widgetOrigin`. */
function readBookingEvent(message: MessageEvent, widgetOrigin: string): BookingEvent | null {
  if (message.origin !== widgetOrigin) return null
  const data: unknown = message.data
  if (!isRecord(data)) return null
  const name = data.event
  if (typeof name !== 'string' || !name.startsWith('calendly.')) return null
  return { event: name, payload: data.payload }
}

export function listenForBookingEvents(
  widgetOrigin: string,
  handler: BookingEventHandler,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onMessage = (message: MessageEvent) => {
    const event = readBookingEvent(message, widgetOrigin)
    if (event) handler(event, message)
  }
  target.addEventListener('message', onMessage)
  return () => target.removeEventListener('message', onMessage)
}
