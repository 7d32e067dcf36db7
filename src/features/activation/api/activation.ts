import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { ACTIVATION_STATUS_QUERY_KEY } from './keys';

/** `ActivationStatus` of openapi/services/photo.yaml. */
export const ACTIVATION_STATUSES = ['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING'] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];

const activationStatusSchema = z.object({ status: z.enum(ACTIVATION_STATUSES) });
/** The status in an answer of GET /users/activate (also the start script's, ADR 012). */
export const parseActivationStatus = (json: unknown): ActivationStatus =>
  activationStatusSchema.parse(json).status;
const activationStartedSchema = z.object({ started: z.boolean() });

/** GET photo /users/activate: the activation status of the photo account. */
export async function getActivationStatus({
  api,
  signal,
}: {
  api: ApiClients;
  signal?: AbortSignal;
}): Promise<ActivationStatus> {
  const { data } = await api.photo.GET('/users/activate', { signal });
  return parseActivationStatus(data);
}

/** POST photo /users/activate: starts the activation (the import of the photos); whether it started. */
export async function startActivation({ api }: { api: ApiClients }): Promise<boolean> {
  const { data } = await api.photo.POST('/users/activate');
  return activationStartedSchema.parse(data).started;
}

/** The status is cached indefinitely (account-area.md section 9); polling and the push refresh it. */
export const activationStatusQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: ACTIVATION_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => getActivationStatus({ api, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
