/**
 * Generated from openapi/services/reorder.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/reorder/direct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reorder an order; answers the shop URL to continue in */
        post: operations["reorderDirect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reorder/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an order can be reordered */
        get: operations["getReorderStatus"];
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
        ReorderResult: {
            /** Format: uri */
            ShopUrl: string;
        };
        ReorderStatus: {
            orderCode: string;
            /**
             * @description Available (every product can be reordered), PartiallyAvailable or NotAvailable.
             * @enum {string}
             */
            status: "Available" | "PartiallyAvailable" | "NotAvailable";
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
        /**
         * @description The order code.
         * @example 123456789
         */
        OrderCode: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    reorderDirect: {
        parameters: {
            query: {
                /**
                 * @description The order to reorder.
                 * @example 123456789
                 */
                OrderCode: string;
            };
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
            /** @description The shop URL holding the reordered products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ShopUrl": "https://www.bonusprint.co.uk/basket?reorder=123456789"
                     *     }
                     */
                    "application/json": components["schemas"]["ReorderResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Nothing of the order can be reordered (its status is NotAvailable). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "detail": "Order 123456789 cannot be reordered."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getReorderStatus: {
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
                 * @description The order code.
                 * @example 123456789
                 */
                id: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The availability. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderCode": "123456789",
                     *       "status": "Available"
                     *     }
                     */
                    "application/json": components["schemas"]["ReorderStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
}
