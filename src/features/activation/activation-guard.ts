/**
 * The photo area's route guard (my-photos.md section 4: "the user is redirected to the root when activation is
 * not permitted"). The spec does not say when that is; decided here (docs/decisions/005):
 * - ACTIVE and IMPORTING are permitted (an import in progress shows its progress on the page);
 * - NOT_ACTIVE starts the activation (POST /users/activate): permitted when it started; when the service
 *   declines (started false) the status is asked again and decides (IMPORTING: someone else started it);
 *   after an import that failed in this session it is permitted without starting again (the page offers
 *   Try again);
 * - DELETING (the account's photos are being deleted) is not permitted.
 * A status that cannot be read does not lock the user out: the page shows its own failures.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import { appStore } from '@/lib/store';
import { activationStatusQueryOptions, startActivation, type ActivationStatus } from './api/activation';
import { ACTIVATION_STATUS_QUERY_KEY } from './api/keys';
import { activationFailedAtom, activationInProgressAtom } from './activation-state';

export type ActivationDecision = 'permitted' | 'activate' | 'notPermitted';

export function activationDecision(
  status: ActivationStatus,
  { importFailed = false } = {},
): ActivationDecision {
  switch (status) {
    case 'ACTIVE':
    case 'IMPORTING':
      return 'permitted';
    case 'NOT_ACTIVE':
      return importFailed ? 'permitted' : 'activate';
    case 'DELETING':
      return 'notPermitted';
  }
}

/** Starts the activation; true when it started (the status is then IMPORTING and the import in progress). */
export async function activate({ queryClient, api }: { queryClient: QueryClient; api: ApiClients }) {
  const started = await startActivation({ api });
  if (started) {
    queryClient.setQueryData<ActivationStatus>(ACTIVATION_STATUS_QUERY_KEY, 'IMPORTING');
    appStore.set(activationFailedAtom, false);
    appStore.set(activationInProgressAtom, true);
  }
  return started;
}

/** Whether the photo area may be shown; starts the activation of a NOT_ACTIVE account. */
export async function isActivationPermitted({
  queryClient,
  api,
}: {
  queryClient: QueryClient;
  api: ApiClients;
}): Promise<boolean> {
  try {
    const status = await queryClient.ensureQueryData(activationStatusQueryOptions(api));
    const decision = activationDecision(status, { importFailed: appStore.get(activationFailedAtom) });
    if (decision !== 'activate') return decision === 'permitted';
    if (await activate({ queryClient, api })) return true;
    const now = await queryClient.fetchQuery({ ...activationStatusQueryOptions(api), staleTime: 0 });
    return activationDecision(now) === 'permitted';
  } catch (error) {
    console.error('Activation status could not be read', error);
    return true;
  }
}
