import { StrictMode, type ReactNode } from 'react';
import { ToastContainer } from '@/components/ui/toast';
import type { I18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { StoreProvider } from '@/lib/store';

/** The providers every screen needs, the boot error pages included, and the toasts (src/lib/toasts.ts). */
export function AppShell({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <StoreProvider>
        <I18nProvider i18n={i18n}>
          {children}
          <ToastContainer label={i18n.t('toasts.label')} closeLabel={i18n.t('common.close')} />
        </I18nProvider>
      </StoreProvider>
    </StrictMode>
  );
}
