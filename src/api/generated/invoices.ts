/**
 * Generated from openapi/services/invoices.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/api/v1/HistoricalInvoice/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Historical invoices of the signed-in customer */
        get: operations["listHistoricalInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/HistoricalInvoice/me/pdf/{id}/{channel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDF of one historical invoice
         * @description The app saves it as invoice_{reference}.pdf.
         */
        get: operations["getHistoricalInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/InvoiceGroupFiles/me/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDF of one invoice (group file) of the signed-in customer
         * @description The app downloads it as a blob and offers it through a blob link.
         */
        get: operations["getInvoiceGroupFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Id of the brand channel (the vendor id), derived by the app from the host name.
         * @example bonusprint-gb
         * @enum {string}
         */
        ChannelId: "bonusprint-gb" | "bonusprint-ie" | "albelli-nl" | "albelli-be" | "albelli-de" | "albelli-at" | "albelli-fr" | "albelli-se" | "albelli-no" | "albelli-dk" | "albelli-it" | "hofmann-es" | "hofmann-pt";
        HistoricalInvoice: {
            /** @description Total amount including tax. */
            amount?: number;
            currency?: string;
            /** @description Id of the invoice group file (the monthly statement, GET /api/v1/InvoiceGroupFiles/me/{id}) that holds this invoice. */
            groupFileId?: string;
            id: string;
            /** Format: date */
            invoiceDate: string;
            orderCode?: string;
            /** @description The invoice number printed on the invoice. */
            reference: string;
        };
        HistoricalInvoiceList: {
            historicalInvoices: components["schemas"]["HistoricalInvoice"][];
            total: number;
        };
        /**
         * Format: binary
         * @description The bytes of a PDF document.
         */
        PdfDocument: string;
        /** @description RFC 9457 problem details. */
        Problem: {
            /**
             * @description Explanation specific to this occurrence.
             * @example query parameter "limit" must be <= 500
             */
            detail?: string;
            /** @description The offending fields, when the request failed validation. */
            errors?: {
                /**
                 * @description Location of the field, e.g. `query.limit` or `body.photoIds`.
                 * @example query.limit
                 */
                field: string;
                /** @example must be <= 500 */
                message: string;
            }[];
            /** @example 400 */
            status: number;
            /**
             * @description Short, human-readable summary.
             * @example Bad Request
             */
            title: string;
            /**
             * @description A URI reference that identifies the problem type.
             * @example about:blank
             */
            type: string;
        };
    };
    responses: {
        /** @description The request did not match the contract, or its JSON body is nested deeper than 32 levels of objects and arrays (what a body may hold is what its schema declares; properties it does not declare are ignored, not stored). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "about:blank",
                 *       "title": "Bad Request",
                 *       "status": 400,
                 *       "detail": "query parameter \"limit\" must be <= 500",
                 *       "errors": [
                 *         {
                 *           "field": "query.limit",
                 *           "message": "must be <= 500"
                 *         }
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is larger than the service reads (1 MiB of JSON); refused before reading the rest, whether or not the operation takes a body (declared on every operation). */
        ContentTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "about:blank",
                 *       "title": "Payload Too Large",
                 *       "status": 413,
                 *       "detail": "The request body is larger than 1048576 bytes."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The resource does not exist or is not visible to the caller. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "about:blank",
                 *       "title": "Not Found",
                 *       "status": 404,
                 *       "detail": "No such resource."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No bearer token, or the token is invalid or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "about:blank",
                 *       "title": "Unauthorized",
                 *       "status": 401,
                 *       "detail": "A valid bearer token is required."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /**
         * @description Random unique id per request, echoed in logs and error reports. A value that is not a UUID is answered 400.
         * @example 3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11
         */
        CorrelationId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listHistoricalInvoices: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Random unique id per request, echoed in logs and error reports. A value that is not a UUID is answered 400.
                 * @example 3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11
                 */
                "X-CorrelationId"?: components["parameters"]["CorrelationId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoices and their total number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "historicalInvoices": [
                     *         {
                     *           "id": "88231",
                     *           "reference": "INV-2024-000123",
                     *           "invoiceDate": "2024-12-03",
                     *           "orderCode": "123456789",
                     *           "amount": 49.95,
                     *           "currency": "GBP",
                     *           "groupFileId": "100245"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["HistoricalInvoiceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getHistoricalInvoicePdf: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Random unique id per request, echoed in logs and error reports. A value that is not a UUID is answered 400.
                 * @example 3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11
                 */
                "X-CorrelationId"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /**
                 * @description The brand channel the invoice is rendered for.
                 * @example bonusprint-gb
                 */
                channel: components["schemas"]["ChannelId"];
                /**
                 * @description Id of the historical invoice.
                 * @example 88231
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 */
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getInvoiceGroupFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Random unique id per request, echoed in logs and error reports. A value that is not a UUID is answered 400.
                 * @example 3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11
                 */
                "X-CorrelationId"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /**
                 * @description Id of the invoice group file.
                 * @example 100245
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 */
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
}
