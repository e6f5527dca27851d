// The sheet worker: parses a downloaded body off the page (sheet-body.ts) and hands the ZIP index over.
import { answerRequests } from '../worker-client'
import { parseSheetBody } from './sheet-body'

answerRequests(parseSheetBody, (sheet) => [sheet.zipIndex.offsets.buffer, sheet.zipIndex.positions.buffer])
