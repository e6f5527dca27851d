import { toolDeployment } from '../../../content/tool-deployment'
import { savedSheetUrl, savedTrainingUrl } from '../../../storage/tool-storage'
import { usePersistedValue } from '../../../storage/use-persisted-value'

export function useSheetUrl(): string {
  return usePersistedValue(savedSheetUrl) ?? toolDeployment.defaultSheetCsvUrl
}

export function useTrainingUrl(): string {
  return usePersistedValue(savedTrainingUrl) ?? toolDeployment.trainingFolderUrl
}
