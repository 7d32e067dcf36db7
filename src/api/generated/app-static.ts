/**
 * Generated from openapi/services/app-static.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/config.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Runtime configuration of this deployment */
        get: operations["getAppConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locales/{locale}.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ICU messages of one locale, keyed by message id */
        get: operations["getLocaleMessages"];
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
        AppConfig: {
            auth: {
                /**
                 * Format: uri
                 * @description Default OIDC authority (issuer URL).
                 */
                authority: string;
                /** @description Authority per channel id, where a channel signs in elsewhere. */
                channelAuthorities?: {
                    [key: string]: string;
                };
                clientId: string;
                scope: string;
            };
            /** @description Name of the deployment (local, test, production). */
            environment: string;
            /** @description Flag name to the host names the flag is on for. The query string overrides it. */
            featureFlags: {
                [key: string]: string[];
            };
            /** @description WebSocket URLs of the push channels. */
            push: {
                /** Format: uri */
                activation: string;
                /** Format: uri */
                downloads: string;
            };
            /**
             * @description The QR upload base URL (my-photos.md section 5): three absolute http(s) URLs separated by commas, one per
             *     channel group, in group order. The app checks it where the QR-code upload tab needs it
             *     ("Unable to parse QR Code Upload URL."), so a bad value never stops the app from starting.
             * @example https://upload.example/albelli,https://upload.example/bonusprint,https://upload.example/hofmann
             */
            qrCodeUploadBaseUrl?: string;
            /** @description Base URL of each backend service, without a trailing slash. */
            services: {
                /** Format: uri */
                photo: string;
            } & {
                [key: string]: string;
            };
            /**
             * @description Where the third-party scripts of account-area.md section 1 load from (the customer-care chat widget, the
             *     cookie-consent script, the feedback survey, the user-session tracking script, the analytics tag, the A/B
             *     testing tool's tag). Each is loaded async after the first screen and only with the consent it needs; one
             *     left out is not loaded.
             */
            thirdPartyScripts?: {
                /**
                 * Format: uri
                 * @description The A/B testing tool's tag (marketing consent); it is told which experience of an mbox was shown.
                 */
                abTest?: string;
                /** Format: uri */
                analytics?: string;
                /** Format: uri */
                chat?: string;
                /** Format: uri */
                consent?: string;
                /** Format: uri */
                feedbackSurvey?: string;
                /** Format: uri */
                sessionTracking?: string;
            };
        };
        LocaleMessages: {
            [key: string]: string;
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
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAppConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
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
                     *       "environment": "local",
                     *       "services": {
                     *         "photo": "http://localhost:9090/photo"
                     *       },
                     *       "push": {
                     *         "activation": "ws://localhost:9090/push/activation",
                     *         "downloads": "ws://localhost:9090/push/downloads"
                     *       },
                     *       "auth": {
                     *         "authority": "http://localhost:9090/oidc",
                     *         "clientId": "account-area",
                     *         "scope": "openid email profile offline_access"
                     *       },
                     *       "featureFlags": {
                     *         "PhotoManagementAlbumViewEnabled": [
                     *           "localhost"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AppConfig"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getLocaleMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description BCP 47 locale, e.g. en-GB or de-AT.
                 * @example en-GB
                 */
                locale: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Message id to ICU MessageFormat text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "photos.title": "My photos",
                     *       "photos.selectedCount": "{amount} selected"
                     *     }
                     */
                    "application/json": components["schemas"]["LocaleMessages"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
}
