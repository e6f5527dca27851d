// @vitest-environment node
// A lead's notification, clicked: the service worker focuses an open tool and tells it to show Search, or opens one.
import { describe, expect, it } from 'vitest'
import { SHOW_SEARCH_MESSAGE, showSearchTab, type WindowClients } from '../../../src/pwa/show-search-tab'

/** The service worker's clients, holding windows at these URLs; records what was done to them. */
function clientsAt(...urls: string[]) {
  const done: string[] = []
  const clients: WindowClients = {
    matchAll: async (options) => {
      expect(options).toEqual({ type: 'window', includeUncontrolled: true })
      return urls.map((url) => ({
        url,
        focus: async () => void done.push(`focus ${url}`),
        postMessage: (message: unknown) => void done.push(`post ${url} ${JSON.stringify(message)}`),
      }))
    },
    openWindow: async (url) => void done.push(`open ${url}`),
  }
  return { clients, done }
}

describe('showSearchTab', () => {
  it('focuses the open tool, then tells it to show the Search tab', async () => {
    const { clients, done } = clientsAt('https://example.com/', 'https://example.com/tool?tab=admin')
    await showSearchTab(clients)
    expect(done).toEqual([
      'focus https://example.com/tool?tab=admin',
      `post https://example.com/tool?tab=admin {"type":"${SHOW_SEARCH_MESSAGE}"}`,
    ])
  })

  it('opens the tool when no window shows it: none at all, or only the public pages', async () => {
    for (const urls of [[], ['https://example.com/', 'https://example.com/tos', 'https://example.com/toolkit']]) {
      const { clients, done } = clientsAt(...urls)
      await showSearchTab(clients)
      expect(done).toEqual(['open /tool'])
    }
  })
})
