import { useEffect, useState, type FormEvent, type RefObject } from 'react'
import { useRouter } from '@tanstack/react-router'
import { searchCopy } from '../../content/tool-copy'
import { parseSearch } from '../../search-params'
import { ZIP_INPUT_MAX_LENGTH } from '../../sheet/zip-search'
import { MAX_RECENT_ZIPS, recentZips } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'

/** The box's text, kept in step with the URL's `zip`: typing replaces the URL, Back and Forward refill the box. */
export function useZipInput(zipFromUrl: string, onZipChange: (zip: string) => void) {
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
  function changeZip(value: string) {
    setZipInput(value)
    onZipChange(value)
  }
  return [zipInput, changeZip] as const
}

interface ZipBoxProps {
  value: string
  onChange: (value: string) => void
  /** The ZIP the text searches (zipToSearch): a complete one is remembered. */
  searchedZip: string
  exampleZip: string
  inputRef: RefObject<HTMLInputElement | null>
}

export function ZipBox({ value, onChange, searchedZip, exampleZip, inputRef }: ZipBoxProps) {
  const recent = usePersistedValue(recentZips)
  useEffect(() => {
    if (!/^\d{5}$/.test(searchedZip)) return
    void recentZips.update((list) =>
      [searchedZip, ...list.filter((zip) => zip !== searchedZip)].slice(0, MAX_RECENT_ZIPS),
    )
  }, [searchedZip])

  function submit(event: FormEvent<HTMLFormElement>) {
    // Results already follow the typing; the button only keeps focus where the setter is.
    event.preventDefault()
    inputRef.current?.focus()
  }

  return (
    <form className="zip-form" role="search" onSubmit={submit}>
      <label htmlFor="zip-input">{searchCopy.zipLabel}</label>
      <div className="zip-form-row">
        <input
          ref={inputRef}
          id="zip-input"
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={ZIP_INPUT_MAX_LENGTH}
          placeholder={exampleZip}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby="zip-hint"
        />
        <button type="submit" className="button button-primary">
          {searchCopy.searchButton}
        </button>
      </div>
      <p id="zip-hint" className="hint">
        {searchCopy.hint} Press{' '}
        {searchCopy.keyHints.map(({ key, action }, index) => (
          <span key={key}>
            <kbd>{key}</kbd> {action}
            {index < searchCopy.keyHints.length - 1 ? ', ' : '.'}
          </span>
        ))}
      </p>
      {recent.length > 0 ? (
        <div className="recent-zips" role="group" aria-label={searchCopy.recentLabel}>
          <span className="hint">{searchCopy.recentLabel}:</span>
          {recent.map((zip) => (
            <button
              key={zip}
              type="button"
              className="zip-chip"
              onClick={() => onChange(zip)}
              aria-pressed={zip === searchedZip}
            >
              {zip}
            </button>
          ))}
          <button type="button" className="button button-quiet" onClick={() => void recentZips.save([])}>
            {searchCopy.clearRecent}
          </button>
        </div>
      ) : null}
    </form>
  )
}
