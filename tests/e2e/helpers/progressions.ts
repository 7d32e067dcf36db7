import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The mock's timed jobs (exports, download archives, activations), driven from a test through its control API
 * (mock-server/control.ts, the console's Time panel): held at their first step, or ended now as their last step
 * would (the same pushes), so no test waits for the steps.
 */

const MOCK_URL = `http://localhost:${process.env.E2E_MOCK_PORT ?? 9191}`;

type Kind = 'export' | 'download' | 'activation';

/** A job in progress, as GET /__mock/progressions lists it. */
export interface Progression {
  kind: Kind;
  id: string;
  account: string;
}

/** The jobs in progress now. */
export async function progressionsInFlight(request: APIRequestContext): Promise<Progression[]> {
  return (await (await request.get(`${MOCK_URL}/__mock/progressions`)).json()) as Progression[];
}

/** Holds (or lets go) the account's new jobs of `kind` at their first step (POST /__mock/progressions/hold). */
export async function holdProgressions(
  request: APIRequestContext,
  kind: Kind,
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
  kind: Kind,
  id: string,
  end: 'finish' | 'fail',
): Promise<void> {
  const response = await request.post(`${MOCK_URL}/__mock/progressions/${end}`, { data: { kind, id } });
  expect(response.status(), await response.text()).toBe(204);
}
