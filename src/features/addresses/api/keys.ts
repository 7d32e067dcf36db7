/** The query keys of the addresses feature: every queryKey and invalidation of the address book uses these. */
export const ADDRESSES_QUERY_KEY = ['addresses'] as const;

/** The customer's address book (GET customer /customers/me/addresses). */
export const addressListQueryKey = [...ADDRESSES_QUERY_KEY, 'list'] as const;
