import { createContext, use, type ReactNode } from 'react';
import type { I18n } from './i18n';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useI18n must be used inside <I18nProvider>');
  return i18n;
}

/** The translate function of the active locale: `const t = useT(); t('photos.title')`. */
export function useT(): I18n['t'] {
  return useI18n().t;
}
