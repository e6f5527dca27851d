import { workerClient } from '../worker-client'
import type { LoadedSheet } from './company'
import { parseSheetBody, type SheetBody } from './sheet-body'

/** parseSheetBody in the sheet worker; the chunks' buffers are handed over. */
export const parseSheetOffMainThread = workerClient<SheetBody, LoadedSheet>(
  () => new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module' }),
  parseSheetBody,
)
