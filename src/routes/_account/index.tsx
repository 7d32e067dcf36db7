import { createFileRoute, redirect } from '@tanstack/react-router';

/** The overview page is not built yet: home is the photos page for now. */
export const Route = createFileRoute('/_account/')({
  beforeLoad: () => {
    throw redirect({ to: '/my-photos/photos', replace: true });
  },
});
