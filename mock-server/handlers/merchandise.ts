/**
 * Merchandise service (openapi/services/merchandise.yaml): anonymous GraphQL over HTTP at POST /graphql.
 * The SDL openapi/graphql/merchandise.graphql is executed with the graphql package over the fixed catalogue
 * of db/merchandise.ts (read-only: nothing to reset).
 *
 * Answers, following GraphQL over HTTP with application/json:
 * - a body that is not a GraphQL request (not JSON, no query, variables not an object): 400 problem+json
 *   from the contract's request validation;
 * - a query that does not parse, does not validate against the schema, names an operation the document does
 *   not have or has variables of the wrong type: 200 with `errors` and no `data`;
 * - otherwise 200 with `data` (and `errors` when a field failed); an unknown channel is `channel: null`.
 * An error message (and a path entry) longer than the contract's 1,000 characters, e.g. one quoting a long unknown
 * field name, is cut to 1,000 ending with an ellipsis (issue 24).
 */
import { readFileSync } from 'node:fs';
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import type { HttpHandler } from 'msw';
import type { components, paths } from '../../src/api/generated/merchandise';
import { allChannels, channelByCode } from '../db/merchandise';
import type { TokenVerifier } from '../http/auth';
import { createServiceHttp } from '../http/service-http';

type GraphQLResponse = components['schemas']['GraphQLResponse'];

export const MERCHANDISE_SDL = new URL('../../openapi/graphql/merchandise.graphql', import.meta.url);

let schema: GraphQLSchema | undefined;

/** The schema built from the SDL (once). */
export function merchandiseSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(MERCHANDISE_SDL, 'utf8'));
  return schema;
}

/** The Query type's resolvers; the other types are plain objects read by the default resolvers. */
const rootValue = {
  channels: () => allChannels(),
  channel: ({ code, locale }: { code: string; locale: string }) => channelByCode(code, locale),
};

/** GraphQLError.message and its path entries: at most this many characters (merchandise.yaml). */
export const GRAPHQL_TEXT_MAX_LENGTH = 1_000;

const withinLimit = (text: string) =>
  text.length <= GRAPHQL_TEXT_MAX_LENGTH ? text : `${text.slice(0, GRAPHQL_TEXT_MAX_LENGTH - 1)}…`;

/** Runs a GraphQL request; the result as it goes on the wire (GraphQLError serialised by its toJSON). */
export async function runMerchandiseQuery(
  query: string,
  variables?: Record<string, unknown>,
  operationName?: string,
): Promise<GraphQLResponse> {
  const result = await graphql({
    schema: merchandiseSchema(),
    source: query,
    rootValue,
    variableValues: variables,
    operationName,
  });
  const wire = JSON.parse(JSON.stringify(result)) as GraphQLResponse;
  for (const error of wire.errors ?? []) {
    error.message = withinLimit(error.message);
    if (error.path)
      error.path = error.path.map((entry) => (typeof entry === 'string' ? withinLimit(entry) : entry));
  }
  return wire;
}

export interface MerchandiseHandlerDeps {
  verifier: TokenVerifier;
}

export function createMerchandiseHandlers({ verifier }: MerchandiseHandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'merchandise', verifier });

  return [
    api.anonymous.post('/graphql', async ({ input, response }) => {
      const { query, variables, operationName } = input.body;
      return response(200).json(await runMerchandiseQuery(query, variables, operationName));
    }),
  ];
}
