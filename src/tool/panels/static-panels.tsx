import { gettingStartedCopy, guidelinesCopy } from '../../content/tool-copy'
import { TextList } from '../ui/text-list'

export function GuidelinesPanel() {
  return (
    <>
      <h2>{guidelinesCopy.heading}</h2>
      <div className="guideline-lists">
        {guidelinesCopy.lists.map((list) => (
          <section key={list.title} className="guideline-list">
            <h3>{list.title}</h3>
            <TextList lines={list.items} />
          </section>
        ))}
      </div>
    </>
  )
}

export function GettingStartedPanel() {
  return (
    <>
      <h2>{gettingStartedCopy.heading}</h2>
      {gettingStartedCopy.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {gettingStartedCopy.closingNotes.map((note) => (
        <p key={note} className="hint">
          {note}
        </p>
      ))}
    </>
  )
}
