import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { get, set } from 'idb-keyval'
import { SHEET_URL_PLACEHOLDER } from '../../../src/partners/sheet-url'
import { fixtureCsv, mockSheetFetch, renderTool, resetToolState } from './render-tool'

const statusLine = () => document.querySelector('.status-line')
const resultCount = () => document.querySelector('.result-count')

beforeEach(async () => {
  await resetToolState()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** Requests for the sheet: Admin also loads the US ZIP asset (its report lists and the coverage overview). */
const sheetRequests = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([url]) => !/\/us-zips-[^/]*\.bin$/.test(String(url)))

describe('data load messages (SPEC §4, §7, §8)', () => {
  it("shows 'Loading data…' and then 'Loaded {n} companies.'", async () => {
    let answer: (response: Response) => void = () => {}
    mockSheetFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    renderTool()
    await waitFor(() => expect(statusLine()).toHaveTextContent('Loading data…'))
    answer(new Response(fixtureCsv))
    await waitFor(() => expect(statusLine()).toHaveTextContent('Loaded 3 companies.'))
  })

  it('GETs the sheet URL with cb set to the current time, in no-cache mode, with no body', async () => {
    const fetchMock = mockSheetFetch()
    const before = Date.now()
    renderTool()
    await waitFor(() => expect(statusLine()).toHaveTextContent('Loaded 3 companies.'))
    const [url, init] = fetchMock.mock.calls[0]!
    const requested = new URL(String(url), 'http://localhost')
    expect(requested.pathname).toBe('/demo-sheet.csv')
    expect(Number(requested.searchParams.get('cb'))).toBeGreaterThanOrEqual(before)
    expect(init?.cache).toBe('no-cache')
    expect(init?.method ?? 'GET').toBe('GET')
    expect(init?.body).toBeUndefined()
  })

  it.each([
    ['a non-OK status', () => new Response('nope', { status: 404 }), 'HTTP 404'],
    ['an empty CSV', () => new Response(''), 'Empty CSV'],
    ['an HTML sign-in page', () => new Response('<!doctype html><html><body>Sign in</body></html>'), 'HTML'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
  ])(
    "shows 'Failed to load data. Check the CSV URL in Admin tab.' for %s, and the list is empty",
    async (_case, respond, detail) => {
      mockSheetFetch(respond as () => Promise<Response>)
      const user = userEvent.setup()
      renderTool()
      await waitFor(
        () => expect(statusLine()).toHaveTextContent('Failed to load data. Check the CSV URL in Admin tab.'),
        { timeout: 4000 },
      )
      expect(statusLine()).toHaveTextContent(detail)
      await user.type(screen.getByLabelText('ZIP code'), '54016')
      expect(resultCount()).toHaveTextContent('No companies found for ZIP 54016.')
      expect(screen.getByText('No results.')).toBeInTheDocument()
    },
  )

  it('a URL still set to the placeholder shows the set-up message and makes no request', async () => {
    await set('ahs_sheet_csv_url', SHEET_URL_PLACEHOLDER)
    const fetchMock = mockSheetFetch()
    renderTool()
    await waitFor(() =>
      expect(statusLine()).toHaveTextContent('Set your Google Sheet CSV URL in Admin tab → Use This Sheet.'),
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

it('a blank saved URL counts as unset, so the built-in default sheet is used', async () => {
  await set('ahs_sheet_csv_url', '   ')
  const fetchMock = mockSheetFetch()
  renderTool()
  await waitFor(() => expect(statusLine()).toHaveTextContent('Loaded 3 companies.'))
  expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^\/demo-sheet\.csv\?cb=/)
})

describe('ZIP search messages (SPEC §5, §8)', () => {
  it('filters live as the setter types, with the spec texts', async () => {
    mockSheetFetch()
    const user = userEvent.setup()
    renderTool()
    await waitFor(() => expect(statusLine()).toHaveTextContent('Loaded 3 companies.'))
    expect(resultCount()).toHaveTextContent('Enter a ZIP to search.')
    expect(screen.getByText('No results.')).toBeInTheDocument()
    const zip = screen.getByLabelText('ZIP code')
    await user.type(zip, '5401')
    expect(resultCount()).toHaveTextContent('No companies found for ZIP 5401.')
    await user.type(zip, '6')
    expect(resultCount()).toHaveTextContent('2 companies match ZIP 54016.')
    expect(screen.getAllByRole('article')).toHaveLength(2)
    await user.clear(zip)
    await user.type(zip, '30305')
    expect(resultCount()).toHaveTextContent('1 company matches ZIP 30305.')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(resultCount()).toHaveTextContent('1 company matches ZIP 30305.')
    expect(zip).toHaveFocus()
  })

  it('shows the first 10 of many matching partners at once, and all of them on request, focusing the first new card', async () => {
    const rows = Array.from({ length: 27 }, (_, index) => `Partner ${index + 1},54016`)
    mockSheetFetch(() => new Response(['company_name,zips', ...rows].join('\r\n')))
    const user = userEvent.setup()
    renderTool()
    await waitFor(() => expect(statusLine()).toHaveTextContent('Loaded 27 companies.'))
    await user.type(screen.getByLabelText('ZIP code'), '54016')
    expect(resultCount()).toHaveTextContent('27 companies match ZIP 54016.')
    expect(screen.getAllByRole('article')).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: 'Show all 27 partners' }))
    expect(screen.getAllByRole('article')).toHaveLength(27)
    // The button is gone: focus goes to the first card it brought, not to the page.
    expect(screen.getAllByRole('article')[10]).toHaveFocus()
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument()
  })

  it('uses a ZIP from the data as the placeholder', async () => {
    mockSheetFetch()
    renderTool()
    await waitFor(() => expect(screen.getByLabelText('ZIP code')).toHaveAttribute('placeholder', '54016'))
  })
})

/** Admin: types `url` over the Sheet CSV URL and presses Use This Sheet. */
async function useThisSheet(user: ReturnType<typeof userEvent.setup>, url: string) {
  const input = await screen.findByLabelText('Sheet CSV URL')
  await user.clear(input)
  await user.type(input, url)
  await user.click(screen.getByRole('button', { name: 'Use This Sheet' }))
}

/** The tool on its Admin tab, every request answered with the fixture sheet. */
function renderAdminTab() {
  const fetchMock = mockSheetFetch()
  const user = userEvent.setup()
  renderTool('/tool?tab=admin')
  return { fetchMock, user }
}

describe('Admin (SPEC §4, §5, §8)', () => {
  it("'Use This Sheet' rejects a blank URL with 'Please paste a valid CSV URL.'", async () => {
    const { fetchMock, user } = renderAdminTab()
    await useThisSheet(user, '   ')
    expect(screen.getByText('Please paste a valid CSV URL.')).toBeInTheDocument()
    expect(await get('ahs_sheet_csv_url')).toBeUndefined()
    expect(sheetRequests(fetchMock).every(([url]) => String(url).startsWith('/demo-sheet.csv'))).toBe(true)
  })

  it("saves a normalised sheet URL, shows 'Saved. Reloading data…' and reloads from it", async () => {
    const { fetchMock, user } = renderAdminTab()
    await useThisSheet(user, '  https://docs.google.com/spreadsheets/d/abc123/edit#gid=77  ')
    expect(screen.getByText('Saved. Reloading data…')).toBeInTheDocument()
    const expected = 'https://docs.google.com/spreadsheets/d/abc123/export?format=csv&gid=77'
    await waitFor(async () => expect(await get('ahs_sheet_csv_url')).toBe(expected))
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(`${expected}&cb=`))).toBe(true),
    )
  })

  it('a URL whose origin the CSP does not allow is refused with the reason, and nothing is saved or fetched', async () => {
    const { fetchMock, user } = renderAdminTab()
    await waitFor(() => expect(sheetRequests(fetchMock)).toHaveLength(1))
    await useThisSheet(user, 'https://files.example.com/partners.csv')
    expect(
      screen.getByText(
        'This site can only load sheets from Google Sheets. https://files.example.com is not allowed — ask whoever deploys the tool to add it (VITE_SHEET_CONNECT_SRC).',
      ),
    ).toBeInTheDocument()
    expect(await get('ahs_sheet_csv_url')).toBeUndefined()
    expect(sheetRequests(fetchMock)).toHaveLength(1)
    expect(sheetRequests(fetchMock).every(([url]) => String(url).startsWith('/demo-sheet.csv'))).toBe(true)
  })

  it('saving the same URL again reloads it', async () => {
    const { fetchMock, user } = renderAdminTab()
    await waitFor(() => expect(sheetRequests(fetchMock)).toHaveLength(1))
    await user.click(await screen.findByRole('button', { name: 'Use This Sheet' }))
    await waitFor(() => expect(sheetRequests(fetchMock)).toHaveLength(2))
  })

  it("'Clear' removes the saved URL, says so, restores the default and reloads", async () => {
    await set('ahs_sheet_csv_url', 'https://sheets.example.test/custom.csv')
    const { fetchMock, user } = renderAdminTab()
    const input = await screen.findByLabelText('Sheet CSV URL')
    expect(input).toHaveValue('https://sheets.example.test/custom.csv')
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.getByText('Cleared saved Sheet URL. Will use default.')).toBeInTheDocument()
    expect(input).toHaveValue('/demo-sheet.csv')
    await waitFor(async () => expect(await get('ahs_sheet_csv_url')).toBeUndefined())
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/demo-sheet.csv?cb='))).toBe(true),
    )
  })

  it("training link: blank shows 'Please paste a valid training folder URL.', a valid one 'Training link saved.'", async () => {
    const { user } = renderAdminTab()
    const input = await screen.findByLabelText('Training folder URL')
    await user.clear(input)
    await user.click(screen.getByRole('button', { name: 'Use Training Link' }))
    expect(screen.getByText('Please paste a valid training folder URL.')).toBeInTheDocument()
    await user.type(input, ' https://drive.example.test/training ')
    await user.click(screen.getByRole('button', { name: 'Use Training Link' }))
    expect(await screen.findByText('Training link saved.')).toBeInTheDocument()
    expect(await get('ahs_training_url')).toBe('https://drive.example.test/training')
    await user.click(screen.getByRole('tab', { name: 'Training' }))
    expect(screen.getByRole('link', { name: 'Open Training Folder' })).toHaveAttribute(
      'href',
      'https://drive.example.test/training',
    )
  })

  it("a sheet without a status column: the report says 'No status column: every partner shows as PAUSED.'", async () => {
    mockSheetFetch(() => new Response('company_name,zip codes\r\nGood Co,54016\r\n'))
    renderTool('/tool?tab=admin')
    const report = await screen.findByRole('region', { name: 'Last sheet load' })
    await waitFor(() => expect(within(report).getByText('1 of 1 rows kept.')).toBeInTheDocument())
    expect(within(report).getByText('No status column: every partner shows as PAUSED.')).toBeInTheDocument()
  })

  it('a sheet with a status column has no such warning', async () => {
    mockSheetFetch()
    renderTool('/tool?tab=admin')
    const report = await screen.findByRole('region', { name: 'Last sheet load' })
    await waitFor(() => expect(within(report).getByText(/rows kept\./)).toBeInTheDocument())
    expect(within(report).queryByText(/No status column/)).not.toBeInTheDocument()
  })

  it("a row with ZIPs but no name is headed 'Unnamed partner (row N)', muted; search is unchanged", async () => {
    mockSheetFetch(() => new Response('company_name,zip codes,status\r\nNamed Co,54016,yes\r\n,54016 54017,yes\r\n'))
    const user = userEvent.setup()
    renderTool('/tool')
    await user.type(await screen.findByLabelText('ZIP code'), '54016')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    const heading = screen.getByRole('heading', { name: 'Unnamed partner (row 3)' })
    expect(heading).toHaveClass('is-unnamed')
    expect(screen.getByRole('article', { name: 'Unnamed partner (row 3)' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Named Co' })).not.toHaveClass('is-unnamed')
  })

  it('shows what the last load skipped or removed', async () => {
    mockSheetFetch(
      () =>
        new Response(
          'company_name,zip codes,schedule_url\r\nGood Co,54016,https://ok.example.test\r\n,n/a,\r\nBad Link Co,54016 1234,javascript:alert(1)\r\n',
        ),
    )
    renderTool('/tool?tab=admin')
    const report = await screen.findByRole('region', { name: 'Last sheet load' })
    await waitFor(() => expect(within(report).getByText('2 of 3 rows kept.')).toBeInTheDocument())
    expect(within(report).getByText('Rows skipped: 1')).toBeInTheDocument()
    expect(within(report).getByText('ZIP entries ignored (not 5 digits): 2')).toBeInTheDocument()
    expect(within(report).getByText('Unsafe links removed: 1')).toBeInTheDocument()
    expect(within(report).getByText('Row 4, schedule_url: “javascript:alert(1)”')).toBeInTheDocument()
  })
})

describe('tabs', () => {
  it('has the eight tabs in order, Search first and selected, Admin labelled Owner Only', async () => {
    mockSheetFetch()
    renderTool()
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Search',
      'Training',
      'Scripts',
      'Daily Checklist',
      'Login Info',
      'Customer Service Guidelines',
      'Getting Started',
      'AdminOwner Only',
    ])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]!.id)
  })

  it('Scripts: Day 1 and Day 2 open folders, Day 3 and Day 4 open files, in new tabs', async () => {
    mockSheetFetch()
    renderTool('/tool?tab=scripts')
    for (const name of ['Day 1 Scripts', 'Day 2 Scripts', 'Day 3 Script', 'Day 4 Script']) {
      const link = await screen.findByRole('link', { name })
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(screen.getAllByText(/^Folder ·/)).toHaveLength(2)
    expect(screen.getAllByText(/^Document ·/)).toHaveLength(2)
  })

  it('Customer Service Guidelines: four lists with the spec targets', async () => {
    mockSheetFetch()
    renderTool('/tool?tab=guidelines')
    const panel = await screen.findByRole('tabpanel')
    expect(within(panel).getAllByRole('list')).toHaveLength(4)
    expect(panel).toHaveTextContent('Initial contact within 24 hours')
    expect(panel).toHaveTextContent('Quote requests answered within 48 hours')
    expect(panel).toHaveTextContent('Follow-up calls made within 72 hours')
    expect(panel).toHaveTextContent('handled the same day')
    expect(panel).toHaveTextContent('Contact them 2–3 times a day')
  })

  it('Login Info: two panels, each with a username and password shown in plain text and Copy buttons', async () => {
    mockSheetFetch()
    renderTool('/tool?tab=logins')
    for (const title of ['Support Mailbox (Webmail)', 'Field-Service App']) {
      const panel = await screen.findByRole('region', { name: title })
      expect(within(panel).getByText('Username')).toBeInTheDocument()
      expect(within(panel).getByText('Password')).toBeInTheDocument()
      expect(within(panel).getAllByRole('button', { name: /^Copy / })).toHaveLength(2)
    }
  })
})

describe('Daily Checklist (SPEC §3, §4)', () => {
  it('has 7 ordered steps, saves every change under ahs_daily_checklist_v1 and Reset clears all', async () => {
    mockSheetFetch()
    const user = userEvent.setup()
    renderTool('/tool?tab=checklist')
    const boxes = await screen.findAllByRole('checkbox')
    expect(boxes).toHaveLength(7)
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/Concrete Coating, Tree Service, Painting and Garage Door/)
    await user.click(boxes[1]!)
    await waitFor(async () => expect((await get('ahs_daily_checklist_v1'))?.step_2).toBe(true))
    await user.click(boxes[6]!)
    await user.click(boxes[1]!)
    await waitFor(async () =>
      expect(await get('ahs_daily_checklist_v1')).toEqual({
        step_1: false,
        step_2: false,
        step_3: false,
        step_4: false,
        step_5: false,
        step_6: false,
        step_7: true,
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Reset Checklist' }))
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true)
    await waitFor(async () =>
      expect(Object.values((await get('ahs_daily_checklist_v1')) ?? {}).some(Boolean)).toBe(false),
    )
  })

  it('ignores a corrupt stored value and starts unchecked', async () => {
    await set('ahs_daily_checklist_v1', 'garbage')
    mockSheetFetch()
    renderTool('/tool?tab=checklist')
    const boxes = await screen.findAllByRole('checkbox')
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true)
  })
})

describe('tabs from the keyboard', () => {
  it('move from the focused tab, even when the next key comes before the URL follows', async () => {
    mockSheetFetch()
    renderTool()
    await waitFor(() => expect(statusLine()).toHaveTextContent('Loaded 3 companies.'))
    screen.getByRole('tab', { name: 'Search' }).focus()
    // Two keys in one task: the router has not yet moved the URL to Admin when ArrowRight arrives.
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    expect(screen.getByRole('tab', { name: /Admin/ })).toHaveFocus()
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Search' })).toHaveFocus()
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true'))
  })
})
