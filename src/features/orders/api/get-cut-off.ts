/**
 * Order cut-off (account-area.md sections 3 and 7): GET orders /v1/ArticleGroup (the article groups with their
 * cut-off dates) and GET /v1/Campaign/{name}. While the campaign runs, an order's details say by when a reorder
 * of its articles must be placed for the campaign (assumed use: the spec names the data, not the screen).
 * A campaign the service does not know (404) gives none.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { dateTimeSchema } from '@/lib/api/schemas/date-time';
import { orIfNotFound } from '@/lib/api/not-found';
import { cutOffQueryKey } from './keys';

export const articleGroupsSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    articleNames: z.array(z.string()),
    cutOffDate: z.optional(dateTimeSchema),
  }),
);
export type ArticleGroup = z.infer<typeof articleGroupsSchema>[number];

export const campaignSchema = z.object({
  name: z.string(),
  startDate: dateTimeSchema,
  endDate: dateTimeSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export interface CutOff {
  campaign: Campaign | null;
  groups: ArticleGroup[];
}

export async function getCutOff({
  api,
  campaign,
  signal,
}: {
  api: ApiClients;
  campaign: string;
  signal?: AbortSignal;
}): Promise<CutOff> {
  const [groups, found] = await Promise.all([
    api.orders.GET('/v1/ArticleGroup', { signal }).then(({ data }) => articleGroupsSchema.parse(data)),
    orIfNotFound(
      () =>
        api.orders
          .GET('/v1/Campaign/{name}', { params: { path: { name: campaign } }, signal })
          .then(({ data }) => campaignSchema.parse(data)),
      null,
    ),
  ]);
  return { campaign: found, groups };
}

export const getCutOffQueryOptions = (api: ApiClients, campaign: string) =>
  queryOptions({
    queryKey: cutOffQueryKey(campaign),
    queryFn: ({ signal }) => getCutOff({ api, campaign, signal }),
    staleTime: 60 * 60_000,
  });

/**
 * The cut-off of the order's articles while the campaign runs: the earliest cut-off date still ahead among the
 * groups holding one of `articleNames`, or null (no campaign running, no group, or every date passed).
 */
export function cutOffFor(cutOff: CutOff, articleNames: readonly string[], now: Date): Date | null {
  const { campaign } = cutOff;
  if (!campaign || now < campaign.startDate || now > campaign.endDate) return null;
  const dates = cutOff.groups
    .filter((group) => group.articleNames.some((name) => articleNames.includes(name)))
    .flatMap((group) => (group.cutOffDate && group.cutOffDate >= now ? [group.cutOffDate] : []));
  if (dates.length === 0) return null;
  return new Date(Math.min(...dates.map((d) => d.getTime())));
}
