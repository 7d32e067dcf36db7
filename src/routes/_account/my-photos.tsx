import { createFileRoute, redirect } from '@tanstack/react-router';
import {
  activationStatusQueryOptions,
  isActivationPermitted,
  parseActivationStatus,
} from '@/features/activation';
import { withStartAnswer } from '@/lib/start/start-answers';

/**
 * The photo area (my-photos.md section 4, "Route guard"): the user is redirected to the root when activation is
 * not permitted. A NOT_ACTIVE account is activated here (the import starts and the page shows its progress).
 * A loader, not `beforeLoad`: the page's own loader runs side by side with it instead of after the activation's
 * answer (issue 25: no chain of calls that could run together); a redirect from here still wins.
 */
export const Route = createFileRoute('/_account/my-photos')({
  loader: async ({ context }) => {
    // The status the start script already requested (ADR 012), if any; the guard then finds it on its way.
    const answer = context.start?.take('activationStatus', await context.auth.getAccessToken());
    if (answer) {
      const options = activationStatusQueryOptions(context.api);
      void context.queryClient.prefetchQuery(withStartAnswer(options, answer, parseActivationStatus));
    }
    if (!(await isActivationPermitted(context)))
      throw redirect({ to: '/', replace: true, state: { photosUnavailable: true } });
  },
});
