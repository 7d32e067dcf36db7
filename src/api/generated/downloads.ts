/**
 * Generated from openapi/services/downloads.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's photo downloads */
        get: operations["listDownloads"];
        put?: never;
        /**
         * Start generating a zip archive of own photos
         * @description The archive is generated asynchronously; the downloads push channel reports started, finished or error, and the app then fetches the archive's URL. 400 when the body breaks its schema or names a photo that is not the caller's (each such id named in errors).
         */
        post: operations["createDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/downloads/{id}/url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of the download (downloadId in the push notification).
                 * @example d0a1b2c3-d4e5-4f60-8172-839405a6b7c8
                 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Signed URL of a generated zip archive
         * @description The app saves the archive as {name}.zip, or {downloadId}.zip when the download has no name; the signed URL's answer names the file the same way in its Content-Disposition (assumed, x-assumption below).
         */
        get: operations["getDownloadUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{fileName}/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Signed URL of one photo, by its file name
         * @description The single download (preview and one selected photo) fetches a URL by the photo's localFileName and saves the file under that name.
         */
        get: operations["getSingleDownloadUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shared-album-downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start generating a zip archive of photos of a shared album
         * @description 400 when the body breaks its schema or names a photo that is not in the album (each such photo named in errors); 404 when the caller cannot read the album.
         */
        post: operations["createSharedAlbumDownload"];
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
        /** @description A download (zip archive) of photos. */
        Download: {
            id: string;
            name?: string;
            /** @description Ids of the photos in the archive. */
            photos: string[];
        };
        DownloadList: {
            items: components["schemas"]["DownloadListItem"][];
        };
        /** @description A download as the list shows it. */
        DownloadListItem: {
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the archive stops being available (7 days after it was created); absent while it is generating and when it failed.
             */
            expiresAt?: string;
            id: string;
            name?: string;
            /** @description Ids of the photos in the archive. */
            photos: string[];
            state: components["schemas"]["DownloadState"];
        };
        DownloadRequest: {
            /** @description Name of the archive, e.g. the album name. */
            name?: string;
            /** @description Ids of the photos; the app allows at most 100 per download ('Up to 100 photos can be downloaded at a time'). */
            photos: string[];
        };
        /**
         * @description GENERATING while the archive is built, READY to download, FAILED when it could not be built, EXPIRED after its expiry (the archive is gone).
         * @enum {string}
         */
        DownloadState: "GENERATING" | "READY" | "FAILED" | "EXPIRED";
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
        SharedAlbumDownloadRequest: {
            albumId: string;
            photos: {
                ownerId: string;
                photoId: string;
            }[];
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
        /** @description The download has expired; its archive is no longer available. */
        DownloadExpired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "about:blank",
                 *       "title": "Gone",
                 *       "status": 410,
                 *       "detail": "The download has expired."
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
    listDownloads: {
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
            /** @description The downloads, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "d0a1b2c3-d4e5-4f60-8172-839405a6b7c8",
                     *           "name": "My photos",
                     *           "photos": [
                     *             "6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d",
                     *             "8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d"
                     *           ],
                     *           "state": "READY",
                     *           "createdAt": "2026-11-20T10:15:00Z",
                     *           "expiresAt": "2026-11-27T10:15:00Z"
                     *         },
                     *         {
                     *           "id": "5c4b3a29-1807-4f6e-9d5c-4b3a29180716",
                     *           "photos": [
                     *             "6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d"
                     *           ],
                     *           "state": "EXPIRED",
                     *           "createdAt": "2026-10-02T08:00:00Z",
                     *           "expiresAt": "2026-10-09T08:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DownloadList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    createDownload: {
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
                 *       "photos": [
                 *         "6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d",
                 *         "8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DownloadRequest"];
            };
        };
        responses: {
            /** @description The download was created and its archive is being generated. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d0a1b2c3-d4e5-4f60-8172-839405a6b7c8",
                     *       "photos": [
                     *         "6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d",
                     *         "8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Download"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getDownloadUrl: {
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
                 * @description Id of the download (downloadId in the push notification).
                 * @example d0a1b2c3-d4e5-4f60-8172-839405a6b7c8
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A signed URL of the archive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "http://localhost:9090/files/downloads/d0a1b2c3-d4e5-4f60-8172-839405a6b7c8.zip?signature=9b1c"
                     *     }
                     */
                    "application/json": components["schemas"]["SignedUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["DownloadExpired"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getSingleDownloadUrl: {
        parameters: {
            query?: {
                /**
                 * @description Owner of the photo when it belongs to a shared album; the signed-in user otherwise.
                 * @example 7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b
                 */
                ownerId?: string;
            };
            header?: {
                /**
                 * @description Random unique id per request, echoed in logs and error reports. A value that is not a UUID is answered 400.
                 * @example 3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11
                 */
                "X-CorrelationId"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /**
                 * @description The photo's localFileName, percent-encoded.
                 * @example IMG_0412.jpg
                 */
                fileName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A signed URL of the original photo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "http://localhost:9090/images/6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d/original.jpg?download=IMG_0412.jpg"
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
    createSharedAlbumDownload: {
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
                 *       "albumId": "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
                 *       "photos": [
                 *         {
                 *           "photoId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                 *           "ownerId": "7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SharedAlbumDownloadRequest"];
            };
        };
        responses: {
            /** @description The download was created and its archive is being generated. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "e1b2c3d4-e5f6-4071-8293-a4b5c6d7e8f9",
                     *       "name": "Family holiday 2019",
                     *       "photos": [
                     *         "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Download"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
}
