// @vitest-environment node
// The local stand-in answers as Google's web app host does, so the browser tests meet the same redirects.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { startGoogleScriptServer, type GoogleScriptServer } from '../../../scripts/support/google-script-server'

const PARTNERS = 'Company Name,Email\nHudson Garage Floors LLC,quotes@hudson.example'

let server: GoogleScriptServer
beforeAll(async () => {
  server = await startGoogleScriptServer({ ledgerKey: 'k-123-xxxxxxxxxxxxxx', partnerCsv: PARTNERS })
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
    const first = await post(JSON.stringify({ key: 'k-123-xxxxxxxxxxxxxx', action: 'check' }))
    expect(first.status).toBe(302)
    expect(first.headers.get('access-control-allow-origin')).toBe('*')
    const location = first.headers.get('location')!
    expect(new URL(location).origin).toBe(server.origins[1])
    expect(server.origins[0]).not.toBe(server.origins[1])
    const second = await fetch(location)
    expect(second.status).toBe(200)
    expect(second.headers.get('access-control-allow-origin')).toBe('*')
    expect(await second.json()).toMatchObject({ ok: true, version: 13, partnerSheet: { ok: true, partners: 1 } })
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
    const spreadsheet = server.script.spreadsheet
    const getSheetByName = spreadsheet.getSheetByName
    spreadsheet.getSheetByName = () => {
      throw new Error('Service Spreadsheets failed while accessing document')
    }
    onTestFinished(() => void (spreadsheet.getSheetByName = getSheetByName))
    const followed = await fetch(server.execUrl, {
      method: 'POST',
      body: JSON.stringify({ key: 'k-123-xxxxxxxxxxxxxx', action: 'list', since: '2026-11-16T06:00:00Z' }),
    })
    expect(followed.status).toBe(200)
    expect(followed.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await followed.text()).toContain('Service Spreadsheets failed')
  })

  it('publishes the partner sheet the script reads, and can make it fail or stop answering', async () => {
    expect(server.partnerSheetUrl.startsWith(`${server.origins[0]}/`)).toBe(true)
    expect(server.script.properties.get('PARTNER_SHEET_URL')).toBe(server.partnerSheetUrl)
    const published = await fetch(`${server.partnerSheetUrl}&cb=1`)
    expect([published.status, await published.text()]).toEqual([200, PARTNERS])
    const fetches = server.partnerSheetFetches()
    const check = () =>
      fetch(server.execUrl, {
        method: 'POST',
        body: JSON.stringify({ key: 'k-123-xxxxxxxxxxxxxx', action: 'check' }),
      }).then((answer) => answer.json() as Promise<{ partnerSheet: unknown }>)
    server.partnerSheet.status = 404
    expect((await fetch(server.partnerSheetUrl)).status).toBe(404)
    expect((await check()).partnerSheet).toEqual({ ok: false, reason: 'could not read the partner sheet' })
    server.partnerSheet.status = 200
    server.partnerSheet.reachable = false
    await expect(fetch(server.partnerSheetUrl)).rejects.toThrow()
    expect((await check()).partnerSheet).toEqual({ ok: false, reason: 'could not read the partner sheet' })
    server.partnerSheet.reachable = true
    expect((await check()).partnerSheet).toEqual({ ok: true, partners: 1 })
    expect(server.partnerSheetFetches()).toBe(fetches + 3)
  })

  it('answers an execution stopped half-way with Google’s HTML error page', async () => {
    server.script.executions.stopAfterEmails(1)
    const booking = {
      id: 'stopped',
      bookedAt: '2026-11-20T15:12:00.000Z',
      partner: 'Hudson Garage Floors LLC',
      setter: 'Alex',
    }
    const followed = await fetch(server.execUrl, {
      method: 'POST',
      body: JSON.stringify({ key: 'k-123-xxxxxxxxxxxxxx', action: 'book', bookings: [booking] }),
    })
    expect(followed.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await followed.text()).toContain('Exceeded maximum execution time')
    expect(server.script.mail.sent.map((mail) => mail.to)).toEqual(['quotes@hudson.example'])
    expect(server.rows()[1]![18]).toMatch(/^Sending since /)
  })

  it('runs a page’s google.script.run call as a visitor’s execution, never as the owner’s run', async () => {
    const script = server.script
    const { runFromPage, call } = script
    const ran: string[] = []
    script.runFromPage = <T>(name: string, ...args: unknown[]) => {
      ran.push(`page: ${name}`)
      return runFromPage<T>(name, ...args)
    }
    script.call = <T>(name: string, ...args: unknown[]) => {
      ran.push(`editor: ${name}`)
      return call<T>(name, ...args)
    }
    onTestFinished(() => void Object.assign(script, { runFromPage, call }))
    const answer = await fetch(`${server.origins[0]}/google-script-run`, {
      method: 'POST',
      body: JSON.stringify({ name: 'askFromLink', args: [{ action: 'refund', id: 'x', t: 'y' }] }),
    })
    expect(await answer.json()).toHaveProperty('value')
    expect(ran).toEqual(['page: askFromLink'])
  })

  it('can lose an answer after the script ran, and can stop answering', async () => {
    const before = server.posts()
    server.dropNextAnswer()
    await expect(post(JSON.stringify({ key: 'k-123-xxxxxxxxxxxxxx', action: 'check' }))).rejects.toThrow()
    expect(server.posts()).toBe(before + 1)
    server.answer(false)
    expect((await post('{}')).status).toBe(503)
    server.answer(true)
    expect((await post('{}')).status).toBe(302)
  })

  it('lets a test seed the Leads tab as a lead source does, and read the lead queue’s tabs', async () => {
    const ask = (body: object) =>
      fetch(server.execUrl, { method: 'POST', body: JSON.stringify({ key: 'k-123-xxxxxxxxxxxxxx', ...body }) }).then(
        (answer) => answer.json() as Promise<Record<string, unknown>>,
      )
    expect(server.tab('Attempts')[0]).toEqual(['Attempt ID', 'Lead ID', 'At', 'Setter', 'Outcome', 'Callback At'])
    const [row] = server.appendLeads([
      { 'Received At': new Date('2026-11-24T15:00:00Z'), Name: 'Pat Doe', Phone: '715 555 0101', ZIP: '54016' },
    ])
    expect(await ask({ action: 'queue' })).toMatchObject({
      leads: [{ row, zip: '54016', phoneEnd: '0101' }],
      waiting: 1,
    })
    const claimed = await ask({ action: 'claim', row, phone: '0101' })
    expect(claimed).toMatchObject({ ok: true, lead: { name: 'Pat Doe', claimedBy: 'Owner' } })
    const leadId = (claimed.lead as { leadId: string }).leadId
    server.dropNextAnswer('outcome')
    const outcome = { action: 'outcome', leadId, attemptId: 'a-1', outcome: 'No answer' }
    await expect(ask(outcome)).rejects.toThrow()
    expect(await ask(outcome)).toMatchObject({ ok: true, duplicate: true, lead: { attempts: 1 } })
    expect(server.posts('outcome')).toBe(2)
    expect(server.tab('Attempts').map((cells) => cells[0])).toEqual(['Attempt ID', 'a-1'])
    expect(server.tab('Leads')[row! - 1]!.slice(2, 3)).toEqual(['715 555 0101'])
  })
})
