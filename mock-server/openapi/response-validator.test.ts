import { describe, expect, it } from 'vitest';
import { createResponseValidator } from './response-validator';
import { findOperation, loadServiceSpec } from './spec';

const validate = createResponseValidator(findOperation(loadServiceSpec('photo'), 'get', '/users'));

describe('the response validator', () => {
  it('accepts a response that matches the contract', async () => {
    expect(await validate(Response.json({ photosCount: 3, albumsCount: 1 }))).toEqual([]);
  });

  it('names what is wrong in a body that drifted from the contract', async () => {
    const problems = await validate(Response.json({ photosCount: -1 }));
    expect(problems.join('\n')).toMatch(/albumsCount/);
    expect(problems.join('\n')).toMatch(/photosCount/);
  });

  it('refuses a status or content type the contract does not declare', async () => {
    expect(await validate(Response.json({}, { status: 418 }))).toEqual([
      expect.stringContaining('status 418 is not declared'),
    ]);
    const text = new Response('hi', { headers: { 'Content-Type': 'text/plain' } });
    expect((await validate(text))[0]).toMatch(/content type "text\/plain" is not declared/);
  });
});
