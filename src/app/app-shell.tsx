import { StrictMode, type ReactNode } from 'react';
import type { I18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { StoreProvider } from '@/lib/store';

/** The providers every screen needs, the boot error pages included. */
export function AppShell({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <StoreProvider>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </StoreProvider>
    </StrictMode>
  );
}
