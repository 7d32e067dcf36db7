/**
 * The projects of one page: cover, title, product, last change, "Open in editor" (a link to the project's
 * editUrl, in this tab: the editor is where the customer goes on with it) and Delete, which asks first
 * (ConfirmDialog) and removes the project only when the service confirmed (the list is read again).
 */
import { useId, useState } from 'react';
import { LazyConfirmDialog } from '@/components/confirm-dialog/lazy-confirm-dialog';
import { NativeButton } from '@/components/ui/native-button';
import { ExternalLink } from '@/components/ui/link';
import { useApi } from '@/lib/api/use-api';
import { FIRST_SCREEN_IMAGES } from '@/lib/constants';
import { useI18n, useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { deleteSavedProject } from '../api/delete-saved-project';
import { SAVED_PROJECTS_QUERY_KEY } from '../api/keys';
import type { SavedProject } from '../api/saved-project-schema';
import styles from './saved-projects.module.css';

export function SavedProjectList({ projects }: { projects: SavedProject[] }) {
  const t = useT();
  const api = useApi();
  const [deleting, setDeleting] = useState<SavedProject | null>(null);
  const titleOf = (project: SavedProject) => project.title ?? t('savedProjects.untitled');
  const remove = useAppMutation({
    mutationFn: (project: SavedProject) => deleteSavedProject({ api, project }),
    invalidates: [SAVED_PROJECTS_QUERY_KEY],
    successToast: (_data, project) => t('savedProjects.deleted', { title: titleOf(project) }),
  });
  const close = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <>
      <ul className={styles.list}>
        {projects.map((project, index) => (
          <ProjectItem
            key={project.id}
            project={project}
            title={titleOf(project)}
            firstScreen={index < FIRST_SCREEN_IMAGES}
            onDelete={setDeleting}
          />
        ))}
      </ul>
      {deleting && (
        <LazyConfirmDialog
          title={t('savedProjects.deleteDialog.title')}
          description={t('savedProjects.deleteDialog.text', { title: titleOf(deleting) })}
          confirmLabel={t('savedProjects.deleteDialog.confirm')}
          pendingLabel={t('savedProjects.deleteDialog.pending')}
          cancelLabel={t('savedProjects.deleteDialog.cancel')}
          isPending={remove.isPending}
          errorMessage={remove.isError ? t('savedProjects.deleteFailed') : undefined}
          onConfirm={() => remove.mutate(deleting, { onSuccess: close })}
          onClose={close}
        />
      )}
    </>
  );
}

function ProjectItem({
  project,
  title,
  firstScreen,
  onDelete,
}: {
  project: SavedProject;
  title: string;
  /** On the list's first screen: the thumbnail loads at once (FIRST_SCREEN_IMAGES). */
  firstScreen: boolean;
  onDelete: (project: SavedProject) => void;
}) {
  const t = useT();
  const { formatDay } = useI18n();
  // Each action is named by its text and the project's title ("Delete Summer book"): it says which project, and
  // the name contains what it shows (WCAG 2.5.3).
  const titleId = useId();
  const openId = useId();
  const deleteId = useId();
  // The product in the locale's words; a type the app has no name for is not shown raw (issue 23).
  const productType = project.productType
    ? t('savedProjects.productType', { type: project.productType })
    : '';
  return (
    <li className={styles.item}>
      <div className={styles.cover}>
        {project.thumbnailUrl && (
          <img src={project.thumbnailUrl} alt="" loading={firstScreen ? 'eager' : 'lazy'} />
        )}
      </div>
      <div className={styles.details}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {productType && <p className={styles.meta}>{productType}</p>}
        {project.updated && (
          <p className={styles.meta}>{t('savedProjects.updated', { date: formatDay(project.updated) })}</p>
        )}
      </div>
      <div className={styles.actions}>
        {project.editUrl && (
          <ExternalLink
            href={project.editUrl}
            variant="button"
            id={openId}
            aria-labelledby={`${openId} ${titleId}`}
          >
            {t('savedProjects.open')}
          </ExternalLink>
        )}
        <NativeButton
          variant="secondary"
          id={deleteId}
          aria-labelledby={`${deleteId} ${titleId}`}
          onPress={() => onDelete(project)}
        >
          {t('savedProjects.delete')}
        </NativeButton>
      </div>
    </li>
  );
}
