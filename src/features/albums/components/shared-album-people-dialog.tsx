import { Modal, ModalHeading } from '@/components/ui/modal';
import { NativeButton } from '@/components/ui/native-button';
import { useT } from '@/lib/i18n/i18n-provider';
import type { SharedAlbumDetails } from '../api/shared-albums';
import styles from './albums.module.css';

/** The people a shared album is shared with, for its owner; loaded when it opens (shared-album-page.tsx). */
export default function SharedAlbumPeopleDialog({
  people,
  onClose,
}: {
  people: SharedAlbumDetails['people'];
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal onClose={onClose} isDismissable>
      <ModalHeading>{t('albums.shared.peopleTitle')}</ModalHeading>
      <ul className={styles.people}>
        {people.participants.map((person) => (
          <li key={person.id}>{person.email}</li>
        ))}
      </ul>
      <NativeButton variant="secondary" onPress={onClose}>
        {t('common.close')}
      </NativeButton>
    </Modal>
  );
}
