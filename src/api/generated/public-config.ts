/**
 * Generated from openapi/services/public-config.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/{channelHost}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public configuration of the channel of a host */
        get: operations["getPublicConfig"];
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
        MenuConfig: {
            menus: {
                main: components["schemas"]["MenuItem"][];
                top: components["schemas"]["MenuItem"][];
            };
            /** @description Links into the shop. */
            routes: {
                AllProducts: components["schemas"]["ShopUrl"];
                ContactUs: components["schemas"]["ShopUrl"];
                FAQ: components["schemas"]["ShopUrl"];
                Main: components["schemas"]["ShopUrl"];
            };
        };
        MenuItem: {
            title: string;
            url: components["schemas"]["ShopUrl"];
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
        PublicConfig: {
            menu: components["schemas"]["MenuConfig"];
            vendor: components["schemas"]["Vendor"];
        };
        /**
         * Format: uri
         * @description A page of the shop (http or https; the app shows it as a link).
         */
        ShopUrl: string;
        /** @description The channel's vendor. */
        Vendor: {
            /** @description The vendor id (channel id). */
            ID: string;
            Locale: string;
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
    getPublicConfig: {
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
                 * @description The channel's host name (without the account, test and www prefixes).
                 * @example bonusprint.co.uk
                 */
                channelHost: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "vendor": {
                     *         "ID": "bonusprint-gb",
                     *         "Locale": "en-GB"
                     *       },
                     *       "menu": {
                     *         "routes": {
                     *           "Main": "https://www.bonusprint.co.uk/",
                     *           "FAQ": "https://www.bonusprint.co.uk/help",
                     *           "ContactUs": "https://www.bonusprint.co.uk/contact",
                     *           "AllProducts": "https://www.bonusprint.co.uk/products"
                     *         },
                     *         "menus": {
                     *           "top": [
                     *             {
                     *               "title": "Help",
                     *               "url": "https://www.bonusprint.co.uk/help"
                     *             }
                     *           ],
                     *           "main": [
                     *             {
                     *               "title": "Photo books",
                     *               "url": "https://www.bonusprint.co.uk/photo-books"
                     *             },
                     *             {
                     *               "title": "Prints",
                     *               "url": "https://www.bonusprint.co.uk/prints"
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PublicConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
}
