// @vitest-environment node
// The local stand-in answers as Google's web app host does, so the browser tests meet the same redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGoogleScriptServer, type GoogleScriptServer } from '../../../scripts/support/google-script-server'

let server: GoogleScriptServer
beforeAll(async () => {
  server = await startGoogleScriptServer({ ledgerKey: 'k-123' })
})
afterAll(() => server.close())

const post = (body: string) =>
  fetch(server.execUrl, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain;charset=utf-8' },
    redirect: 'manual',
  })

describe('the Google-like script server', () => {
  it('answers a POST with a 302 to the second origin, which gives the JSON once to a GET; both allow any origin', async () => {
    const first = await post(JSON.stringify({ key: 'k-123', action: 'check' }))
    expect(first.status).toBe(302)
    expect(first.headers.get('access-control-allow-origin')).toBe('*')
    const location = first.headers.get('location')!
    expect(new URL(location).origin).toBe(server.origins[1])
    expect(server.origins[0]).not.toBe(server.origins[1])
    const second = await fetch(location)
    expect(second.status).toBe(200)
    expect(second.headers.get('access-control-allow-origin')).toBe('*')
    expect(await second.json()).toMatchObject({ ok: true, version: 2 })
    expect((await fetch(location)).status).toBe(404)
    expect((await fetch(location, { method: 'POST' })).status).toBe(405)
  })

  it('follows like a browser, and answers no preflight', async () => {
    const followed = await fetch(server.execUrl, {
      method: 'POST',
      body: JSON.stringify({ key: 'nope', action: 'check' }),
    })
    expect(await followed.json()).toEqual({ ok: false, error: 'bad-key' })
    const preflight = await fetch(server.execUrl, { method: 'OPTIONS' })
    expect(preflight.ok).toBe(false)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers a script that throws with an HTML page and status 200', async () => {
    server.script.spreadsheet.getSheetByName = () => {
      throw new Error('Service Spreadsheets failed while accessing document')
    }
    const followed = await fetch(server.execUrl, {
      method: 'POST',
      body: JSON.stringify({ key: 'k-123', action: 'list', since: '2026-11-16T06:00:00Z' }),
    })
    expect(followed.status).toBe(200)
    expect(followed.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await followed.text()).toContain('Service Spreadsheets failed')
  })

  it('can lose an answer after the script ran, and can stop answering', async () => {
    const before = server.posts()
    server.dropNextAnswer()
    await expect(post(JSON.stringify({ key: 'k-123', action: 'check' }))).rejects.toThrow()
    expect(server.posts()).toBe(before + 1)
    server.answer(false)
    expect((await post('{}')).status).toBe(503)
    server.answer(true)
    expect((await post('{}')).status).toBe(302)
  })
})
