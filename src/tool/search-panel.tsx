import { useEffect, useState, type FormEvent, type RefObject } from 'react'
import { useRouter } from '@tanstack/react-router'
import { searchByZip } from '../sheet/zip-search'
import { sheetMessages } from '../sheet/messages'
import { parseSearch } from '../search-params'
import { CompanyCard } from './company-card'
import { SheetStatus } from './sheet-status'
import type { SheetState } from './use-sheet'

const FALLBACK_EXAMPLE_ZIP = '54016'

interface SearchPanelProps {
  sheet: SheetState
  zipFromUrl: string
  onZipChange: (zip: string) => void
  zipInputRef: RefObject<HTMLInputElement | null>
}

export function SearchPanel({ sheet, zipFromUrl, onZipChange, zipInputRef }: SearchPanelProps) {
  // The box owns what is typed; the URL follows it (replace), and Back/Forward bring the box along.
  const [zipInput, setZipInput] = useState(zipFromUrl)
  const router = useRouter()
  useEffect(
    () =>
      router.history.subscribe(({ location, action }) => {
        if (action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO') {
          setZipInput(parseSearch(location.search).zip ?? '')
        }
      }),
    [router],
  )

  const result = searchByZip(sheet, zipInput)
  const exampleZip = sheet.companies.find((company) => company.zip_codes.length > 0)?.zip_codes[0] ?? FALLBACK_EXAMPLE_ZIP

  function changeZip(value: string) {
    setZipInput(value)
    onZipChange(value)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // Results already follow the typing; the button only keeps focus where the setter is.
    event.preventDefault()
    zipInputRef.current?.focus()
  }

  return (
    <div className="search-panel">
      <form className="zip-form" role="search" onSubmit={submit}>
        <label htmlFor="zip-input">ZIP code</label>
        <div className="zip-form-row">
          <input
            ref={zipInputRef}
            id="zip-input"
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={12}
            placeholder={exampleZip}
            value={zipInput}
            onChange={(event) => changeZip(event.target.value)}
            aria-describedby="zip-hint"
          />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </div>
        <p id="zip-hint" className="hint">
          Exact 5-digit ZIP. Press <kbd>/</kbd> anywhere to jump here.
        </p>
      </form>
      <SheetStatus sheet={sheet} />
      <p className="result-count" role="status" aria-live="polite">
        {result.message}
      </p>
      <section className="results" aria-label="Matching partners">
        {result.companies.length === 0 ? (
          <p className="no-results">{sheetMessages.noResults}</p>
        ) : (
          result.companies.map((company, position) => <CompanyCard key={`${position}-${company.company_name}`} company={company} />)
        )}
      </section>
    </div>
  )
}
