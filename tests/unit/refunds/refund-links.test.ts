// @vitest-environment node
import { createHmac, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { linkToken, sameToken, webSafeHmacSha256 } from '../../../scripts/support/link-token'
import { MAX_NOTE_LENGTH } from '../../../src/refunds/policy'
import {
  REFUND_REASONS,
  isBookingId,
  isLinkToken,
  isRefundReason,
  linkTokenMessage,
  quoteEmailLinkLines,
} from '../../../src/refunds/refund-links'

const ID = '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f'
const SECRET = 's3cret-link-key'

describe('the link token: HMAC-SHA256 of `refund:{id}` / `noshow:{id}`, web-safe base64 without padding', () => {
  it('a known HMAC vector (RFC 4231, test case 2) gives the expected 43-character string', () => {
    const message = 'what do ya want for nothing?'
    const rfcDigest = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'
    expect(createHmac('sha256', 'Jefe').update(message).digest('hex')).toBe(rfcDigest)
    const token = webSafeHmacSha256(message, 'Jefe')
    expect(token).toBe('W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM')
    expect(token).toBe(Buffer.from(rfcDigest, 'hex').toString('base64url'))
    expect(token).toHaveLength(43)
  })

  it('is what the script writes: web-safe base64 (`-` and `_`) with the `=` padding stripped', () => {
    const digest = createHmac('sha256', SECRET).update(`refund:${ID}`).digest()
    const padded = digest.toString('base64').replaceAll('+', '-').replaceAll('/', '_')
    expect(padded).toMatch(/=$/)
    expect(linkToken('refund', ID, SECRET)).toBe(padded.replace(/=+$/, ''))
  })

  it('signs the action and the Booking ID: each link has its own token', () => {
    expect(linkTokenMessage('refund', ID)).toBe(`refund:${ID}`)
    expect(linkTokenMessage('noshow', ID)).toBe(`noshow:${ID}`)
    expect(linkToken('refund', ID, SECRET)).toBe('qpPc1XpcZxqrk2irvjxEctF05NdkPLXfB_wH-vcZtOM')
    expect(linkToken('noshow', ID, SECRET)).toBe('KyAhy8SPqWpWlfaJe2T0aEohjuupJn13ATtt4np6P-8')
    const otherId = ID.replace(/f$/, 'e')
    expect(linkToken('refund', otherId, SECRET)).not.toBe(linkToken('refund', ID, SECRET))
    // A changed LINK_SECRET cuts off every old link.
    expect(linkToken('refund', ID, `${SECRET}2`)).not.toBe(linkToken('refund', ID, SECRET))
  })

  it('compares every character: equal only when both are the same text', () => {
    const token = linkToken('refund', ID, SECRET)
    expect(sameToken(token, token)).toBe(true)
    const flip = (at: number) => token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1)
    for (const at of [0, 21, 42]) expect(sameToken(flip(at), token), `character ${at}`).toBe(false)
    expect(sameToken(token.slice(0, 42), token)).toBe(false)
    expect(sameToken(`${token}=`, token)).toBe(false)
    expect(sameToken('', token)).toBe(false)
  })
})

describe('what a link’s page accepts', () => {
  it('a token: exactly 43 web-safe base64 characters', () => {
    for (const action of ['refund', 'noshow'] as const)
      for (let n = 0; n < 20; n++) expect(isLinkToken(linkToken(action, randomUUID(), SECRET))).toBe(true)
    const token = linkToken('refund', ID, SECRET)
    const refused: unknown[] = [
      token.slice(0, 42),
      `${token}A`,
      `${token}=`,
      `${token.slice(0, 42)}+`,
      `${token.slice(0, 42)}/`,
      `${token.slice(0, 42)}=`,
      ` ${token.slice(0, 42)}`,
      `${token.slice(0, 42)}é`,
      '',
      undefined,
      null,
      43,
      [token],
    ]
    for (const text of refused) expect(isLinkToken(text), String(text)).toBe(false)
  })

  it('a Booking ID: a UUID as the tool makes it', () => {
    for (let n = 0; n < 50; n++) expect(isBookingId(randomUUID())).toBe(true)
    expect(isBookingId(ID)).toBe(true)
    const refused: unknown[] = [
      ID.toUpperCase(),
      `{${ID}}`,
      ` ${ID}`,
      `${ID}\n`,
      ID.replaceAll('-', ''),
      `${ID}0`,
      ID.replace('0f8e', '0f8g'),
      `${ID}&t=x`,
      'b-1',
      '',
      undefined,
      12,
    ]
    for (const text of refused) expect(isBookingId(text), String(text)).toBe(false)
  })

  it('a reason: one of the five listed, exactly', () => {
    expect(REFUND_REASONS).toEqual([
      'Wrong service or outside our area',
      'Duplicate of a lead we already had',
      'Contact details are wrong',
      'Charged twice',
      'Other',
    ])
    for (const reason of REFUND_REASONS) expect(isRefundReason(reason)).toBe(true)
    for (const text of ['other', ' Other', 'Other ', 'Charged  twice', '', 'Missed appointment', undefined, 0])
      expect(isRefundReason(text), String(text)).toBe(false)
  })

  it('a note: at most 500 characters', () => {
    expect(MAX_NOTE_LENGTH).toBe(500)
  })
})

describe('the quote email’s two links', () => {
  it('ask for a refund by the window’s last day, and report a no-show', () => {
    const lines = quoteEmailLinkLines({
      webAppUrl: 'https://script.google.com/macros/s/AKfy/exec',
      id: ID,
      refundToken: linkToken('refund', ID, SECRET),
      noShowToken: linkToken('noshow', ID, SECRET),
      refundBy: 'Mon Nov 30',
    })
    expect(lines).toEqual([
      `Ask for a refund by Mon Nov 30: https://script.google.com/macros/s/AKfy/exec?refund=${ID}&t=qpPc1XpcZxqrk2irvjxEctF05NdkPLXfB_wH-vcZtOM`,
      `Homeowner did not show up? Tell the agency: https://script.google.com/macros/s/AKfy/exec?noshow=${ID}&t=KyAhy8SPqWpWlfaJe2T0aEohjuupJn13ATtt4np6P-8`,
    ])
  })
})
