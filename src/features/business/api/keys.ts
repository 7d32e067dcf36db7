/** The query and mutation keys of the business feature. */
export const BUSINESS_QUERY_KEY = ['business'] as const;

// The business profile (status, FTP callback) is the settings feature's customer profile query (customerQueryOptions).

/** The historical invoices list. */
export const INVOICES_QUERY_KEY = [...BUSINESS_QUERY_KEY, 'invoices'] as const;

export const SAVE_CALLBACK_MUTATION_KEY = [...BUSINESS_QUERY_KEY, 'save-callback'] as const;
export const DOWNLOAD_INVOICE_MUTATION_KEY = [...BUSINESS_QUERY_KEY, 'download-invoice'] as const;
