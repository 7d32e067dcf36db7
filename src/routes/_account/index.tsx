import { createFileRoute, redirect } from '@tanstack/react-router';
import { ACTIVATION_STATUS_QUERY_KEY, PhotosUnavailable, type ActivationStatus } from '@/features/activation';

/**
 * The root. The overview page is not built yet: home is the photos page, unless the photo area is not permitted
 * (the photo area's guard sent the user here): then the root says why instead of sending them back.
 */
export const Route = createFileRoute('/_account/')({
  beforeLoad: ({ context }) => {
    const status = context.queryClient.getQueryData<ActivationStatus>(ACTIVATION_STATUS_QUERY_KEY);
    if (status !== 'DELETING') throw redirect({ to: '/my-photos/photos', replace: true });
  },
  component: PhotosUnavailable,
});
