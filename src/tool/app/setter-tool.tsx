import { useEffect, useRef, useState } from 'react'
import { searchCopy, storageNotice, toolSubtitle, toolTitle, versionLabel } from '../../content/tool-copy'
import type { ToolTabId } from '../../content/tool-tabs'
import { EMPTY_LEAD } from '../../leads/lead'
import { useStorageIsPersistent } from '../../storage/use-persisted-value'
import { AdminPanel } from '../admin/admin-panel'
import { ChecklistPanel } from '../panels/checklist-panel'
import { TrainingPanel, ScriptsPanel } from '../panels/link-panels'
import { LoginInfoPanel } from '../panels/login-info-panel'
import { SearchPanel } from '../search/search-panel'
import { GettingStartedPanel, GuidelinesPanel } from '../panels/static-panels'
import { ToolTabs, tabButtonId, tabPanelId } from './tool-tabs'
import { useSheet } from '../partners/sheet-load/use-sheet'
import { UpdatePrompt } from '../../pwa/update-prompt'
import { ShortcutsDialog } from './shortcuts-dialog'
import { LeadAlerts } from '../leads/lead-alerts'
import './tool.css'
import { isTextField } from '../ui/text-field'

interface SetterToolProps {
  activeTab: ToolTabId
  zip: string
  /** Resolves once the tab is on screen. */
  onSelectTab: (tab: ToolTabId) => Promise<void>
  onZipChange: (zip: string) => void
}

export function SetterTool({ activeTab, zip, onSelectTab, onZipChange }: SetterToolProps) {
  const sheet = useSheet()
  const zipInputRef = useRef<HTMLInputElement>(null)
  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  // Lead details live in memory only, here so that switching tabs keeps them.
  const [leadContact, setLeadContact] = useState(EMPTY_LEAD)
  const persistent = useStorageIsPersistent()

  // None fire while typing in a text field, except '?' in the ZIP box: a ZIP or an address line never holds one.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey) return
      const typing = isTextField(event.target)
      if (event.key === '?' && (!typing || event.target === zipInputRef.current)) {
        event.preventDefault()
        setShortcutsOpen(true)
        return
      }
      if (event.key !== '/' || typing) return
      event.preventDefault()
      if (zipInputRef.current) {
        zipInputRef.current.focus()
        zipInputRef.current.select()
      } else {
        // The ZIP box exists once the Search tab has rendered, which the navigation's promise waits for.
        void onSelectTab('search').then(() => zipInputRef.current?.focus())
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onSelectTab])

  return (
    <div className="setter-tool">
      <header className="tool-header">
        <h1>
          {toolTitle} <span className="tool-subtitle">{toolSubtitle}</span>
        </h1>
        {!persistent ? (
          <p className="storage-notice" role="alert">
            {storageNotice}
          </p>
        ) : null}
        <UpdatePrompt />
      </header>
      <main>
        <ToolTabs activeTab={activeTab} onSelect={onSelectTab} />
        <div
          className="tool-panel"
          role="tabpanel"
          id={tabPanelId(activeTab)}
          aria-labelledby={tabButtonId(activeTab)}
          tabIndex={0}
        >
          {activeTab === 'search' ? (
            <SearchPanel
              sheet={sheet}
              searchedZip={zip}
              onZipChange={onZipChange}
              zipInputRef={zipInputRef}
              leadContact={leadContact}
              onLeadContactChange={setLeadContact}
            />
          ) : null}
          {activeTab === 'training' ? <TrainingPanel /> : null}
          {activeTab === 'scripts' ? <ScriptsPanel /> : null}
          {activeTab === 'checklist' ? <ChecklistPanel /> : null}
          {activeTab === 'logins' ? <LoginInfoPanel /> : null}
          {activeTab === 'guidelines' ? <GuidelinesPanel /> : null}
          {activeTab === 'getting-started' ? <GettingStartedPanel /> : null}
          {activeTab === 'admin' ? <AdminPanel sheet={sheet} /> : null}
        </div>
        <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
        <LeadAlerts onSelectTab={onSelectTab} />
      </main>
      <footer className="tool-footer">
        <span className="app-version">{versionLabel(__APP_VERSION__)}</span>
        <button type="button" className="button button-quiet" onClick={() => setShortcutsOpen(true)}>
          {searchCopy.shortcutsButton} <kbd>?</kbd>
        </button>
      </footer>
    </div>
  )
}
