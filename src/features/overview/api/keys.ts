/** The query keys of the overview feature. */
export const OVERVIEW_QUERY_KEY = ['overview'] as const;

/** The user's experience of the A/B test sample-test (GET ab-test /offers/sample-test). */
export const SAMPLE_TEST_QUERY_KEY = [...OVERVIEW_QUERY_KEY, 'ab-test', 'sample-test'] as const;
