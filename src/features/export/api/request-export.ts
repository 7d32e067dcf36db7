/**
 * POST export /backups (my-photos.md sections 4 and 7): asks for an export of all photos, for the page's brand
 * channel. READY means an export is already available (the modal opens its page); REQUESTED or IN_PROGRESS
 * means the user is e-mailed when it is ready. A FAILED answer is an error ("Unable to generate backup
 * request!"), and so is one that cannot be parsed ("Unable to parse response!").
 */
import type { ChannelId } from '@/shared/channels';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import { useApi } from '@/lib/api/use-api';
import { useChannel } from '@/lib/channel/channel-state';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import {
  BACKUP_REQUEST_FAILED,
  ExportError,
  parseExport,
  withUnparseableAsExportError,
  type Export,
} from './export-schema';
import { exportQueryKey } from './keys';

/** What a request can lead to: never FAILED (that is thrown). */
export type RequestedExport = Exclude<Export, { status: 'FAILED' }>;

export async function requestExport({
  api,
  channel,
}: {
  api: ApiClients;
  channel: ChannelId;
}): Promise<RequestedExport> {
  const { data } = await withUnparseableAsExportError(() =>
    api.export.POST('/backups', { body: { channel } }),
  );
  const answer = parseExport(data);
  if (answer.status === 'FAILED') throw new ExportError(BACKUP_REQUEST_FAILED);
  return answer;
}

/** The modal's request: idle -> pending ("Requesting export...") -> success or error. */
export function useRequestExport() {
  const api = useApi();
  const channel = useChannel();
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: () => requestExport({ api, channel: channel.id }),
    onSuccess: (answer) => {
      // The export page of a READY answer opens with what the service just said.
      if (answer.status === 'READY') queryClient.setQueryData(exportQueryKey(answer.backupId), answer);
    },
  });
}
