import { updatePromptCopy } from '../content/tool-copy'
import { onlineStatus } from '../online-status'
import { useEffect } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/** Registers the service worker; a waiting version never reloads on its own, only on the setter's click. */
export function UpdatePrompt() {
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_swUrl, registration) {
      if (!registration) return
      const check = () => {
        if (onlineStatus.get()) void registration.update().catch(() => undefined)
      }
      setInterval(check, UPDATE_CHECK_INTERVAL_MS)
      onlineStatus.subscribe(check)
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed; offline use is unavailable.', error)
    },
  })

  // An effect because the service worker, not the setter, says when the tool is ready offline.
  useEffect(() => {
    if (!offlineReady) return
    const timer = setTimeout(() => setOfflineReady(false), 6_000)
    return () => clearTimeout(timer)
  }, [offlineReady, setOfflineReady])

  if (!offlineReady && !needRefresh) return null
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      {needRefresh ? (
        <>
          <span>{updatePromptCopy.newVersion}</span>
          <button type="button" className="button button-primary" onClick={() => void updateServiceWorker(true)}>
            {updatePromptCopy.reload}
          </button>
          <button type="button" className="button button-quiet" onClick={() => setNeedRefresh(false)}>
            {updatePromptCopy.later}
          </button>
        </>
      ) : (
        <>
          <span>{updatePromptCopy.offlineReady}</span>
          <button type="button" className="button button-quiet" onClick={() => setOfflineReady(false)}>
            {updatePromptCopy.dismiss}
          </button>
        </>
      )}
    </div>
  )
}
