/**
 * Generated from openapi/services/shared-albums.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/shared-albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the albums shared with or by the signed-in user */
        get: operations["listSharedAlbums"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shared-albums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a shared album (albumId).
                 * @example 9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a
                 */
                id: components["parameters"]["SharedAlbumId"];
            };
            cookie?: never;
        };
        /** One shared album */
        get: operations["getSharedAlbum"];
        put?: never;
        post?: never;
        /** Delete a shared album (for everyone when the owner deletes it, otherwise only for the caller) */
        delete: operations["deleteSharedAlbum"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shared-albums/{id}/participants": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a shared album (albumId).
                 * @example 9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a
                 */
                id: components["parameters"]["SharedAlbumId"];
            };
            cookie?: never;
        };
        /** Owner and participants of a shared album */
        get: operations["getSharedAlbumParticipants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shared-albums/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a shared album (albumId).
                 * @example 9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a
                 */
                id: components["parameters"]["SharedAlbumId"];
            };
            cookie?: never;
        };
        /** One page of the photos of a shared album */
        get: operations["listSharedAlbumPhotos"];
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
        /** Shared-album counts of the signed-in user */
        get: operations["getSharedAlbumCounts"];
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
        AlbumParticipants: {
            owner: components["schemas"]["Participant"];
            participants: components["schemas"]["Participant"][];
        };
        Participant: {
            /** Format: email */
            email: string;
            id: string;
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
        /** @description An album shared with or by the signed-in user (legacy, read-only). */
        SharedAlbum: components["schemas"]["AlbumBase"] & {
            /** @description The owner's account; the user is the owner when it equals their own id. */
            ownerId: string;
        };
        /** @description Shared-album counts of the user. */
        SharedAlbumCounts: {
            /** Format: date-time */
            created?: string;
            /** @description Albums the user has shared with others. */
            grantedAlbumsCount: number;
            /** @description Albums shared with the user. */
            readAlbumsCount: number;
            /** Format: date-time */
            updated?: string;
        };
        SharedAlbumPage: {
            albums: components["schemas"]["SharedAlbum"][];
            /** @description Cursor of the next page; null when this is the last page. */
            cursor: string | null;
        };
        /** @description A photo of a shared album; ownerId is the account that uploaded it. */
        SharedPhotoImage: components["schemas"]["PhotoImage"] & {
            ownerId: string;
        };
        /** @description A page of shared-album photos and the cursor of the next page (null on the last page). */
        SharedPhotoPage: {
            /** @description Cursor of the next page; null when this is the last page. */
            cursor: string | null;
            images: components["schemas"]["SharedPhotoImage"][];
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
         * @description Opaque cursor returned by the previous page; omit for the first page. A value that is not a cursor of this list (made up, or from another list or order) is answered 400.
         * @example eyJvZmZzZXQiOjI0fQ
         */
        Cursor: string;
        /**
         * @description Id of a shared album (albumId).
         * @example 9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a
         */
        SharedAlbumId: string;
        /**
         * @description What the photos are ordered by; without it, created (when the photo was added).
         * @example created
         */
        SortKeyCreated: components["schemas"]["SortKey"];
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
    listSharedAlbums: {
        parameters: {
            query?: {
                /**
                 * @description Opaque cursor returned by the previous page; omit for the first page. A value that is not a cursor of this list (made up, or from another list or order) is answered 400.
                 * @example eyJvZmZzZXQiOjI0fQ
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Page size. The app asks for 50 (shared albums page limit).
                 * @example 50
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
            /** @description A page of shared albums and the cursor of the next page (null on the last page). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cursor": null,
                     *       "albums": [
                     *         {
                     *           "albumId": "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
                     *           "albumName": "Family holiday 2019",
                     *           "coverPhoto": null,
                     *           "photosCount": 112,
                     *           "created": "2019-07-20T08:00:00Z",
                     *           "updated": "2019-08-02T19:30:00Z",
                     *           "ownerId": "7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SharedAlbumPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getSharedAlbum: {
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
                 * @description Id of a shared album (albumId).
                 * @example 9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a
                 */
                id: components["parameters"]["SharedAlbumId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The album; the app combines it with its participants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "albumId": "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
                     *       "albumName": "Family holiday 2019",
                     *       "coverPhoto": {
                     *         "imageId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *         "uploadId": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
                     *         "localFileName": "DSC_0042.JPG",
                     *         "url": "http://localhost:9090/images/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/original.jpg",
                     *         "untouchedUrl": "http://localhost:9090/images/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/original.jpg",
                     *         "thumbnails": [
                     *           {
                     *             "id": 300,
                     *             "url": "http://localhost:9090/images/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/300.jpg",
                     *             "width": 300,
                     *             "height": 200
                     *           }
                     *         ]
                     *       },
                     *       "photosCount": 112,
                     *       "created": "2019-07-20T08:00:00Z",
                     *       "updated": "2019-08-02T19:30:00Z",
                     *       "ownerId": "7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b"
                     *     }
                     */
                    "application/json": components["schemas"]["SharedAlbum"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    deleteSharedAlbum: {
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
                 * @description Id of a shared album (albumId).
                 * @example 9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a
                 */
                id: components["parameters"]["SharedAlbumId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The album was deleted (owner) or left (participant, whose uploaded photos were removed from it). */
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
    getSharedAlbumParticipants: {
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
                 * @description Id of a shared album (albumId).
                 * @example 9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a
                 */
                id: components["parameters"]["SharedAlbumId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The owner and the participants. Only the owner is shown the participants list in the app. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "owner": {
                     *         "id": "7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b",
                     *         "email": "anna@example.com"
                     *       },
                     *       "participants": [
                     *         {
                     *           "id": "2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d",
                     *           "email": "demo@example.com"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AlbumParticipants"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    listSharedAlbumPhotos: {
        parameters: {
            query?: {
                /**
                 * @description Opaque cursor returned by the previous page; omit for the first page. A value that is not a cursor of this list (made up, or from another list or order) is answered 400.
                 * @example eyJvZmZzZXQiOjI0fQ
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Page size. The shared album screen shows the photos in sections of 24.
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
                 * @description Id of a shared album (albumId).
                 * @example 9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a
                 */
                id: components["parameters"]["SharedAlbumId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the album's photos, each with its owner, and the cursor of the next page (null on the last page). */
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
                     *           "imageId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "uploadId": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
                     *           "ownerId": "7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b",
                     *           "localFileName": "DSC_0042.JPG",
                     *           "url": "http://localhost:9090/images/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/original.jpg",
                     *           "untouchedUrl": "http://localhost:9090/images/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/original.jpg",
                     *           "dateTaken": "2019-07-21T11:15:00Z",
                     *           "thumbnails": [
                     *             {
                     *               "id": 300,
                     *               "url": "http://localhost:9090/images/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/300.jpg",
                     *               "width": 300,
                     *               "height": 200
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SharedPhotoPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getSharedAlbumCounts: {
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
            /** @description The counts; the Albums tab shows readAlbumsCount when the shared-albums flag is on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "readAlbumsCount": 2,
                     *       "grantedAlbumsCount": 1,
                     *       "created": "2019-07-20T08:00:00Z",
                     *       "updated": "2019-08-02T19:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SharedAlbumCounts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
}
