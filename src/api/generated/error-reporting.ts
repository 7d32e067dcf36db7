/**
 * Generated from openapi/services/error-reporting.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report an action that ended in a failure */
        post: operations["reportError"];
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
        ErrorReport: {
            /** @description What failed, e.g. "query downloads,list" or "mutation". */
            action: string;
            channel?: string;
            /** @description The X-CorrelationId the failed call sent; absent when the failure was not a call. */
            correlationId?: string;
            /** @description The failure's message ("Request failure" for a failed call). */
            message: string;
            /** @enum {string} */
            method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
            /** Format: date-time */
            occurredAt: string;
            /** @description The app's path when it failed. */
            page: string;
            /** @description The failed call's HTTP status; absent for a network failure or a failure that was not a call. */
            status?: number;
            /**
             * Format: uri
             * @description The failed call's URL, without its query string.
             */
            url?: string;
        };
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
    reportError: {
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
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "Request failure",
                 *       "correlationId": "3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11",
                 *       "status": 503,
                 *       "method": "GET",
                 *       "url": "http://localhost:9090/downloads-api/downloads",
                 *       "action": "query downloads,list",
                 *       "page": "/downloads",
                 *       "channel": "bonusprint-gb",
                 *       "occurredAt": "2026-11-25T10:15:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorReport"];
            };
        };
        responses: {
            /** @description The report was accepted. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["ContentTooLarge"];
            /** @description Too many reports (assumed limit - more than 200 at once, then 20 a second, from all clients together); the report is dropped and the app does not retry it. */
            429: {
                headers: {
                    /**
                     * @description Seconds until a report is accepted again.
                     * @example 1
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "detail": "Too many error reports. Try again later."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
