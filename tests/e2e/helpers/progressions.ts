import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod/mini';
import {
  progressionSchema,
  type Progression,
  type ProgressionKind,
} from '../../../mock-server/control/schemas';
import { MOCK_URL } from './mock-control';

/**
 * The mock's timed jobs (exports, download archives, activations), driven from a test through its control API
 * (helpers/mock-control.ts; mock-server/control.ts, the console's Time panel): held at their first step, or ended now as their last step
 * would (the same pushes), so no test waits for the steps.
 */

/** The jobs in progress now (GET /__mock/progressions). */
export async function progressionsInFlight(request: APIRequestContext): Promise<Progression[]> {
  const response = await request.get(`${MOCK_URL}/__mock/progressions`);
  expect(response.status(), await response.text()).toBe(200);
  return z.array(progressionSchema).parse(await response.json());
}

/** Holds (or lets go) the account's new jobs of `kind` at their first step (POST /__mock/progressions/hold). */
export async function holdProgressions(
  request: APIRequestContext,
  kind: ProgressionKind,
  account: string,
  held: boolean,
): Promise<void> {
  const response = await request.post(`${MOCK_URL}/__mock/progressions/hold`, {
    data: { kind, account, held },
  });
  expect(response.status(), await response.text()).toBe(204);
}

/** Ends a job in progress now, done or failed (POST /__mock/progressions/finish|fail). */
export async function endProgression(
  request: APIRequestContext,
  kind: ProgressionKind,
  id: string,
  end: 'finish' | 'fail',
): Promise<void> {
  const response = await request.post(`${MOCK_URL}/__mock/progressions/${end}`, { data: { kind, id } });
  expect(response.status(), await response.text()).toBe(204);
}
