import { notFound } from '@tanstack/react-router';
import type { AuthUser } from '@/lib/auth/auth-user';

/** The business settings pages exist for business accounts only: anyone else gets the not-found page. */
export function requireBusiness(user: AuthUser): void {
  if (!user.isBusiness) throw notFound();
}
