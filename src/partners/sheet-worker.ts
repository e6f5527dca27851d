import { answerRequests } from '../worker-client'
import { parseSheetBody } from './sheet-body'

answerRequests(parseSheetBody, (sheet) => [sheet.zipIndex.offsets.buffer, sheet.zipIndex.positions.buffer])
