import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import type { Company } from '../../../src/partners/company'
import { DataUpdatedNote } from '../../../src/tool/partners/sheet-load/data-updated-note'

const DATA_UPDATED = 'Data updated — these results now reflect the latest sheet.'
const cards = (...names: string[]) => names.map((company_name) => ({ company_name }) as Company)
const note = () => screen.queryByText(DATA_UPDATED)

describe('Data updated (a refreshed sheet changed the cards on screen)', () => {
  it('shows when a refresh changes the cards of the same ZIP, and goes with the next search', () => {
    const view = render(<DataUpdatedNote zip="54016" companies={cards('Floors', 'Trees')} fetchedAt={1} />)
    expect(note()).toBeNull()
    view.rerender(<DataUpdatedNote zip="54016" companies={cards('Floors')} fetchedAt={2} />)
    expect(note()).toHaveAttribute('role', 'status')
    view.rerender(<DataUpdatedNote zip="54016" companies={cards('Floors')} fetchedAt={3} />)
    expect(note()).not.toBeNull()
    view.rerender(<DataUpdatedNote zip="30305" companies={cards('Painting')} fetchedAt={3} />)
    expect(note()).toBeNull()
  })

  it('stays away when a refresh brings the same cards', () => {
    const view = render(<DataUpdatedNote zip="54016" companies={cards('Floors')} fetchedAt={1} />)
    view.rerender(<DataUpdatedNote zip="54016" companies={cards('Floors')} fetchedAt={2} />)
    expect(note()).toBeNull()
  })

  it('stays away when the first sheet arrives for a ZIP typed before it', () => {
    const view = render(<DataUpdatedNote zip="54016" companies={[]} fetchedAt={undefined} />)
    view.rerender(<DataUpdatedNote zip="54016" companies={cards('Floors')} fetchedAt={1} />)
    expect(note()).toBeNull()
    view.rerender(<DataUpdatedNote zip="54016" companies={cards('Trees')} fetchedAt={2} />)
    expect(note()).not.toBeNull()
  })

  it('says nothing with no ZIP searched', () => {
    const view = render(<DataUpdatedNote zip="" companies={[]} fetchedAt={1} />)
    view.rerender(<DataUpdatedNote zip="" companies={cards('Floors')} fetchedAt={2} />)
    expect(note()).toBeNull()
  })
})
