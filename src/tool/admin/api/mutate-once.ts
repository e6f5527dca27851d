import { useQueryClient, type MutationKey } from '@tanstack/react-query'

/** A second press before React re-renders the disabled button must not post a second request. */
export function useMutateOnce<Variables>(mutationKey: MutationKey, mutate: (variables: Variables) => void) {
  const queryClient = useQueryClient()
  return (variables: Variables) => {
    if (queryClient.isMutating({ mutationKey }) > 0) return
    mutate(variables)
  }
}
