// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../../build/security-headers'
import { blockedConnectOrigin, connectSources } from '../../../src/partners/sheet-origins'

const PAGE = 'https://leads.example.org'

describe('one list of sheet sources for the CSP and for the Admin check', () => {
  const settings = {
    defaultSheetUrl: 'https://sheets.example.net/default.csv',
    extraSheetSources: ' https://files.partner.example  http://127.0.0.1:* ',
  }
  const sources = () => connectSources(settings)

  it("connect-src is 'self' plus exactly these sources", () => {
    expect(sources()).toEqual([
      'https://docs.google.com',
      'https://*.googleusercontent.com',
      'https://script.google.com',
      'https://script.googleusercontent.com',
      'https://sheets.example.net',
      'https://files.partner.example',
      'http://127.0.0.1:*',
    ])
    const connectSrc = contentSecurityPolicy({ bookingUrl: 'https://calendly.com/x', ...settings })
      .split('; ')
      .find((directive) => directive.startsWith('connect-src '))
    expect(connectSrc).toBe(`connect-src 'self' ${sources().join(' ')}`)
  })

  it.each([
    ['https://docs.google.com/spreadsheets/d/abc/export?format=csv', null],
    ['https://doc-0s-1c-sheets.googleusercontent.com/export/x.csv', null],
    ['https://sheets.example.net/other.csv', null],
    ['https://script.google.com/macros/s/AKfyc/exec', null],
    ['https://files.partner.example/a.csv', null],
    ['http://127.0.0.1:4193/sheet.csv', null],
    ['/demo-sheet.csv', null],
    [`${PAGE}/sheet.csv`, null],
    ['https://files.example.com/sheet.csv', 'https://files.example.com'],
    ['https://googleusercontent.com/x.csv', 'https://googleusercontent.com'],
    ['http://docs.google.com/x.csv', 'http://docs.google.com'],
    ['https://docs.google.com:8443/x.csv', 'https://docs.google.com:8443'],
    ['http://localhost:4193/sheet.csv', 'http://localhost:4193'],
  ])('%s -> %s', (url, blocked) => {
    expect(blockedConnectOrigin(url, PAGE, sources())).toBe(blocked)
  })

  it('with no extra sources, only Google and this site are allowed', () => {
    const googleOnly = connectSources({ defaultSheetUrl: '/demo-sheet.csv', extraSheetSources: '' })
    expect(googleOnly).toEqual([
      'https://docs.google.com',
      'https://*.googleusercontent.com',
      'https://script.google.com',
      'https://script.googleusercontent.com',
    ])
    expect(blockedConnectOrigin('https://files.example.com/s.csv', PAGE, googleOnly)).toBe('https://files.example.com')
  })
})

describe('a source in VITE_SHEET_CONNECT_SRC is read as the browser reads a CSP host source', () => {
  it.each([
    ['files.example.com', 'https://files.example.com/a.csv', null],
    ['files.example.com', 'http://files.example.com/a.csv', null],
    ['files.example.com', 'ftp://files.example.com/a.csv', 'ftp://files.example.com'],
    ['files.example.com', 'https://files.example.com:8443/a.csv', 'https://files.example.com:8443'],
    ['http://files.example.com', 'http://files.example.com/a.csv', null],
    ['http://files.example.com', 'https://files.example.com/a.csv', null],
    ['http://files.example.com', 'https://files.example.com:8443/a.csv', 'https://files.example.com:8443'],
    ['http://files.example.com', 'http://files.example.com:443/a.csv', 'http://files.example.com:443'],
    ['https://files.example.com', 'http://files.example.com/a.csv', 'http://files.example.com'],
    ['https://', 'https://files.example.com/a.csv', 'https://files.example.com'],
  ])('%s: %s -> %s', (source, url, blocked) => {
    expect(blockedConnectOrigin(url, PAGE, [source])).toBe(blocked)
  })

  it('an address that is not a URL is left to the URL check', () => {
    expect(blockedConnectOrigin('http://[', PAGE, [])).toBeNull()
  })
})
