import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_account/my-photos/')({
  beforeLoad: () => {
    throw redirect({ to: '/my-photos/photos', replace: true });
  },
});
