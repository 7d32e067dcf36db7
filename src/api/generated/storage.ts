/**
 * Generated from openapi/services/storage.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/getanonymousuploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anonymous uploads by id (fallback when the account has none)
         * @description A 404 means there are none; the app uses the first item.
         */
        post: operations["getAnonymousUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload photos from the customer's device (import modal)
         * @description All or nothing. 400 for a body that is not multipart/form-data, no files field, a field that is not a file, an empty file or a malformed X-CorrelationId; 413 for a file over 50 MB; 415 when a file's name, declared type and first bytes do not all say heic, jpeg or png.
         */
        post: operations["uploadPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One upload of an account
         * @description A 404 means there is none.
         */
        get: operations["getUpload"];
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
        /** @description An uploaded file. */
        Upload: {
            /** @description The owning account; null for an anonymous upload. */
            accountId: string | null;
            /** @enum {string} */
            contentType: "image/heic" | "image/jpeg" | "image/png";
            /** Format: date-time */
            created: string;
            fileName: string;
            id: string;
            /** @description Size in bytes. */
            size: number;
        };
        UploadForm: {
            /** @description The photos; at least one, each heic, jpeg or png. */
            files: string[];
        };
        UploadIds: {
            ids: string[];
        };
        UploadList: {
            uploads: components["schemas"]["Upload"][];
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
    getAnonymousUploads: {
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
                 *       "ids": [
                 *         "0e9a8b7c-6d5e-4f3a-8b2c-1d0e9f8a7b6c"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UploadIds"];
            };
        };
        responses: {
            /** @description The uploads found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "0e9a8b7c-6d5e-4f3a-8b2c-1d0e9f8a7b6c",
                     *         "accountId": null,
                     *         "fileName": "IMG_0412.jpg",
                     *         "contentType": "image/jpeg",
                     *         "size": 3481220,
                     *         "created": "2025-11-03T09:12:44Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Upload"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    uploadPhotos: {
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
                "multipart/form-data": components["schemas"]["UploadForm"];
            };
        };
        responses: {
            /** @description The files were stored; the photos appear in the library once processed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "uploads": [
                     *         {
                     *           "id": "0e9a8b7c-6d5e-4f3a-8b2c-1d0e9f8a7b6c",
                     *           "accountId": "2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d",
                     *           "fileName": "IMG_0412.jpg",
                     *           "contentType": "image/jpeg",
                     *           "size": 3481220,
                     *           "created": "2025-11-03T09:12:44Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UploadList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The files are larger than the service accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "detail": "At most 50 MB per file."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A file is not heic, jpeg or png. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "detail": "Only heic, jpeg and png files can be uploaded."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getUpload: {
        parameters: {
            query: {
                /**
                 * @description The account the upload belongs to.
                 * @example 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d
                 */
                accountId: string;
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
                 * @description Id of the upload.
                 * @example 0e9a8b7c-6d5e-4f3a-8b2c-1d0e9f8a7b6c
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0e9a8b7c-6d5e-4f3a-8b2c-1d0e9f8a7b6c",
                     *       "accountId": "2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d",
                     *       "fileName": "IMG_0412.jpg",
                     *       "contentType": "image/jpeg",
                     *       "size": 3481220,
                     *       "created": "2025-11-03T09:12:44Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Upload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
}
