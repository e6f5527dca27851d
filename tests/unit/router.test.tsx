import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router'
import { createAppRouter } from '../../src/router'
import { renderAppAt } from './site/render-app-at'
import { RouteErrorScreen } from '../../src/site/route-error-screen'
import { NotFoundScreen } from '../../src/site/not-found-screen'
import { parseSearch, stringifySearch } from '../../src/search-params'

describe('not-found screen', () => {
  it("shows 'No match for {path}' and a 'Go Home' link to /", async () => {
    renderAppAt('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'No match for /no/such/page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  })

  it('shows the path decoded as the user typed it', async () => {
    renderAppAt('/caf%C3%A9')
    expect(await screen.findByRole('heading', { name: 'No match for /café' })).toBeInTheDocument()
  })
})

describe('router error screen', () => {
  function routerWithThrowingRoute(where: 'render' | 'loader') {
    const rootRoute = createRootRoute({ component: Outlet })
    const brokenRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/broken',
      loader: () => {
        if (where === 'loader') throw new Error('Sheet loader exploded')
      },
      component: function Broken(): never {
        throw new Error('Card renderer exploded')
      },
    })
    return createRouter({
      routeTree: rootRoute.addChildren([brokenRoute]),
      history: createMemoryHistory({ initialEntries: ['/broken'] }),
      defaultErrorComponent: RouteErrorScreen,
      defaultNotFoundComponent: NotFoundScreen,
    })
  }

  it("renders 'Unexpected Application Error!' with the message when a route throws while rendering", async () => {
    render(<RouterProvider router={routerWithThrowingRoute('render')} />)
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('Card renderer exploded')).toBeInTheDocument()
  })

  it("renders 'Unexpected Application Error!' with the message when a route loader throws", async () => {
    render(<RouterProvider router={routerWithThrowingRoute('loader')} />)
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('Sheet loader exploded')).toBeInTheDocument()
  })

  it("'Try again' runs the route again, and shows it once it works; 'Go Home' links to /", async () => {
    let attempts = 0
    const rootRoute = createRootRoute({ component: Outlet })
    const flakyRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/flaky',
      loader: () => {
        attempts++
        if (attempts === 1) throw new Error('Chunk failed to load')
        return 'ok'
      },
      component: function Flaky() {
        return <p>Route content</p>
      },
    })
    const router = createRouter({
      routeTree: rootRoute.addChildren([flakyRoute]),
      history: createMemoryHistory({ initialEntries: ['/flaky'] }),
      defaultErrorComponent: RouteErrorScreen,
    })
    render(<RouterProvider router={router} />)
    expect(await screen.findByText('Chunk failed to load')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Route content')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument()
    expect(attempts).toBe(2)
  })

  it('the app router uses the same error screen', () => {
    const router = createAppRouter()
    expect(router.options.defaultErrorComponent).toBe(RouteErrorScreen)
  })
})

describe('search params stay strings', () => {
  it('keeps a leading-zero ZIP as text', () => {
    expect(parseSearch('?zip=01234&tab=search')).toEqual({ zip: '01234', tab: 'search' })
    expect(parseSearch('?zip=54016')).toEqual({ zip: '54016' })
  })

  it('writes strings without JSON quotes and drops empty values', () => {
    expect(stringifySearch({ zip: '01234', tab: 'checklist' })).toBe('?zip=01234&tab=checklist')
    expect(stringifySearch({ zip: '', tab: undefined })).toBe('')
  })

  it('round-trips values with reserved characters', () => {
    const search = { q: 'a&b=c d' }
    expect(parseSearch(stringifySearch(search))).toEqual(search)
  })
})
