interface TextListProps {
  lines: readonly string[]
  ordered?: boolean
  className?: string
  'aria-label'?: string
}

/** Lines of copy as a list, one item a line: no two lines of a list are the same, so each is its own key. */
export function TextList({ lines, ordered = false, ...list }: TextListProps) {
  const items = lines.map((line) => <li key={line}>{line}</li>)
  return ordered ? <ol {...list}>{items}</ol> : <ul {...list}>{items}</ul>
}
