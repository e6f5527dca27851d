// A ZIP the US ZIP list does not know, or no list, is left to the lead queue's agency-clock rule.
import type { CallingHoursByZip } from '../../leads/callable-leads'
import { leadDetails } from '../../geo/lead-details'
import type { ZipDataset } from '../../geo/zip-dataset'

export const callingHoursByZip =
  (dataset: ZipDataset | null): CallingHoursByZip =>
  (zip, now) => {
    const details = leadDetails(dataset, zip, new Date(now))
    return details?.kind === 'found' ? details.calling.inside : null
  }
