/**
 * The merchandise GraphQL API: the request examples of openapi/services/merchandise.yaml run against the service,
 * and every answer's data is checked against the SDL (openapi/graphql/merchandise.graphql) by executing the same
 * query over the answer itself: a field of the wrong type, a null in a non-null field or a field the query did
 * not ask for makes the two differ.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, graphql } from 'graphql';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { REPO_ROOT } from './lib/specs';
import { isMock, serviceConfigured } from './lib/target';

interface GraphQLRequest {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

const schema = buildSchema(readFileSync(path.join(REPO_ROOT, 'openapi/graphql/merchandise.graphql'), 'utf8'));
const spec = parseYaml(readFileSync(path.join(REPO_ROOT, 'openapi/services/merchandise.yaml'), 'utf8'));
const operation = spec.paths['/graphql'].post;
const requestExamples: Record<string, { value: GraphQLRequest }> =
  operation.requestBody.content['application/json'].examples;
const responseExamples: Record<string, { value: { data: Record<string, unknown> } }> =
  operation.responses['200'].content['application/json'].examples;

/** Executes the request over `data` as the root value: equal to `data` only when it conforms to the SDL. */
async function conformingData(request: GraphQLRequest, data: Record<string, unknown>) {
  const result = await graphql({
    schema,
    source: request.query,
    rootValue: data,
    variableValues: request.variables,
    operationName: request.operationName,
  });
  expect(result.errors).toBeUndefined();
  return JSON.parse(JSON.stringify(result.data));
}

async function run(request: GraphQLRequest) {
  const res = await call('queryMerchandise', { body: request });
  expect(res.status).toBe(200);
  return res;
}

type Channel = { ID: string; Vendor: { ID: string; Locale: string } | null };
type Article = { ID: string; ArticleType: string };

describe.skipIf(!serviceConfigured('merchandise'))('merchandise service', () => {
  describe('queryMerchandise', () => {
    it.each(Object.entries(requestExamples))(
      'answers the request example %s with data that conforms to the schema',
      async (_name, { value: request }) => {
        const res = await run(request);
        expect(res.body.errors).toBeUndefined();
        expect(await conformingData(request, res.body.data)).toEqual(res.body.data);
      },
    );

    it.runIf(isMock)('answers what the response examples show', async () => {
      const channels = await run(requestExamples.channels!.value);
      const expected = responseExamples.channels!.value.data.channels as Channel[];
      for (const channel of expected) expect(channels.body.data.channels).toContainEqual(channel);

      const channel = await run(requestExamples.channel!.value);
      const example = responseExamples.channel!.value.data.channel as { Articles: Article[] };
      const { Articles, ...rest } = channel.body.data.channel;
      const { Articles: _articles, ...expectedRest } = example;
      expect(rest).toEqual(expectedRest);
      const ids = (Articles as Article[]).map((a) => a.ID);
      for (const article of example.Articles) expect(ids).toContain(article.ID);

      const missing = await run(requestExamples.channelNotFound!.value);
      expect(missing.body).toEqual(responseExamples.channelNotFound!.value);
    });

    it('lists channels with and without a vendor, and photo-book and other articles', async () => {
      const channels = (await run({ query: '{ channels { ID Vendor { ID Locale } } }' })).body.data
        .channels as Channel[];
      const withVendor = channels.filter((c) => c.Vendor);
      expect(withVendor.length).toBeGreaterThan(0);
      if (isMock) expect(channels.some((c) => c.Vendor === null)).toBe(true);
      const { ID, Locale } = withVendor[0]!.Vendor!;
      const request = {
        query:
          'query C($code: String!, $locale: String!) { channel(code: $code, locale: $locale) { ID Articles { ID ArticleType Visible } } }',
        variables: { code: ID, locale: Locale },
      };
      const res = await run(request);
      expect(await conformingData(request, res.body.data)).toEqual(res.body.data);
      const articles = res.body.data.channel.Articles as Article[];
      expect(articles.some((a) => /photobook/i.test(a.ArticleType))).toBe(true);
      if (isMock) expect(articles.some((a) => !/photobook/i.test(a.ArticleType))).toBe(true);
    });

    it('answers errors in the GraphQL shape for a query the schema does not have', async () => {
      const res = await run({ query: '{ channels { Price } }' });
      expect(res.body.errors[0].message).toContain('Price');
    });

    it('answers 400 for a request without a query', async () => {
      const res = await call('queryMerchandise', { body: { variables: {} } });
      expect(res.status).toBe(400);
      expect(res.contentType).toBe('application/problem+json');
    });
  });
});
