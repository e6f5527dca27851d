import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../../../src/router'
import { termsSections } from '../../../src/content/terms'

function renderAt(path: string) {
  const router = createAppRouter({
    context: { loadQueryClient: () => Promise.reject(new Error('not used')) },
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(<RouterProvider router={router} />)
  return router
}

describe('landing page', () => {
  it('toggles the menu with its button and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup()
    renderAt('/')
    const toggle = await screen.findByRole('button', { name: 'Menu' })
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(list).not.toBeNull()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(list).toHaveAttribute('data-open', 'true')
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('keeps what was typed when the contact form is submitted', async () => {
    const user = userEvent.setup()
    renderAt('/')
    const firstName = await screen.findByLabelText('First name')
    await user.type(firstName, 'Dana')
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(firstName).toHaveValue('Dana')
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email')
  })

  it('renders the inert footer links without href', async () => {
    renderAt('/')
    const footer = await screen.findByRole('contentinfo')
    for (const name of [/^Privacy/, /^Do Not Sell My Info/]) {
      const link = within(footer).getByRole('link', { name })
      expect(link).not.toHaveAttribute('href')
      expect(link).toHaveAttribute('aria-disabled', 'true')
      expect(link).toHaveAccessibleName(expect.stringContaining('(coming soon)'))
    }
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/tos')
  })
})

describe('terms page', () => {
  it('shows every card without IntersectionObserver (jsdom has none)', async () => {
    renderAt('/tos')
    for (const section of termsSections) {
      expect(await screen.findByRole('heading', { level: 2, name: section.title })).toBeVisible()
    }
    expect(document.querySelector('.is-revealing')).toBeNull()
  })
})
