/**
 * Generated from openapi/services/identity.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/v2/identities/{idpType}/{idpSub}/deleteaccount": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Subject of the signed-in identity at its identity provider (claim idp_sub).
                 * @example 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d
                 */
                idpSub: components["parameters"]["IdpSub"];
                /**
                 * @description Identity-provider type of the signed-in identity (claim idp_type).
                 * @example b2c
                 */
                idpType: components["parameters"]["IdpType"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request the deletion of the account (sends a confirmation e-mail) */
        post: operations["requestAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/identities/{idpType}/{idpSub}/deleteaccount/{token}/actions/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Subject of the signed-in identity at its identity provider (claim idp_sub).
                 * @example 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d
                 */
                idpSub: components["parameters"]["IdpSub"];
                /**
                 * @description Identity-provider type of the signed-in identity (claim idp_type).
                 * @example b2c
                 */
                idpType: components["parameters"]["IdpType"];
                /**
                 * @description The confirmation token from the e-mailed link (query parameter confirmation-token of the page).
                 * @example 6d1f0a9c8b7e4d3c
                 */
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the deletion of the account with the token from the e-mail
         * @description Called from the delete-account confirmation page (query parameter confirmation-token); on failure the app shows 'Your account couldn't be deleted'.
         */
        post: operations["confirmAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/identities/{idpType}/{idpSub}/emailchanges": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Subject of the signed-in identity at its identity provider (claim idp_sub).
                 * @example 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d
                 */
                idpSub: components["parameters"]["IdpSub"];
                /**
                 * @description Identity-provider type of the signed-in identity (claim idp_type).
                 * @example b2c
                 */
                idpType: components["parameters"]["IdpType"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a change of the account's e-mail address (sends a confirmation e-mail) */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/identities/{idpType}/{idpSub}/emailchanges/{token}/actions/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Subject of the signed-in identity at its identity provider (claim idp_sub).
                 * @example 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d
                 */
                idpSub: components["parameters"]["IdpSub"];
                /**
                 * @description Identity-provider type of the signed-in identity (claim idp_type).
                 * @example b2c
                 */
                idpType: components["parameters"]["IdpType"];
                /**
                 * @description The confirmation token from the e-mailed link (query parameter confirmation-token of the page).
                 * @example 6d1f0a9c8b7e4d3c
                 */
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the change of e-mail address with the token from the e-mail
         * @description Called from the change-email confirmation page (query parameter confirmation-token); on failure the app shows 'Your email wasn't changed'.
         */
        post: operations["confirmEmailChange"];
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
        AccountDeletionRequest: {
            channel: components["schemas"]["ChannelId"];
        };
        /**
         * @description Id of the brand channel (the vendor id), derived by the app from the host name.
         * @example bonusprint-gb
         * @enum {string}
         */
        ChannelId: "bonusprint-gb" | "bonusprint-ie" | "albelli-nl" | "albelli-be" | "albelli-de" | "albelli-at" | "albelli-fr" | "albelli-se" | "albelli-no" | "albelli-dk" | "albelli-it" | "hofmann-es" | "hofmann-pt";
        EmailChangeRequest: {
            channel: components["schemas"]["ChannelId"];
            /**
             * Format: email
             * @description The new e-mail address.
             */
            email: string;
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
        /** @description The path names another account or identity than the signed-in one. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "about:blank",
                 *       "title": "Forbidden",
                 *       "status": 403,
                 *       "detail": "The account is not the signed-in account."
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
        /** @description The confirmation token was used already or has expired; the user has to request a new link. */
        TokenGone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
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
         * @description Subject of the signed-in identity at its identity provider (claim idp_sub).
         * @example 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d
         */
        IdpSub: string;
        /**
         * @description Identity-provider type of the signed-in identity (claim idp_type).
         * @example b2c
         */
        IdpType: string;
        /**
         * @description The confirmation token from the e-mailed link (query parameter confirmation-token of the page).
         * @example 6d1f0a9c8b7e4d3c
         */
        Token: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    requestAccountDeletion: {
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
                 * @description Subject of the signed-in identity at its identity provider (claim idp_sub).
                 * @example 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d
                 */
                idpSub: components["parameters"]["IdpSub"];
                /**
                 * @description Identity-provider type of the signed-in identity (claim idp_type).
                 * @example b2c
                 */
                idpType: components["parameters"]["IdpType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channel": "bonusprint-gb"
                 *     }
                 */
                "application/json": components["schemas"]["AccountDeletionRequest"];
            };
        };
        responses: {
            /** @description The request was accepted; a confirmation link is e-mailed. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    confirmAccountDeletion: {
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
                 * @description Subject of the signed-in identity at its identity provider (claim idp_sub).
                 * @example 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d
                 */
                idpSub: components["parameters"]["IdpSub"];
                /**
                 * @description Identity-provider type of the signed-in identity (claim idp_type).
                 * @example b2c
                 */
                idpType: components["parameters"]["IdpType"];
                /**
                 * @description The confirmation token from the e-mailed link (query parameter confirmation-token of the page).
                 * @example 6d1f0a9c8b7e4d3c
                 */
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["TokenGone"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    requestEmailChange: {
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
                 * @description Subject of the signed-in identity at its identity provider (claim idp_sub).
                 * @example 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d
                 */
                idpSub: components["parameters"]["IdpSub"];
                /**
                 * @description Identity-provider type of the signed-in identity (claim idp_type).
                 * @example b2c
                 */
                idpType: components["parameters"]["IdpType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "new.address@example.com",
                 *       "channel": "bonusprint-gb"
                 *     }
                 */
                "application/json": components["schemas"]["EmailChangeRequest"];
            };
        };
        responses: {
            /** @description The request was accepted; a confirmation link is e-mailed to the new address. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The e-mail address is already in use by another account (the app sets its e-mail-in-use flag). */
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
                     *       "detail": "The e-mail address is already in use."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["ContentTooLarge"];
            /** @description Too many e-mail change requests (assumed limit - more than 3 accepted requests of one identity within 10 minutes); the app fails with the status. */
            429: {
                headers: {
                    /**
                     * @description Seconds until a new request is accepted.
                     * @example 3600
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
                     *       "detail": "Too many e-mail change requests. Try again later."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    confirmEmailChange: {
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
                 * @description Subject of the signed-in identity at its identity provider (claim idp_sub).
                 * @example 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d
                 */
                idpSub: components["parameters"]["IdpSub"];
                /**
                 * @description Identity-provider type of the signed-in identity (claim idp_type).
                 * @example b2c
                 */
                idpType: components["parameters"]["IdpType"];
                /**
                 * @description The confirmation token from the e-mailed link (query parameter confirmation-token of the page).
                 * @example 6d1f0a9c8b7e4d3c
                 */
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-mail address is changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The new e-mail address was taken by another account in the meantime. */
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
                     *       "detail": "The e-mail address is already in use."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            410: components["responses"]["TokenGone"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
}
