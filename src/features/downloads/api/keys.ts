/** The query keys of the downloads feature (the Downloads page). */
export const DOWNLOADS_QUERY_KEY = ['downloads'] as const;

/** The customer's downloads (GET /downloads). */
export const DOWNLOADS_LIST_QUERY_KEY = [...DOWNLOADS_QUERY_KEY, 'list'] as const;
