import { useLayoutEffect, useMemo, type ClipboardEvent, type FormEvent, type RefObject } from 'react'
import { searchCopy } from '../../content/tool-copy'
import type { ZipIndex } from '../../partners/company'
import { firstIndexedZip, ZIP_INPUT_MAX_LENGTH, zipToSearch } from '../../partners/zip-search'
import { recentZips } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'

/** The URL's `zip` is the source of truth: a ZIP the box's text does not search (Back, a place, New lead) is written in. */
function useBoxFollowsUrl(inputRef: RefObject<HTMLInputElement | null>, zipInUrl: string) {
  // A layout effect because Back changes the URL with no event of the box's, and the box must not show the old ZIP.
  useLayoutEffect(() => {
    const input = inputRef.current
    if (input && zipToSearch(input.value) !== zipInUrl) input.value = zipInUrl
  }, [inputRef, zipInUrl])
}

interface ZipBoxProps {
  /** The URL's `zip`: the box shows it until the setter types. */
  value: string
  onChange: (value: string) => void
  /** The ZIP the text searches (zipToSearch): its recent chip shows pressed. */
  searchedZip: string
  /** The sheet's ZIPs: the placeholder shows the first one listed. */
  zipIndex: ZipIndex
  inputRef: RefObject<HTMLInputElement | null>
  /** Reads the paste's own text: the box's maxLength would cut a pasted lead before onChange sees it. */
  onPaste: (event: ClipboardEvent<HTMLElement>) => void
}

const FALLBACK_EXAMPLE_ZIP = '54016'

export function ZipBox({ value, onChange, searchedZip, zipIndex, inputRef, onPaste }: ZipBoxProps) {
  const exampleZip = useMemo(() => firstIndexedZip(zipIndex) ?? FALLBACK_EXAMPLE_ZIP, [zipIndex])
  const recent = usePersistedValue(recentZips)
  useBoxFollowsUrl(inputRef, value)

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
          defaultValue={value}
          onChange={(event) => {
            onChange(event.target.value)
          }}
          onPaste={onPaste}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || event.currentTarget.value === '') return
            event.preventDefault()
            event.currentTarget.value = ''
            onChange('')
          }}
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
