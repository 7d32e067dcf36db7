/**
 * The assumption report (assumptions.ts): what it finds in the specs, how an answer confirms or refutes an
 * assumption, and what the report says. Pure: no server is called.
 */
import { describe, expect, it } from 'vitest';
import {
  checkAnswerAssumptions,
  checkSchemaAssumptions,
  judgeAssumptions,
  listAssumedParts,
  reportAssumedOperations,
  reportAssumptions,
} from './assumptions';
import { loadAsyncApi } from './asyncapi';
import { loadOperations } from './specs';

const operations = loadOperations();
const op = (id: string) => operations.find((o) => o.operationId === id)!;
const TIMELINE = 'services/photo.yaml#/components/schemas/Timeline';

function timelineAnswer(body: unknown, problems: string[] = []) {
  const declared = op('getTimeline').responses['200'];
  return {
    operationId: 'getTimeline',
    status: 200,
    declared,
    bodySchema: declared.content['application/json'].schema,
    body,
    headers: new Headers(),
    problems,
  };
}

describe('the assumed parts of the specs', () => {
  const parts = listAssumedParts();

  it('are found in every kind of place, each once', () => {
    const at = (where: string) => parts.find((p) => p.at === where);
    expect(at(TIMELINE)).toMatchObject({ kind: 'schema', text: expect.stringContaining('map of year') });
    expect(at('services/photo.yaml#/paths/~1users~1activate/post')).toMatchObject({
      kind: 'operation',
      operationId: 'startActivation',
    });
    expect(at('components/responses.yaml#/components/responses/Forbidden')?.kind).toBe('response');
    expect(parts.some((p) => p.kind === 'header' && p.at.endsWith('/headers/Retry-After'))).toBe(true);
    expect(parts.some((p) => p.kind === 'request')).toBe(true);
    expect(parts.some((p) => p.at.startsWith('asyncapi/activation.yaml#'))).toBe(true);
    expect(new Set(parts.map((p) => p.at)).size).toBe(parts.length);
    expect(parts.every((p) => p.text.length > 0)).toBe(true);
  });

  it('are marked on the operations that carry one', () => {
    expect(op('startActivation').assumedAt).toBe('services/photo.yaml#/paths/~1users~1activate/post');
    expect(op('getUserCounts').assumedAt).toBeUndefined();
  });
});

describe('an answer', () => {
  it('confirms an assumed schema it matches', () => {
    const checks = checkAnswerAssumptions(timelineAnswer({ '2025': { '11': 3 } }));
    expect(checks).toContainEqual({ at: TIMELINE, held: true, problem: undefined, via: 'getTimeline 200' });
  });

  it('refutes an assumed schema it does not match, saying why', () => {
    const checks = checkAnswerAssumptions(timelineAnswer({ '2025': { '011': 3 } }, ['body invalid']));
    const check = checks.find((c) => c.at === TIMELINE);
    expect(check?.held).toBe(false);
    expect(check?.problem).toMatch(/2025 must match pattern/);
  });

  it('refutes an assumed operation with an undeclared status; a declared error says nothing of it', () => {
    const answer = { operationId: 'startActivation', operationAssumedAt: 'x#/op', headers: new Headers() };
    expect(
      checkAnswerAssumptions({ ...answer, status: 500, problems: ['status 500 is not declared'] }),
    ).toEqual([
      { at: 'x#/op', held: false, problem: 'status 500 is not declared', via: 'startActivation 500' },
    ]);
    const unauthorized = op('startActivation').responses['401'];
    expect(checkAnswerAssumptions({ ...answer, status: 401, declared: unauthorized, problems: [] })).toEqual(
      [],
    );
  });

  it('refutes an assumed header that is absent', () => {
    const declared = {
      headers: { 'Retry-After': { 'x-assumed-at': 'h', schema: { type: 'integer', minimum: 0 } } },
    };
    const base = { operationId: 'x', status: 429, declared, problems: [] };
    expect(checkAnswerAssumptions({ ...base, headers: new Headers() })[0]).toMatchObject({ held: false });
    const present = new Headers({ 'Retry-After': '3600' });
    expect(checkAnswerAssumptions({ ...base, headers: present })[0]).toMatchObject({ held: true });
  });

  it('checks the assumed parts of a push message', () => {
    const schema = loadAsyncApi('activation').message('activationNotification').payload;
    const message = {
      id: '3b2f8a4e-9c1d-4e6f-a7b8-0c1d2e3f4a5b',
      type: 'import-started',
      data: { payload: {}, timestamp: 'yesterday' },
    };
    const failed = checkSchemaAssumptions(schema, message, 'activation').filter((c) => !c.held);
    expect(failed.map((c) => c.at)).toEqual([
      'asyncapi/activation.yaml#/components/schemas/ActivationNotification/properties/data/properties/timestamp',
    ]);
  });
});

describe('the report', () => {
  const parts = listAssumedParts();

  it('says which assumptions held, which did not, and which no answer reached', () => {
    const checks = [
      ...checkAnswerAssumptions(timelineAnswer({ '2025': { '11': 3 } })),
      { at: 'services/deletion.yaml#/components/schemas/AccountInformation', held: true, via: 'a' },
      {
        at: 'services/deletion.yaml#/components/schemas/AccountInformation',
        held: false,
        problem: 'p',
        via: 'b',
      },
    ];
    const verdicts = judgeAssumptions(parts, checks);
    const verdictOf = (at: string) => verdicts.find((v) => v.at === at)?.verdict;
    expect(verdictOf(TIMELINE)).toBe('held');
    expect(verdictOf('services/deletion.yaml#/components/schemas/AccountInformation')).toBe('did not hold');
    expect(verdictOf('components/responses.yaml#/components/responses/Forbidden')).toBe('not exercised');

    const lines: string[] = [];
    reportAssumptions(verdicts, (line) => lines.push(line));
    const text = lines.join('\n');
    expect(text).toContain('did not hold:                1');
    expect(text).toContain('✘ services/deletion.yaml#/components/schemas/AccountInformation (b): p');
    expect(text).toContain(`✔ ${TIMELINE} (1 answer)`);
  });

  it('against the mock, lists the assumed operations once', () => {
    const lines: string[] = [];
    reportAssumedOperations(parts, (line) => lines.push(line));
    expect(lines.join('\n')).toMatch(/assumed operations: .*startActivation/);
  });
});
