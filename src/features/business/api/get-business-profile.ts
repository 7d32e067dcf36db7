/**
 * GET customer /customers/me (account-area.md sections 3 and 7): what the business pages read of the customer
 * profile, the source of the business status banner (Default, New, Blocked) and of the FTP callback settings.
 * A 404 (no profile) is null; a profile of a consumer account, or one without a status, has no status.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { BUSINESS_PROFILE_QUERY_KEY } from './keys';

export const businessStatusSchema = z.enum(['Default', 'New', 'Blocked']);
export type BusinessStatus = z.infer<typeof businessStatusSchema>;

export const callbackFormatSchema = z.enum(['json', 'xml']);
export type CallbackFormat = z.infer<typeof callbackFormatSchema>;

export const businessProfileSchema = z.pipe(
  z.object({
    isBusiness: z.optional(z.boolean()),
    businessStatus: z.optional(businessStatusSchema),
    accountDeleted: z.boolean(),
    callbackUrl: z.nullable(z.string()),
    callbackFormat: z.nullable(callbackFormatSchema),
  }),
  z.transform((profile) => ({
    status: profile.isBusiness === false ? undefined : profile.businessStatus,
    accountDeleted: profile.accountDeleted,
    callback: { url: profile.callbackUrl, format: profile.callbackFormat },
  })),
);

export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export async function getBusinessProfile(
  api: ApiClients,
  signal?: AbortSignal,
): Promise<BusinessProfile | null> {
  try {
    const { data } = await api.customer.GET('/customers/me', { signal });
    return businessProfileSchema.parse(data);
  } catch (error) {
    if (isRequestFailure(error, 404)) return null;
    throw error;
  }
}

export const getBusinessProfileQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: BUSINESS_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getBusinessProfile(api, signal),
    // The status changes rarely (validation by customer care): read once per page load and on Try again.
    staleTime: 5 * 60_000,
  });
