// A lead's notification opens the tool on the Search tab: an open tool is focused and told, or a new one opened.

/** What the service worker posts to an open tool when a lead's notification is clicked: show the Search tab. */
export const SHOW_SEARCH_MESSAGE = 'SHOW_SEARCH'

/** The part of the service worker's `clients` this needs. */
export interface WindowClients {
  matchAll(options: { type: 'window'; includeUncontrolled: true }): Promise<readonly WindowClientLike[]>
  openWindow(url: string): Promise<unknown>
}

interface WindowClientLike {
  url: string
  focus(): Promise<unknown>
  postMessage(message: unknown): void
}

const TOOL_PATH = '/tool'

export async function showSearchTab(clients: WindowClients): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  const tool = windows.find((client) => new URL(client.url).pathname === TOOL_PATH)
  if (!tool) return void (await clients.openWindow(TOOL_PATH))
  await tool.focus()
  tool.postMessage({ type: SHOW_SEARCH_MESSAGE })
}
