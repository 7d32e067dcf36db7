/**
 * The feature-flag modal: one switch per flag of the spec (src/lib/feature-flags/flag-names.ts), showing
 * whether it is on for this page and whether the address or the configuration decides. A switch writes the
 * flag into the search params (replacing the history entry), which has the same effect as typing it in the
 * query string and makes the state shareable; "Reset to configuration" removes every flag from the address.
 * Switching PhotoManagementFeatureFlagControl off hides this control (and so closes the modal).
 */
import { useId } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Modal, ModalHeading } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { FEATURE_FLAGS, type FeatureFlag } from '@/shared/feature-flag-names';
import type { FlagOverrides } from '@/lib/feature-flags/feature-flags';
import { useFeatureFlags } from '@/lib/feature-flags/use-feature-flag';
import { useT } from '@/lib/i18n/i18n-provider';
import { hasFlagOverrides, withFlag, withoutFlags } from './flag-search';
import styles from './feature-flag-control.module.css';

export interface FeatureFlagModalProps {
  onClose: () => void;
}

/** Rewrites the current page's search params in place (same route, same scroll, no new history entry). */
function useEditSearch(): (edit: <S extends FlagOverrides>(search: S) => S) => void {
  const navigate = useNavigate();
  return (edit) =>
    void navigate({ to: '.', search: (previous) => edit(previous), replace: true, resetScroll: false });
}

export default function FeatureFlagModal({ onClose }: FeatureFlagModalProps) {
  const t = useT();
  const descriptionId = useId();
  const search = useSearch({ from: '__root__' });
  const isEnabled = useFeatureFlags();
  const editSearch = useEditSearch();
  const toggle = (flag: FeatureFlag, value: boolean) =>
    editSearch((previous) => withFlag(previous, flag, value));

  return (
    <Modal onClose={onClose} isDismissable aria-describedby={descriptionId}>
      <ModalHeading>{t('featureFlags.title')}</ModalHeading>
      <p id={descriptionId}>{t('featureFlags.explanation')}</p>
      <ul className={styles.list}>
        {FEATURE_FLAGS.map((flag) => (
          <FlagSwitch
            key={flag}
            flag={flag}
            isSelected={isEnabled(flag)}
            fromQuery={search[flag] !== undefined}
            onChange={(value) => toggle(flag, value)}
          />
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={!hasFlagOverrides(search)}
          onPress={() => editSearch(withoutFlags)}
        >
          {t('featureFlags.reset')}
        </Button>
        <Button onPress={onClose}>{t('common.close')}</Button>
      </div>
    </Modal>
  );
}

interface FlagSwitchProps {
  flag: FeatureFlag;
  isSelected: boolean;
  fromQuery: boolean;
  onChange: (value: boolean) => void;
}

function FlagSwitch({ flag, isSelected, fromQuery, onChange }: FlagSwitchProps) {
  const t = useT();
  const sourceId = useId();
  return (
    <li className={styles.item}>
      {/* Flag names are identifiers (as typed in the address), not translated. */}
      <Switch isSelected={isSelected} onChange={onChange} aria-describedby={sourceId}>
        <span className={styles.flagName}>{flag}</span>
      </Switch>
      <span id={sourceId} className={styles.source} data-from-query={fromQuery || undefined}>
        {t(fromQuery ? 'featureFlags.fromQuery' : 'featureFlags.fromConfig')}
      </span>
    </li>
  );
}
