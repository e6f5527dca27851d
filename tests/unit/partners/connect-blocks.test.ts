// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchConnectBlocks } from '../../../src/partners/connect-blocks'

/** A policy violation as the browser reports it (Node has no SecurityPolicyViolationEvent). */
function violation(effectiveDirective: string): Event {
  return Object.assign(new Event('securitypolicyviolation'), { effectiveDirective })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('why a sheet request failed: did connect-src refuse it?', () => {
  it('yes, for a connect-src violation at or after the request started', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000)
    const page = new EventTarget()
    const blocks = watchConnectBlocks(page)
    page.dispatchEvent(violation('connect-src'))
    now.mockReturnValue(2_000)
    expect(await blocks.blockedSince(1_000)).toBe(true)
    expect(await blocks.blockedSince(999)).toBe(true)
    expect(await blocks.blockedSince(1_001)).toBe(false)
  })

  it('no, when nothing was refused, or only another directive (an image, a script)', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0)
    const page = new EventTarget()
    const blocks = watchConnectBlocks(page)
    expect(await blocks.blockedSince(0)).toBe(false)
    page.dispatchEvent(violation('img-src'))
    page.dispatchEvent(violation('script-src-elem'))
    expect(await blocks.blockedSince(0)).toBe(false)
  })

  it('stops listening when stopped', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0)
    const page = new EventTarget()
    const blocks = watchConnectBlocks(page)
    blocks.stop()
    page.dispatchEvent(violation('connect-src'))
    expect(await blocks.blockedSince(0)).toBe(false)
  })

  it('with nothing to listen to (no document), nothing was refused', async () => {
    const blocks = watchConnectBlocks(undefined)
    expect(await blocks.blockedSince(0)).toBe(false)
    expect(() => blocks.stop()).not.toThrow()
  })
})
