/**
 * A/B test service (openapi/services/ab-test.yaml): the variant of a test (mbox) the signed-in user is in.
 * Stateless: the variant is a pure function of the account and the mbox, so a user always sees the same one.
 *
 * Assumptions where the documents say "not shown":
 * - the service runs two mboxes, sample-test (control or A) and CRO-1304 (control or variant 1); any other
 *   name answers 404;
 * - a user's variant is a 50/50 split on an FNV-1a hash of `accountId:mbox`;
 * - the contract has no way to force a variant, so a few demo accounts are pinned (PINNED_VARIANTS):
 *   demo@example.com is in "variant 1" of CRO-1304 (the QR-code upload tab shows) and in "A" of sample-test (the
 *   overview shows the photo library first), empty@example.com in the control group of both. Every other pairing
 *   comes from the hash.
 */
import type { HttpHandler } from 'msw';
import type { components, paths } from '../../src/api/generated/ab-test';
import type { DemoAccount } from '../accounts';
import type { TokenVerifier } from '../http/auth';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';

type AbTestOffer = components['schemas']['AbTestOffer'];
type SampleTestVariant = components['schemas']['SampleTestOffer']['variant'];
type Cro1304Variant = components['schemas']['Cro1304Offer']['variant'];

/** The mboxes the service runs and their variants, control first. */
export const MBOXES = {
  'sample-test': ['control', 'A'] as const satisfies readonly SampleTestVariant[],
  'CRO-1304': ['control', 'variant 1'] as const satisfies readonly Cro1304Variant[],
};

export type MboxName = keyof typeof MBOXES;

/** Demo accounts whose variant is fixed, so both sides of each mbox can be shown without a forcing switch. */
export const PINNED_VARIANTS: Readonly<Record<string, Partial<Record<MboxName, string>>>> = {
  'demo@example.com': { 'CRO-1304': 'variant 1', 'sample-test': 'A' },
  'empty@example.com': { 'CRO-1304': 'control', 'sample-test': 'control' },
};

export function isMbox(name: string): name is MboxName {
  return Object.hasOwn(MBOXES, name);
}

/** 32-bit FNV-1a. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The offer of an mbox for an account: pinned for a few demo accounts, else a hash bucket. */
export function offerFor(mbox: MboxName, accountId: string, email?: string): AbTestOffer {
  const variants: readonly string[] = MBOXES[mbox];
  const pinned = email === undefined ? undefined : PINNED_VARIANTS[email]?.[mbox];
  const variant = pinned ?? variants[fnv1a(`${accountId}:${mbox}`) % variants.length];
  return { mbox, variant } as AbTestOffer;
}

export interface AbTestHandlerDeps {
  verifier: TokenVerifier;
  accounts: readonly DemoAccount[];
}

export function createAbTestHandlers({ verifier, accounts }: AbTestHandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'ab-test', verifier });
  const emailOf = (accountId: string) => accounts.find((a) => a.accountId === accountId)?.email;

  return [
    api.get('/offers/{mbox}', ({ claims, input, response }) => {
      const { mbox } = input.path;
      if (!isMbox(mbox)) return problemResponse(404, `No A/B test runs in the mbox ${mbox}.`);
      return response(200).json(offerFor(mbox, claims.sub, emailOf(claims.sub)));
    }),
  ];
}
