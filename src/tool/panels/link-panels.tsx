import { toolDeployment } from '../../content/tool-deployment'
import { scriptsCopy, trainingCopy } from '../../content/tool-copy'
import { isSafeLink } from '../../partners/safe-link'
import { useTrainingUrl } from '../partners/sheet-load/effective-settings'

function ExternalButton({ href, children }: { href: string; children: string }) {
  if (!isSafeLink(href))
    return <p className="hint">{children}: the link is not set up yet. Ask the owner to add it in Admin.</p>
  return (
    <a className="button button-primary" href={href.trim()} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

export function TrainingPanel() {
  const trainingUrl = useTrainingUrl()
  return (
    <>
      <h2>{trainingCopy.heading}</h2>
      <p>{trainingCopy.intro}</p>
      <ExternalButton href={trainingUrl}>{trainingCopy.button}</ExternalButton>
    </>
  )
}

export function ScriptsPanel() {
  return (
    <>
      <h2>{scriptsCopy.heading}</h2>
      <p>{scriptsCopy.intro}</p>
      <ul className="script-links">
        {scriptsCopy.links.map((link) => (
          <li key={link.id}>
            <ExternalButton href={toolDeployment.scriptLinks[link.id]}>{link.label}</ExternalButton>
            <span className="hint">
              {scriptsCopy.kindLabel[link.kind]} · {link.hint}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}
