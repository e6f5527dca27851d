// What a page keeps, read back so the lead-privacy specs can show a lead's details are in none of it.
import type { Page } from '@playwright/test'

/** Every text the page keeps: its URL, Web Storage, IndexedDB, Cache Storage URLs and sheet snapshots. */
export function storedTexts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const texts: string[] = [location.href, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })]
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      for (const storeName of db.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        texts.push(`${info.name}/${storeName}: ${JSON.stringify(values)}`)
      }
      db.close()
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        texts.push(request.url)
        if (name.startsWith('sheet-snapshots')) texts.push(await (await cache.match(request))!.text())
      }
    }
    return texts
  })
}
