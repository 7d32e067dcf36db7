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
 */
export const Route = createFileRoute('/_account/my-photos')({
  beforeLoad: async ({ context }) => {
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
