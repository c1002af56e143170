import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminKeys, errorMessage } from '#app/components/admin/admin-queries'
import { FormAlert } from '#app/components/forms/form-alert'

/**
 * A widget section write. SPEC 8 reports widget failures in a red banner rather than a toast, so unlike
 * useAdminMutation this leaves the error on the mutation for the banner. The list refreshes even after a
 * failure: a move refused because another tab added or removed a section shows the list as it now is.
 */
export function useWidgetMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.widgetSections }),
        // A section's N is what the home page shows when no package is featured.
        queryClient.invalidateQueries({ queryKey: adminKeys.featuredOrder }),
      ]),
  })
}

/** SPEC 8's red banner: its fixed text, and the server's reason underneath when it gave one. */
export function WidgetAlert({ message, error }: { message: string; error: unknown }) {
  const reason = errorMessage(error, '')
  return reason ? <FormAlert title={message}>{reason}</FormAlert> : <FormAlert>{message}</FormAlert>
}
