import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderAppAt } from './render-app-at'
import { termsSections } from '../../../src/content/terms'

describe('landing page', () => {
  it('folds the section links into a native popover that the Menu button opens, with no script needed', async () => {
    renderAppAt('/')
    const toggle = await screen.findByRole('button', { name: 'Menu' })
    const menu = document.getElementById(toggle.getAttribute('popovertarget') ?? '')
    expect(menu).not.toBeNull()
    expect(menu).toHaveAttribute('popover', 'auto')
    expect(
      within(menu!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/#services', '/#how', '/#pricing', '/#contact'])
  })

  it('keeps what was typed when Submit is pressed: the form has no action and nothing submits it', async () => {
    const user = userEvent.setup()
    renderAppAt('/')
    const firstName = await screen.findByLabelText('First name')
    const form = firstName.closest('form')!
    const submitted = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', submitted)
    expect(form).not.toHaveAttribute('action')
    await user.type(firstName, 'Dana{Enter}')
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(submitted).not.toHaveBeenCalled()
    expect(firstName).toHaveValue('Dana')
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email')
  })

  it('renders the inert footer links without href', async () => {
    renderAppAt('/')
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
  it('shows every card', async () => {
    renderAppAt('/tos')
    for (const section of termsSections) {
      expect(await screen.findByRole('heading', { level: 2, name: section.title })).toBeVisible()
    }
  })
})

describe('scheduling page, rendered inside the app', () => {
  it('runs the same page script: the visitor’s UTM values reach the frame', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    window.history.replaceState(null, '', '/schedule?utm_source=newsletter')
    renderAppAt('/schedule?utm_source=newsletter')
    const frame = await screen.findByTitle(/discovery call/)
    await waitFor(() => expect(new URL(frame.getAttribute('src')!).searchParams.get('utm_source')).toBe('newsletter'))
    expect(new URL(frame.getAttribute('src')!).searchParams.get('utm_medium')).toBe('schedule-page')
    vi.restoreAllMocks()
  })
})
