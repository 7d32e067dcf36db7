import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';

/** Any other path: the not-found page, inside the account layout. */
export const Route = createFileRoute('/_account/$')({
  component: NotFoundPage,
});
