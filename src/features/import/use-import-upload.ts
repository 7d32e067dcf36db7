/**
 * Uploads the chosen photos (Next of the import modal) and keeps the list in step with what happened: uploaded
 * photos leave it, failed ones stay with their reason, and the photo queries (first key 'photos': timeline, months,
 * user counts) are refreshed as soon as anything was uploaded, so the new photos appear in the timeline.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshPhotoQueries } from '@/features/photo-grid';
import { refreshUserCounts } from '@/features/user-counts';
import { useApi } from '@/lib/api/use-api';
import { useAtom } from '@/lib/store';
import { uploadPhoto } from './api/upload-photo';
import {
  applyOutcomes,
  clearFailures,
  countOutcomes,
  importItemsAtom,
  type OutcomeCounts,
} from './import-selection';
import { runUploads, type UploadOne, type UploadRunProgress } from './upload-run';

export type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: UploadRunProgress }
  /** The last attempt ended with photos left in the list (failed, or not sent because it was cancelled). */
  | { kind: 'finished'; counts: OutcomeCounts };

export function useImportUpload({ onAllUploaded }: { onAllUploaded: (count: number) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [items, setItems] = useAtom(importItemsAtom);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page (or the modal unmounting otherwise) stops what is still being sent.
  useEffect(() => () => controller.current?.abort(), []);

  const upload: UploadOne = (file, { signal, onProgress }) =>
    uploadPhoto({ api, file, signal, onProgress: ({ loaded }) => onProgress(loaded) });

  async function start() {
    if (items.length === 0 || state.kind === 'uploading') return;
    const attempt = clearFailures(items);
    setItems(attempt);
    const abort = new AbortController();
    controller.current = abort;
    const count = attempt.length;
    setState({ kind: 'uploading', progress: { loaded: 0, total: 0, finished: 0, count } });
    const outcomes = await runUploads(attempt, {
      upload,
      signal: abort.signal,
      onProgress: (progress) => setState({ kind: 'uploading', progress }),
    });
    controller.current = null;
    const counts = countOutcomes(outcomes);
    setItems((current) => applyOutcomes(current, outcomes));
    if (counts.uploaded > 0)
      void Promise.all([refreshPhotoQueries(queryClient), refreshUserCounts(queryClient)]);
    if (counts.uploaded === count) {
      setState({ kind: 'idle' });
      onAllUploaded(count);
    } else {
      setState({ kind: 'finished', counts });
    }
  }

  return {
    items,
    state,
    start: () => void start(),
    cancel: () => controller.current?.abort(),
    /** The list changed after an attempt: its result no longer describes it. */
    dismissResult: () => setState((current) => (current.kind === 'finished' ? { kind: 'idle' } : current)),
  };
}
