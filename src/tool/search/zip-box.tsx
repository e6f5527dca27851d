import { useEffect, useLayoutEffect, useRef, type FormEvent, type RefObject } from 'react'
import { searchCopy } from '../../content/tool-copy'
import { ZIP_INPUT_MAX_LENGTH, zipToSearch } from '../../sheet/zip-search'
import { MAX_RECENT_ZIPS, recentZips } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'
import { isZip } from '../../sheet/zip-code'

/**
 * The box keeps what is typed; the URL's `zip` is the one source of truth. A URL change that typing did
 * not make (Back, a recent ZIP, a place, Esc, New lead) is written into the box. Navigation commits in a
 * transition, so a controlled input would drop keys typed faster than it commits.
 */
function useBoxFollowsUrl(inputRef: RefObject<HTMLInputElement | null>, zipInUrl: string) {
  const typedSinceSync = useRef<string[]>([])
  useLayoutEffect(() => {
    const typed = typedSinceSync.current
    const echo = typed.lastIndexOf(zipInUrl)
    if (echo >= 0) {
      typedSinceSync.current = typed.slice(echo + 1)
      return
    }
    typedSinceSync.current = []
    if (inputRef.current && inputRef.current.value !== zipInUrl) inputRef.current.value = zipInUrl
  }, [inputRef, zipInUrl])
  return (typed: string) => typedSinceSync.current.push(zipToSearch(typed))
}

interface ZipBoxProps {
  /** The URL's `zip`: the box shows it until the setter types. */
  value: string
  onChange: (value: string) => void
  /** The ZIP the text searches (zipToSearch): a complete one is remembered. */
  searchedZip: string
  exampleZip: string
  inputRef: RefObject<HTMLInputElement | null>
}

export function ZipBox({ value, onChange, searchedZip, exampleZip, inputRef }: ZipBoxProps) {
  const recent = usePersistedValue(recentZips)
  const noteTyped = useBoxFollowsUrl(inputRef, value)
  useEffect(() => {
    if (!isZip(searchedZip)) return
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
          defaultValue={value}
          onChange={(event) => {
            noteTyped(event.target.value)
            onChange(event.target.value)
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || event.currentTarget.value === '') return
            event.preventDefault()
            event.currentTarget.value = ''
            noteTyped('')
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
