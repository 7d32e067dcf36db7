/** The query keys of the settings feature: every queryKey and invalidation of the customer profile uses these. */
export const CUSTOMER_QUERY_KEY = ['customer'] as const;

/** The signed-in customer's profile (GET customer /customers/me). */
export const customerProfileQueryKey = [...CUSTOMER_QUERY_KEY, 'me'] as const;
