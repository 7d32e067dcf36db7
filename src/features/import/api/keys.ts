/** The query keys of the import feature: every queryKey of the feature uses these. */

/** The A/B test variant of an offer (mbox) of the ab-test service. */
export const abTestQueryKey = (mbox: string) => ['ab-test', mbox] as const;
