/**
 * Drift, part 1: every example the specs give for a payload the app parses is accepted by the app's parser
 * (the table in parsers.ts). A failure names the parser, the response or message and the example.
 */
import { describe, expect, it } from 'vitest';
import { PUSH_PARSERS, RESPONSE_PARSERS, type ResponseParser } from './parsers';
import { messageMedia, problemResponses, responseMedia, type SpecMedia } from './lib/spec-media';

function mediaOf(parser: ResponseParser): SpecMedia[] {
  return parser.responses === 'every problem+json response'
    ? problemResponses()
    : parser.responses.map(responseMedia);
}

/** The example's HTTP status: the response's own, else (4XX, default) the error status its problem body names. */
function statusOf(media: SpecMedia, value: unknown): number {
  const named = Number((value as { status?: unknown } | null)?.status);
  return media.status ?? (named >= 400 && named <= 599 ? named : 400);
}

describe('the app parses every example of the specs', () => {
  describe.each(RESPONSE_PARSERS.map((p) => [p.name, p] as const))('%s', (_, parser) => {
    const cases = mediaOf(parser).flatMap((media) =>
      media.examples.map((example) => [`${media.label} (${example.name})`, media, example.value] as const),
    );

    it('has examples to check', () => {
      expect(cases.length).toBeGreaterThan(0);
    });

    it.each(cases)('accepts %s', async (_label, media, value) => {
      await expect(parser.parse(structuredClone(value), statusOf(media, value))).resolves.toBeDefined();
    });
  });

  describe.each(PUSH_PARSERS.map((p) => [p.name, p] as const))('%s', (_, parser) => {
    const media = messageMedia(parser.channel, parser.message);

    it('has examples to check', () => {
      expect(media.examples.length).toBeGreaterThan(0);
    });

    it.each(media.examples.map((e) => [e.name, e.value] as const))(
      'accepts example %s',
      async (_name, value) => {
        await expect(parser.parse(structuredClone(value))).resolves.toBeDefined();
      },
    );
  });
});
