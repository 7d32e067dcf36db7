/**
 * Generated from openapi/services/photo.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/photos/timeline/{year}/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the photos of a month */
        get: operations["getTimelineMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photo and album counts of the signed-in user */
        get: operations["getUserCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Number of photos per month, by year */
        get: operations["getTimeline"];
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
        PhotoImage: {
            /**
             * Format: date-time
             * @description From the photo's metadata; absent when unknown.
             */
            dateTaken?: string;
            imageId: string;
            /** @description The file name on the customer's device; used for single downloads. */
            localFileName: string;
            thumbnails: components["schemas"]["Thumbnail"][];
            /** Format: uri */
            untouchedUrl: string;
            /** Format: date-time */
            uploadEnd?: string;
            uploadId: string;
            /** Format: uri */
            url: string;
            visibleHeight?: number;
            visibleWidth?: number;
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
        /**
         * @description What the photos are ordered by.
         * @enum {string}
         */
        SortKey: "created" | "dateTaken";
        /** @enum {string} */
        SortOrder: "asc" | "desc";
        Thumbnail: {
            height: number;
            /** @description Thumbnail id; 300 for small and medium screens, 800 for large, 1300 in the preview. */
            id: number;
            /** Format: uri */
            url: string;
            width: number;
        };
        /** @description Year (four digits) to month (1-12, no leading zero) to number of photos. */
        Timeline: {
            [key: string]: {
                [key: string]: number;
            };
        };
        TimelinePage: {
            /** @description Cursor of the next page; null when this is the last page. */
            cursor: string | null;
            images: components["schemas"]["PhotoImage"][];
        };
        /** @description Account counts. */
        UserCounts: {
            albumsCount: number;
            photosCount: number;
        };
    };
    responses: {
        /** @description The request did not match the contract. */
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
         * @description Random unique id per request, echoed in logs and error reports.
         * @example 3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11
         */
        CorrelationId: string;
        /**
         * @description Opaque cursor returned by the previous page; omit for the first page.
         * @example eyJvZmZzZXQiOjI0fQ
         */
        Cursor: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getTimelineMonth: {
        parameters: {
            query?: {
                /**
                 * @description Opaque cursor returned by the previous page; omit for the first page.
                 * @example eyJvZmZzZXQiOjI0fQ
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Page size. The app asks for 24 (TIMELINE_PAGE_LIMIT).
                 * @example 24
                 */
                limit?: number;
                /** @example dateTaken */
                sortKey?: components["schemas"]["SortKey"];
                /** @example desc */
                sortOrder?: components["schemas"]["SortOrder"];
            };
            header?: {
                /**
                 * @description Random unique id per request, echoed in logs and error reports.
                 * @example 3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11
                 */
                "X-CorrelationId"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /**
                 * @description Month of the year, 1 to 12.
                 * @example 11
                 */
                month: number;
                /**
                 * @description Four-digit year; 1970 holds the photos without dateTaken.
                 * @example 2025
                 */
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of photos and the cursor of the next page (null on the last page). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cursor": "eyJvZmZzZXQiOjI0fQ",
                     *       "images": [
                     *         {
                     *           "imageId": "6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d",
                     *           "uploadId": "0e9a8b7c-6d5e-4f3a-8b2c-1d0e9f8a7b6c",
                     *           "localFileName": "IMG_0412.jpg",
                     *           "url": "http://localhost:9090/images/6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d/original.jpg",
                     *           "untouchedUrl": "http://localhost:9090/images/6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d/original.jpg",
                     *           "dateTaken": "2025-11-02T14:31:07Z",
                     *           "uploadEnd": "2025-11-03T09:12:44Z",
                     *           "visibleWidth": 4032,
                     *           "visibleHeight": 3024,
                     *           "thumbnails": [
                     *             {
                     *               "id": 300,
                     *               "url": "http://localhost:9090/images/6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d/300.jpg",
                     *               "width": 300,
                     *               "height": 225
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TimelinePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getUserCounts: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Random unique id per request, echoed in logs and error reports.
                 * @example 3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11
                 */
                "X-CorrelationId"?: components["parameters"]["CorrelationId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "photosCount": 2014,
                     *       "albumsCount": 6
                     *     }
                     */
                    "application/json": components["schemas"]["UserCounts"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getTimeline: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Random unique id per request, echoed in logs and error reports.
                 * @example 3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11
                 */
                "X-CorrelationId"?: components["parameters"]["CorrelationId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A map of year to month to count. Photos without dateTaken are counted under 1970/1. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "1970": {
                     *         "1": 2
                     *       },
                     *       "2025": {
                     *         "11": 48,
                     *         "12": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Timeline"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
}
