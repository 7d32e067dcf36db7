import { createFileRoute, redirect } from '@tanstack/react-router';
import { isActivationPermitted } from '@/features/activation';

/**
 * The photo area (my-photos.md section 4, "Route guard"): the user is redirected to the root when activation is
 * not permitted. A NOT_ACTIVE account is activated here (the import starts and the page shows its progress).
 */
export const Route = createFileRoute('/_account/my-photos')({
  beforeLoad: async ({ context }) => {
    if (!(await isActivationPermitted(context))) throw redirect({ to: '/', replace: true });
  },
});
