/**
 * The photo-book articles of the channel: the merchandise GraphQL query for one channel by code and locale
 * (account-area.md section 7 "Configuration and merchandise"), keeping the articles whose ArticleType contains
 * photobook in any case (section 5). Anonymous: the user's token is not sent (section 6).
 *
 * The articles' Titles are the product names in the requested locale (the query takes the channel's locale, so
 * the service answers them in the channel's language): the online photo books are named by them (issue 23: no
 * raw, English data on a Dutch or German channel).
 *
 * Two layers are parsed: the GraphQL-over-HTTP answer of the contract (data and/or errors), then the shape of
 * this query. Errors in the answer are thrown ("Merchandise query errors are thrown", section 8), and a channel
 * the service does not know is 'Channel Not Found': both as MerchandiseQueryError.
 */
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { withoutAccessToken } from '@/lib/api/middleware';
import { PHOTO_BOOK_ARTICLE_TYPE } from '../constants';

export const CHANNEL_ARTICLES_QUERY =
  'query Channel($code: String!, $locale: String!) { channel(code: $code, locale: $locale) { ID Articles { ID ArticleType Title } } }';

/** The transport (openapi/services/merchandise.yaml GraphQLResponse). */
const graphQlResponseSchema = z.object({
  data: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  errors: z.optional(z.array(z.object({ message: z.string() }))),
});

/** What this query's data holds (openapi/graphql/merchandise.graphql). */
const channelArticlesSchema = z.object({
  channel: z.nullable(
    z.object({
      Articles: z.array(z.object({ ID: z.string(), ArticleType: z.string(), Title: z.string() })),
    }),
  ),
});

/** The query was answered, but with errors, without the channel, or not in the query's shape. */
export class MerchandiseQueryError extends Error {
  override name = 'MerchandiseQueryError';
}

/** A photo-book article of the channel: its ID (the orders' article name) and its name in the channel's locale. */
export interface PhotoBookArticle {
  id: string;
  title: string;
}

/** The photo-book articles among a channel's articles. */
export function photoBookArticles(
  articles: readonly { ID: string; ArticleType: string; Title: string }[],
): PhotoBookArticle[] {
  return articles
    .filter((a) => PHOTO_BOOK_ARTICLE_TYPE.test(a.ArticleType))
    .map((a) => ({ id: a.ID, title: a.Title }));
}

/** Reads the query's answer: the photo-book articles, or a MerchandiseQueryError. */
export function parseChannelArticles(payload: unknown): PhotoBookArticle[] {
  const answer = graphQlResponseSchema.parse(payload);
  if (answer.errors && answer.errors.length > 0) {
    throw new MerchandiseQueryError(answer.errors.map((e) => e.message).join('; '));
  }
  const data = channelArticlesSchema.safeParse(answer.data);
  if (!data.success) throw new MerchandiseQueryError('Unexpected merchandise answer', { cause: data.error });
  if (data.data.channel === null) throw new MerchandiseQueryError('Channel Not Found');
  return photoBookArticles(data.data.channel.Articles);
}

export async function getPhotoBookArticles({
  api,
  channel,
  locale,
  signal,
}: {
  api: ApiClients;
  channel: string;
  locale: string;
  signal?: AbortSignal;
}): Promise<PhotoBookArticle[]> {
  const { data } = await api.merchandise.POST('/graphql', {
    body: { query: CHANNEL_ARTICLES_QUERY, operationName: 'Channel', variables: { code: channel, locale } },
    middleware: [withoutAccessToken],
    signal,
  });
  return parseChannelArticles(data);
}
