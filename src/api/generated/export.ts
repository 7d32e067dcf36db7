/**
 * Generated from openapi/services/export.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request an export of all photos
         * @description When the answer is READY the app opens the export page; otherwise it tells the user an e-mail follows. FAILED is treated as an error ('Unable to generate backup request!').
         */
        post: operations["requestExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/backups/{backupId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of the export.
                 * @example b7e4c2a1-3d5f-4a6b-8c9d-0e1f2a3b4c5d
                 */
                backupId: components["parameters"]["BackupId"];
            };
            cookie?: never;
        };
        /**
         * State of an export
         * @description The export page redirects to the photos unless the status is READY; FAILED shows an error banner.
         */
        get: operations["getExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/backups/{backupId}/chunks/{iteration}/url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of the export.
                 * @example b7e4c2a1-3d5f-4a6b-8c9d-0e1f2a3b4c5d
                 */
                backupId: components["parameters"]["BackupId"];
                /**
                 * @description The chunk's iteration (0-based).
                 * @example 0
                 */
                iteration: number;
            };
            cookie?: never;
        };
        /** Download URL of one zip file of an export */
        get: operations["getExportChunkUrl"];
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
        /** @description State of an export; READY carries a non-empty backupId, the chunks, created and updated. */
        Export: components["schemas"]["ExportPending"] | components["schemas"]["ExportReady"];
        /** @description One zip file of the export. */
        ExportChunk: {
            /** @description Position of the chunk, 0-based; the page titles it "My Photos export ({iteration + 1} of {total})". */
            iteration: number;
            /** @description Size of the zip file in bytes. */
            size: number;
        };
        /** @description An export that is not (or not yet) available. */
        ExportPending: {
            backupId?: string;
            /** Format: date-time */
            created?: string;
            /** @enum {string} */
            status: "REQUESTED" | "IN_PROGRESS" | "FAILED";
            /** Format: date-time */
            updated?: string;
        };
        /** @description An export whose zip files can be downloaded until updated + 7 days. */
        ExportReady: {
            backupId: string;
            /** @description The zip files, sorted by iteration. */
            chunks: components["schemas"]["ExportChunk"][];
            /** Format: date-time */
            created: string;
            /** @constant */
            status: "READY";
            /** Format: date-time */
            updated: string;
        };
        ExportRequest: {
            channel: components["schemas"]["ChannelId"];
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
        /** @description A short-lived URL the browser downloads the file from. */
        SignedUrl: {
            /**
             * Format: uri
             * @description An http or https URL (the browser downloads from it; no other scheme is followed).
             */
            url: string;
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
         * @description Id of the export.
         * @example b7e4c2a1-3d5f-4a6b-8c9d-0e1f2a3b4c5d
         */
        BackupId: string;
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
    requestExport: {
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
                 *       "channel": "bonusprint-gb"
                 *     }
                 */
                "application/json": components["schemas"]["ExportRequest"];
            };
        };
        responses: {
            /** @description The state of the export. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getExport: {
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
                 * @description Id of the export.
                 * @example b7e4c2a1-3d5f-4a6b-8c9d-0e1f2a3b4c5d
                 */
                backupId: components["parameters"]["BackupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state of the export; READY carries its chunks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "READY",
                     *       "backupId": "b7e4c2a1-3d5f-4a6b-8c9d-0e1f2a3b4c5d",
                     *       "created": "2025-11-01T08:00:00Z",
                     *       "updated": "2025-11-01T20:14:00Z",
                     *       "chunks": [
                     *         {
                     *           "iteration": 0,
                     *           "size": 2147483648
                     *         },
                     *         {
                     *           "iteration": 1,
                     *           "size": 734003200
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Export"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such export, or its links have expired (the page shows 'Your download link has expired'). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "detail": "The export has expired."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getExportChunkUrl: {
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
                 * @description Id of the export.
                 * @example b7e4c2a1-3d5f-4a6b-8c9d-0e1f2a3b4c5d
                 */
                backupId: components["parameters"]["BackupId"];
                /**
                 * @description The chunk's iteration (0-based).
                 * @example 0
                 */
                iteration: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A signed URL of the zip file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "http://localhost:9090/files/exports/b7e4c2a1-3d5f-4a6b-8c9d-0e1f2a3b4c5d/0.zip?signature=3f9a"
                     *     }
                     */
                    "application/json": components["schemas"]["SignedUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
}
