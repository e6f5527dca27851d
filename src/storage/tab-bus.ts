// The one cross-tab bus: a stored value or the booking outbox changed in another tab of this origin.
const CHANNEL_NAME = 'ahs-storage'

type Listener = () => void

let channel: BroadcastChannel | null = null
const listeners = new Map<string, Set<Listener>>()

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(CHANNEL_NAME)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const topic = (event.data as { key?: unknown } | null)?.key
    if (typeof topic === 'string') listeners.get(topic)?.forEach((listener) => listener())
  }
  return channel
}

/** Tells the other tabs that `topic` (a storage key, or the outbox) changed; this tab is not told. */
export function announceToOtherTabs(topic: string): void {
  openChannel()?.postMessage({ key: topic })
}

export function onOtherTabChange(topic: string, listener: Listener): () => void {
  openChannel()
  const forTopic = listeners.get(topic) ?? new Set<Listener>()
  forTopic.add(listener)
  listeners.set(topic, forTopic)
  return () => void forTopic.delete(listener)
}
