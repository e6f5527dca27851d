// @vitest-environment node
// The double's UrlFetchApp takes a POST as Google's reference describes its parameters: `method` one of get, delete,
// patch, post or put (get by default); `payload` text or an object of form fields, refused on a get; `contentType`
// application/x-www-form-urlencoded unless given; and it reaches a server on 127.0.0.1 over real HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LedgerScript } from '../../../scripts/support/apps-script-double'
import { startChatWebhook, type ChatWebhook } from '../../../scripts/support/chat-webhook-server'
import { loadScript } from './script-requests'

let script: LedgerScript
beforeEach(() => {
  script = loadScript()
  script.urlFetch.answer('https://hooks.example/in', () => ({ status: 200, body: 'ok' }))
})

describe('UrlFetchApp POSTs', () => {
  it('refuses a method Google does not list, and a payload on a get or delete', () => {
    expect(() => script.urlFetch.fetch('https://hooks.example/in', { method: 'POST', payload: 'x' })).toThrow(
      'Invalid argument: method',
    )
    expect(() => script.urlFetch.fetch('https://hooks.example/in', { method: 'head' })).toThrow(
      'Invalid argument: method',
    )
    expect(() => script.urlFetch.fetch('https://hooks.example/in', { payload: 'x' })).toThrow('a get takes no payload')
    expect(() => script.urlFetch.fetch('https://hooks.example/in', { method: 'delete', payload: 'x' })).toThrow(
      'a delete takes no payload',
    )
    expect(() =>
      script.urlFetch.fetch('https://hooks.example/in', { method: 'post', payload: 'x', body: 'y' }),
    ).toThrow('does not take the fetch parameter body')
  })

  it('sends a text payload with its content type, form-encoded by default, an object as form fields', () => {
    script.urlFetch.fetch('https://hooks.example/in', {
      method: 'post',
      contentType: 'application/json',
      payload: '{"a":1}',
    })
    script.urlFetch.fetch('https://hooks.example/in', { method: 'post', payload: 'a=1' })
    script.urlFetch.fetch('https://hooks.example/in', { method: 'put', payload: { a: '1 2', b: 'é' } })
    script.urlFetch.fetch('https://hooks.example/in')
    expect(script.urlFetch.requests.map(({ method, contentType, payload }) => [method, contentType, payload])).toEqual([
      ['post', 'application/json', '{"a":1}'],
      ['post', 'application/x-www-form-urlencoded', 'a=1'],
      ['put', 'application/x-www-form-urlencoded', 'a=1+2&b=%C3%A9'],
      ['get', 'application/x-www-form-urlencoded', ''],
    ])
  })

  describe('over real HTTP to a webhook in another process', () => {
    let hook: ChatWebhook
    beforeAll(async () => {
      hook = await startChatWebhook()
    })
    afterAll(() => hook.close())

    it('posts the body with its content type, and answers the webhook’s status', async () => {
      const response = script.urlFetch.fetch(hook.url, {
        method: 'post',
        contentType: 'application/json',
        payload: '{"text":"hi"}',
        muteHttpExceptions: true,
      })
      expect(response.getResponseCode()).toBe(200)
      expect(await hook.posts()).toEqual([{ method: 'POST', contentType: 'application/json', body: '{"text":"hi"}' }])
      await hook.answerWith(500)
      expect(() => script.urlFetch.fetch(hook.url, { method: 'post', payload: 'x' })).toThrow('returned code 500')
    })
  })
})
