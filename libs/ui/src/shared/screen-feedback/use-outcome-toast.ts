import { useCallback } from 'react';
import { useErrorTexts } from '../texts/use-error-texts';
import { enqueueToast } from '../notify/toaster';

/**
 * `toastOutcome(request, done)`: runs a request (an RTK mutation's `unwrap()`) and says how it
 * went in a toast, `done` when it succeeded, else the gateway's message or "try again". Resolves
 * whether it succeeded; it never rejects, so a dialog can close either way.
 */
export function useOutcomeToast() {
  const { failure } = useErrorTexts();
  return useCallback(
    async (request: () => Promise<unknown>, done: string): Promise<boolean> => {
      try {
        await request();
        enqueueToast(done, { variant: 'success' });
        return true;
      } catch (error) {
        enqueueToast(failure(error).message, { variant: 'error' });
        return false;
      }
    },
    [failure],
  );
}
