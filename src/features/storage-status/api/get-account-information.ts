import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { STORAGE_PERIOD_MONTHS } from '../constants';
import type { ApiClients } from '@/lib/api/clients';
import { dateTimeSchema } from '@/lib/api/schemas/date-time';
import { useApi } from '@/lib/api/use-api';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import type { AccountInformation } from '../storage-status';
import { accountInformationQueryKey } from './keys';

/** `AccountInformation` of openapi/services/deletion.yaml; the dates become Date. */
export const accountInformationSchema = z.object({
  delayedDeletionDate: z.nullable(dateTimeSchema),
  lastOrderDate: z.nullable(dateTimeSchema),
  projectCount: z.int().check(z.nonnegative()),
  projectedDeletionDate: dateTimeSchema,
  registrationDate: dateTimeSchema,
});

/** GET deletion /accounts/getaccountinformation: the dates that decide when the user's photos are deleted. */
export async function getAccountInformation({
  api,
  signal,
}: {
  api: ApiClients;
  signal?: AbortSignal;
}): Promise<AccountInformation> {
  const { data } = await api.deletion.GET('/accounts/getaccountinformation', { signal });
  return accountInformationSchema.parse(data);
}

/** Days until deletion in the mock status. */
export const MOCK_DAYS_REMAINING = 7;

/**
 * The status served instead of the call when PhotoManagementUseReactivationMockData is on (my-photos.md section
 * 4: "A mock-data flag exists for this status"). The spec shows no values: assumed is a critical status, so the
 * reactivation modal can be seen: never extended, deletion in 7 days, 18 months after the last order.
 */
export function mockAccountInformation(now: Date = new Date()): AccountInformation {
  const projectedDeletionDate = new Date(now);
  projectedDeletionDate.setDate(projectedDeletionDate.getDate() + MOCK_DAYS_REMAINING);
  const lastOrderDate = new Date(projectedDeletionDate);
  lastOrderDate.setMonth(lastOrderDate.getMonth() - STORAGE_PERIOD_MONTHS);
  const registrationDate = new Date(lastOrderDate);
  registrationDate.setFullYear(registrationDate.getFullYear() - 2);
  return {
    delayedDeletionDate: null,
    lastOrderDate,
    projectCount: 1,
    projectedDeletionDate,
    registrationDate,
  };
}

export const getAccountInformationQueryOptions = (api: ApiClients, { mockData }: { mockData: boolean }) =>
  queryOptions({
    queryKey: accountInformationQueryKey(mockData ? 'mock' : 'service'),
    queryFn: ({ signal }) =>
      mockData ? Promise.resolve(mockAccountInformation()) : getAccountInformation({ api, signal }),
  });

/** The account information, or the mock status when the mock-data flag is on. */
export function useAccountInformation() {
  const mockData = useFeatureFlag('PhotoManagementUseReactivationMockData');
  return useQuery(getAccountInformationQueryOptions(useApi(), { mockData }));
}
