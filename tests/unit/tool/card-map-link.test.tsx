import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useCardMapLink } from '../../../src/tool/search/card-map-link'

/** Two cards, the second drawn only once every card is shown, and a map mark for it. */
function CardsWithMark() {
  const [showAll, setShowAll] = useState(false)
  const mapLink = useCardMapLink()
  return (
    <>
      <article id="partner-0" tabIndex={-1} aria-label="First card" />
      {showAll ? <article id="partner-11" tabIndex={-1} aria-label="Eleventh card" /> : null}
      <button type="button" onClick={() => mapLink.focusCard('partner-11', () => setShowAll(true))}>
        Mark
      </button>
    </>
  )
}

describe('a map mark whose card is not shown yet', () => {
  it('shows every card and focuses its card in the same click', async () => {
    const user = userEvent.setup()
    render(<CardsWithMark />)
    await user.click(screen.getByRole('button', { name: 'Mark' }))
    expect(screen.getByRole('article', { name: 'Eleventh card' })).toHaveFocus()
  })
})
