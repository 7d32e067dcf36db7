/**
 * Generated from openapi/services/photo.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the signed-in user's albums
         * @description The albums come newest created first.
         */
        get: operations["listAlbums"];
        put?: never;
        /** Create an album */
        post: operations["createAlbum"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/albums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of one of the user's own albums (albumId).
                 * @example 5b0c3e1a-7d2f-4e8a-9b6c-1a2b3c4d5e6f
                 */
                id: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        /**
         * One album of the signed-in user
         * @description The cover photo is the album's newest photo by created (when it was added to the library); null when the album is empty.
         */
        get: operations["getAlbum"];
        put?: never;
        post?: never;
        /** Delete an album (its photos stay in the library) */
        delete: operations["deleteAlbum"];
        options?: never;
        head?: never;
        /** Rename an album */
        patch: operations["renameAlbum"];
        trace?: never;
    };
    "/albums/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of one of the user's own albums (albumId).
                 * @example 5b0c3e1a-7d2f-4e8a-9b6c-1a2b3c4d5e6f
                 */
                id: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        /**
         * One page of the photos of an album
         * @description Without sortKey and sortOrder the photos come newest created first (created, desc, the app's default for albums). created is when the photo was added to the library.
         */
        get: operations["listAlbumPhotos"];
        put?: never;
        /**
         * Add photos to an album (one chunk of the selection)
         * @description Ids that are not photos of the signed-in user (unknown, deleted, or another user's) come back in failed. A photo already in the album is not added twice and is not a failure.
         */
        post: operations["addPhotosToAlbum"];
        /**
         * Remove photos from an album (one chunk of the selection; the photos stay in the library)
         * @description Ids that are not photos of the signed-in user (unknown, deleted, or another user's) come back in failed. A photo of the user that is not in the album is not a failure.
         */
        delete: operations["removePhotosFromAlbum"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of all photos of the signed-in user
         * @description Without sortKey and sortOrder the photos come newest taken first (dateTaken, desc, the app's default); photos without dateTaken are placed by their created date.
         */
        get: operations["listPhotos"];
        put?: never;
        post?: never;
        /**
         * Delete photos by id (one chunk of the selection)
         * @description The client sends the selection in chunks and retries the chunks whose ids come back in failed.
         *     A deleted photo also leaves every album it was in. Ids that are not photos of the signed-in user (unknown,
         *     already deleted, or another user's) come back in failed; the others are deleted.
         */
        delete: operations["deletePhotos"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/photos/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete every photo of the signed-in user */
        delete: operations["deleteAllPhotos"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/users/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activation status of the photo account */
        get: operations["getActivationStatus"];
        put?: never;
        /**
         * Start activating the photo account (importing the customer's photos)
         * @description Answers whether the activation was started. Its progress is pushed on the activation WebSocket channel
         *     (openapi/asyncapi/activation.yaml): import-started, then import-finished (the status becomes ACTIVE) or
         *     import-error (the status goes back to NOT_ACTIVE, so the user can try again). Only a NOT_ACTIVE account
         *     starts an activation; for an account that is ACTIVE, IMPORTING or DELETING the answer is started false and
         *     nothing changes.
         */
        post: operations["startActivation"];
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
        ActivationStarted: {
            /** @description True when the activation (import) was started by this request. */
            started: boolean;
        };
        /**
         * @description State of the photo account.
         * @enum {string}
         */
        ActivationStatus: "ACTIVE" | "NOT_ACTIVE" | "IMPORTING" | "DELETING";
        ActivationStatusResponse: {
            status: components["schemas"]["ActivationStatus"];
        };
        /** @description One of the signed-in user's own albums. */
        Album: components["schemas"]["AlbumBase"] & {
            /** @description True when the album is shared (legacy); the app then opens the shared-album screen. */
            isShared: boolean;
            /** @description The owner, i.e. the signed-in user. */
            userId: string;
        };
        /** @description Fields every album has, own or shared. */
        AlbumBase: {
            albumId: string;
            albumName: string;
            /** @description The cover photo; null (or absent) when the album has no photos. */
            coverPhoto?: components["schemas"]["PhotoImage"] | null;
            /** Format: date-time */
            created: string;
            photosCount: number;
            /** Format: date-time */
            updated: string;
        };
        AlbumCreated: {
            albumId: string;
        };
        /** @description The album name. It must not be empty, start with whitespace or contain < > or ; (the app's message 'Name not valid'), nor a control character; at most 255 characters. */
        AlbumName: {
            name: string;
        };
        AlbumPage: {
            albums: components["schemas"]["Album"][];
            /** @description Cursor of the next page; null when this is the last page. */
            cursor: string | null;
        };
        /** @description The ids the operation could not apply to; empty when everything succeeded. */
        FailedList: {
            failed: string[];
        };
        /** @description A chunk of photo ids the operation applies to. */
        PhotoIds: {
            photoIds: string[];
        };
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
        /** @description A page of photos and the cursor of the next page (null on the last page). */
        PhotoPage: {
            /** @description Cursor of the next page; null when this is the last page. */
            cursor: string | null;
            images: components["schemas"]["PhotoImage"][];
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
         * @description Id of one of the user's own albums (albumId).
         * @example 5b0c3e1a-7d2f-4e8a-9b6c-1a2b3c4d5e6f
         */
        AlbumId: string;
        /**
         * @description Random unique id per request, echoed in logs and error reports. A value that is not a UUID is answered 400.
         * @example 3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11
         */
        CorrelationId: string;
        /**
         * @description Opaque cursor returned by the previous page; omit for the first page. A value that is not a cursor of this list (made up, or from another list or order) is answered 400.
         * @example eyJvZmZzZXQiOjI0fQ
         */
        Cursor: string;
        /**
         * @description What the photos are ordered by; without it, created (when the photo was added).
         * @example created
         */
        SortKeyCreated: components["schemas"]["SortKey"];
        /**
         * @description What the photos are ordered by; without it, dateTaken.
         * @example dateTaken
         */
        SortKeyDateTaken: components["schemas"]["SortKey"];
        /**
         * @description The direction; without it, desc (newest first).
         * @example desc
         */
        SortOrderDesc: components["schemas"]["SortOrder"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAlbums: {
        parameters: {
            query?: {
                /**
                 * @description Opaque cursor returned by the previous page; omit for the first page. A value that is not a cursor of this list (made up, or from another list or order) is answered 400.
                 * @example eyJvZmZzZXQiOjI0fQ
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Whether to include the sharing data of the albums. Without it the sharing data is not looked up and isShared is false for every album.
                 * @example true
                 */
                displaySharedData?: boolean;
                /**
                 * @description Page size. The app asks for one less than its albums page size (50) on the first page, next to the New album tile, and the full size afterwards.
                 * @example 49
                 */
                limit?: number;
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
            /** @description A page of albums and the cursor of the next page (null on the last page). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cursor": "eyJvZmZzZXQiOjQ5fQ",
                     *       "albums": [
                     *         {
                     *           "albumId": "5b0c3e1a-7d2f-4e8a-9b6c-1a2b3c4d5e6f",
                     *           "albumName": "Summer in Cornwall",
                     *           "coverPhoto": null,
                     *           "photosCount": 0,
                     *           "created": "2025-08-14T10:02:11Z",
                     *           "updated": "2025-08-14T10:02:11Z",
                     *           "userId": "2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d",
                     *           "isShared": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AlbumPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    createAlbum: {
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
                 *       "name": "Summer in Cornwall"
                 *     }
                 */
                "application/json": components["schemas"]["AlbumName"];
            };
        };
        responses: {
            /** @description The album was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "albumId": "5b0c3e1a-7d2f-4e8a-9b6c-1a2b3c4d5e6f"
                     *     }
                     */
                    "application/json": components["schemas"]["AlbumCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getAlbum: {
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
                 * @description Id of one of the user's own albums (albumId).
                 * @example 5b0c3e1a-7d2f-4e8a-9b6c-1a2b3c4d5e6f
                 */
                id: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The album. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "albumId": "5b0c3e1a-7d2f-4e8a-9b6c-1a2b3c4d5e6f",
                     *       "albumName": "Summer in Cornwall",
                     *       "coverPhoto": {
                     *         "imageId": "6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d",
                     *         "uploadId": "0e9a8b7c-6d5e-4f3a-8b2c-1d0e9f8a7b6c",
                     *         "localFileName": "IMG_0412.jpg",
                     *         "url": "http://localhost:9090/images/6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d/original.jpg",
                     *         "untouchedUrl": "http://localhost:9090/images/6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d/original.jpg",
                     *         "thumbnails": [
                     *           {
                     *             "id": 300,
                     *             "url": "http://localhost:9090/images/6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d/300.jpg",
                     *             "width": 300,
                     *             "height": 225
                     *           }
                     *         ]
                     *       },
                     *       "photosCount": 37,
                     *       "created": "2025-08-14T10:02:11Z",
                     *       "updated": "2025-09-01T18:45:00Z",
                     *       "userId": "2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d",
                     *       "isShared": false
                     *     }
                     */
                    "application/json": components["schemas"]["Album"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    deleteAlbum: {
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
                 * @description Id of one of the user's own albums (albumId).
                 * @example 5b0c3e1a-7d2f-4e8a-9b6c-1a2b3c4d5e6f
                 */
                id: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The album was deleted; its photos were not. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    renameAlbum: {
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
                 * @description Id of one of the user's own albums (albumId).
                 * @example 5b0c3e1a-7d2f-4e8a-9b6c-1a2b3c4d5e6f
                 */
                id: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Cornwall 2025"
                 *     }
                 */
                "application/json": components["schemas"]["AlbumName"];
            };
        };
        responses: {
            /** @description The album was renamed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    listAlbumPhotos: {
        parameters: {
            query?: {
                /**
                 * @description Opaque cursor returned by the previous page; omit for the first page. A value that is not a cursor of this list (made up, or from another list or order) is answered 400.
                 * @example eyJvZmZzZXQiOjI0fQ
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Page size. The album screen shows the photos in sections of 24.
                 * @example 24
                 */
                limit?: number;
                /**
                 * @description What the photos are ordered by; without it, created (when the photo was added).
                 * @example created
                 */
                sortKey?: components["parameters"]["SortKeyCreated"];
                /**
                 * @description The direction; without it, desc (newest first).
                 * @example desc
                 */
                sortOrder?: components["parameters"]["SortOrderDesc"];
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
                 * @description Id of one of the user's own albums (albumId).
                 * @example 5b0c3e1a-7d2f-4e8a-9b6c-1a2b3c4d5e6f
                 */
                id: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the album's photos and the cursor of the next page (null on the last page). */
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
                    "application/json": components["schemas"]["PhotoPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    addPhotosToAlbum: {
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
                 * @description Id of one of the user's own albums (albumId).
                 * @example 5b0c3e1a-7d2f-4e8a-9b6c-1a2b3c4d5e6f
                 */
                id: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "photoIds": [
                 *         "6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PhotoIds"];
            };
        };
        responses: {
            /** @description The ids that could not be added; empty when all were. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "failed": []
                     *     }
                     */
                    "application/json": components["schemas"]["FailedList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    removePhotosFromAlbum: {
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
                 * @description Id of one of the user's own albums (albumId).
                 * @example 5b0c3e1a-7d2f-4e8a-9b6c-1a2b3c4d5e6f
                 */
                id: components["parameters"]["AlbumId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "photoIds": [
                 *         "6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PhotoIds"];
            };
        };
        responses: {
            /** @description The ids that could not be removed; empty when all were. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "failed": []
                     *     }
                     */
                    "application/json": components["schemas"]["FailedList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    listPhotos: {
        parameters: {
            query?: {
                /**
                 * @description Opaque cursor returned by the previous page; omit for the first page. A value that is not a cursor of this list (made up, or from another list or order) is answered 400.
                 * @example eyJvZmZzZXQiOjI0fQ
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Page size. The app asks for 500 (photos page limit).
                 * @example 500
                 */
                limit?: number;
                /**
                 * @description What the photos are ordered by; without it, dateTaken.
                 * @example dateTaken
                 */
                sortKey?: components["parameters"]["SortKeyDateTaken"];
                /**
                 * @description The direction; without it, desc (newest first).
                 * @example desc
                 */
                sortOrder?: components["parameters"]["SortOrderDesc"];
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
            /** @description A page of photos and the cursor of the next page (null on the last page). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cursor": null,
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
                    "application/json": components["schemas"]["PhotoPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    deletePhotos: {
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
                 *       "photoIds": [
                 *         "6f1d2c3b-0a4e-4b7a-9c1d-2e3f4a5b6c7d",
                 *         "8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PhotoIds"];
            };
        };
        responses: {
            /** @description The ids that could not be deleted; empty when all were. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailedList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    deleteAllPhotos: {
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
            /** @description All photos were deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getTimelineMonth: {
        parameters: {
            query?: {
                /**
                 * @description Opaque cursor returned by the previous page; omit for the first page. A value that is not a cursor of this list (made up, or from another list or order) is answered 400.
                 * @example eyJvZmZzZXQiOjI0fQ
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Page size. The app asks for 24 (TIMELINE_PAGE_LIMIT).
                 * @example 24
                 */
                limit?: number;
                /**
                 * @description What the photos are ordered by; without it, dateTaken (as the timeline shows them).
                 * @example dateTaken
                 */
                sortKey?: components["schemas"]["SortKey"];
                /**
                 * @description The direction; without it, desc.
                 * @example desc
                 */
                sortOrder?: components["schemas"]["SortOrder"];
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
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getUserCounts: {
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getActivationStatus: {
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
            /** @description The activation status. While IMPORTING the app polls; ACTIVE refreshes albums, photos, timeline and counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ACTIVE"
                     *     }
                     */
                    "application/json": components["schemas"]["ActivationStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    startActivation: {
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
            /** @description Whether activation started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivationStarted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getTimeline: {
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
}
