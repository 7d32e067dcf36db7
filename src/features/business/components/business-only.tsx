import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { useAuthUser } from '@/lib/auth/use-auth';

/**
 * A business page (invoices, FTP instructions, business settings; account-area.md section 6): other accounts get
 * the not-found page in its place, inside the account layout (their menu does not show these pages either).
 */
export function BusinessOnly({ children }: { children: ReactNode }) {
  const user = useAuthUser();
  return user?.isBusiness ? children : <NotFoundPage />;
}
