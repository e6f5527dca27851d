import { toolDeployment } from '../../content/tool-deployment'
import { savedSheetUrl, savedTrainingUrl } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'

/** The sheet URL in effect: the one saved in Admin, else the built-in default. */
export function useSheetUrl(): string {
  return usePersistedValue(savedSheetUrl) ?? toolDeployment.defaultSheetCsvUrl
}

/** The training-folder link in effect: the one saved in Admin, else the built-in default. */
export function useTrainingUrl(): string {
  return usePersistedValue(savedTrainingUrl) ?? toolDeployment.trainingFolderUrl
}
