/**
 * How to open the zip files on Windows, Mac, iOS, Android and other systems (my-photos.md section 2). The spec
 * names the systems only; the hint texts are assumed (short, built-in tools first).
 */
import { useT } from '@/lib/i18n/i18n-provider';
import styles from './export.module.css';

const SYSTEMS = ['windows', 'mac', 'ios', 'android', 'other'] as const;

export function ZipHints() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="export-zip-hints">
      <h2 id="export-zip-hints">{t('export.page.hintsHeading')}</h2>
      <dl className={styles.hints}>
        {SYSTEMS.map((system) => (
          <div key={system}>
            <dt>{t(`export.page.hints.${system}`)}</dt>
            <dd>{t(`export.page.hints.${system}Text`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
