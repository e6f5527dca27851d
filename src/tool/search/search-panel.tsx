import { useRef } from 'react'
import { searchCopy } from '../../content/tool-copy'
import { LeadPane } from './lead-pane'
import { ResultsPane } from './results-pane'
import { useSearchTab, type SearchPanelProps } from './use-search-tab'

export function SearchPanel(props: SearchPanelProps) {
  const resultsPane = useRef<HTMLDivElement>(null)
  const tab = useSearchTab(props, resultsPane)
  return (
    <div className="search-panel" onKeyDown={tab.keyboard.onKeyDown}>
      <h2 className="visually-hidden">{searchCopy.heading}</h2>
      <LeadPane tab={tab} zipInputRef={props.zipInputRef} />
      <ResultsPane tab={tab} paneRef={resultsPane} />
    </div>
  )
}
