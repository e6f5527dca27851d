// A part whose code could not be fetched tries again when the tool's one online rule says it is back online.
import { act, render, screen } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onDemand } from '../../../../src/tool/ui/on-demand'

afterEach(() => onlineManager.setOnline(true))

describe('an on-demand part', () => {
  it('loads again once onlineStatus is back online, with no window event', async () => {
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(() => <p>The map</p>)
    const Part = onDemand(load, 'The map could not be loaded.')
    render(<Part loading={<p>Loading…</p>} />)
    expect(await screen.findByText('The map could not be loaded.')).toBeVisible()

    act(() => onlineManager.setOnline(false))
    act(() => onlineManager.setOnline(true))

    expect(await screen.findByText('The map')).toBeVisible()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
