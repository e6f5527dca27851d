// Only the latest paste fills the lead: each paste waits for the reader to load, and the test decides when each
// load ends, so an earlier paste's reader arriving after a later one's is shown, not left to timing.
import type { ClipboardEvent } from 'react'
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as reader from '../../../src/leads/paste/read-lead-block'
import { EMPTY_LEAD } from '../../../src/leads/lead'
import { loadLeadReader } from '../../../src/tool/search/load-lead-reader'
import { useLeadPaste } from '../../../src/tool/search/use-lead-paste'

vi.mock('../../../src/tool/search/load-lead-reader', () => ({ loadLeadReader: vi.fn() }))

type Reader = typeof reader

/** One load of the reader, ended by the test. */
function heldLoad() {
  let end!: { resolve: (value: Reader) => void; reject: (error: Error) => void }
  const promise = new Promise<Reader>((resolve, reject) => (end = { resolve, reject }))
  return {
    promise,
    arrive: () => act(async () => end.resolve(reader)),
    fail: () => act(async () => end.reject(new Error('chunk failed to load'))),
  }
}

const FIRST = 'Name: Ann First\nPhone: 715-555-0101'
const LATER = 'Name: Bo Later\nPhone: 715-555-0102'

const pasteEvent = (text: string) =>
  ({
    clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') },
    preventDefault: () => {},
    currentTarget: null,
  }) as unknown as ClipboardEvent<HTMLElement>

/** The hook with two pastes into Name whose reader loads the test ends. */
function twoPastes() {
  const first = heldLoad()
  const later = heldLoad()
  vi.mocked(loadLeadReader).mockReturnValueOnce(first.promise).mockReturnValueOnce(later.promise)
  const onLeadChange = vi.fn()
  const hook = renderHook(() =>
    useLeadPaste({
      lead: EMPTY_LEAD,
      onLeadChange,
      zipInputRef: { current: null },
      onZipChange: () => {},
      serviceChoices: [],
      serviceSlug: null,
      garageSize: null,
      onChoicesChange: () => {},
    }),
  )
  act(() => hook.result.current.onPaste('name')(pasteEvent(FIRST)))
  act(() => hook.result.current.onPaste('name')(pasteEvent(LATER)))
  const namesFilled = () => onLeadChange.mock.calls.map(([lead]) => lead.name)
  return { first, later, namesFilled, note: () => hook.result.current.note }
}

beforeEach(() => {
  vi.mocked(loadLeadReader).mockReset()
})

describe('only the latest paste fills the lead', () => {
  it('an earlier paste whose reader arrives last does not overwrite the later one', async () => {
    const { first, later, namesFilled, note } = twoPastes()
    await later.arrive()
    expect(namesFilled()).toEqual(['Bo Later'])
    await first.arrive()
    expect(namesFilled()).toEqual(['Bo Later'])
    expect(note()).toBe('filled')
  })

  it('an earlier paste whose reader arrives first fills nothing: the later one is on its way', async () => {
    const { first, later, namesFilled } = twoPastes()
    await first.arrive()
    expect(namesFilled()).toEqual([])
    await later.arrive()
    expect(namesFilled()).toEqual(['Bo Later'])
  })

  it('an earlier paste whose reader fails to load does not say so over the later one', async () => {
    const { first, later, namesFilled, note } = twoPastes()
    await first.fail()
    expect(note()).toBeNull()
    await later.arrive()
    expect(namesFilled()).toEqual(['Bo Later'])
    expect(note()).toBe('filled')
  })
})
