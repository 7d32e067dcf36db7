/**
 * The overview's experience of the A/B test sample-test (ADR 056). A/B testing needs marketing consent (assumed:
 * the spec's consent has two choices, analytics and marketing, and an A/B testing tool personalises what a
 * visitor sees): without a valid decision that allows marketing nothing is asked of the ab-test service, the A/B
 * tool's tag does not load (src/lib/third-party), and the customer sees the control experience. With it, the
 * service's answer decides, the tool is told which experience was shown, and until the answer (or after a failed
 * one) the control experience shows: the page never waits for the test.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/api/use-api';
import type { Consent } from '@/lib/third-party/consent';
import { reportAbTestDisplay, useConsent } from '@/lib/third-party/consent-state';
import {
  getSampleTestVariantQueryOptions,
  SAMPLE_TEST_MBOX,
  type SampleTestVariant,
} from './api/get-sample-test-variant';

/** Whether the test may run for this decision: marketing consent only. */
export const sampleTestAllowed = (consent: Consent | undefined): boolean => consent?.marketing === true;

/** The experience shown: the service's variant when the test may run and it answered, control otherwise. */
export function sampleTestExperience(
  consent: Consent | undefined,
  answered: SampleTestVariant | undefined,
): SampleTestVariant {
  return sampleTestAllowed(consent) && answered === 'A' ? 'A' : 'control';
}

export function useSampleTest(): SampleTestVariant {
  const consent = useConsent();
  const allowed = sampleTestAllowed(consent);
  const offer = useQuery({ ...getSampleTestVariantQueryOptions(useApi()), enabled: allowed });
  const answered = offer.data;
  useEffect(() => {
    if (allowed && answered) reportAbTestDisplay({ mbox: SAMPLE_TEST_MBOX, variant: answered });
  }, [allowed, answered]);
  return sampleTestExperience(consent, answered);
}
