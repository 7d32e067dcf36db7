/**
 * Generated from openapi/services/widgets.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Names of the gallery categories */
        get: operations["listGalleryCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/galleryentries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a widget in the gallery
         * @description 400 when the body breaks its schema, when widgetId is not a widget of the account or not Available yet, or when the widget is already in that channel's gallery (change it with PUT).
         */
        post: operations["createGalleryEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/galleryentries/{widgetId}": {
        parameters: {
            query: {
                /**
                 * @description The channel of the gallery.
                 * @example bonusprint-gb
                 */
                channel: components["schemas"]["ChannelId"];
            };
            header?: never;
            path: {
                /**
                 * @description The widget the entry belongs to (gallery entries are keyed by widgetId).
                 * @example w-5a6b7c8d
                 */
                widgetId: string;
            };
            cookie?: never;
        };
        /** The gallery entry of a widget */
        get: operations["getGalleryEntry"];
        /**
         * Change the gallery entry of a widget
         * @description 400 when the body breaks its schema, or when its widgetId or channel differ from the path's and the query's.
         */
        put: operations["updateGalleryEntry"];
        post?: never;
        /** Remove the gallery entry of a widget */
        delete: operations["deleteGalleryEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pdf/me/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The PDF of a product of the signed-in customer
         * @description The app saves it as {id}.pdf.
         */
        get: operations["getProductPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Pdfs/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products of the signed-in customer that have a PDF */
        get: operations["listProductPdfs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product of an order, with its files
         * @description The app only reads files[].purpose; the product has a PDF when a file has purpose product.pdf.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widget/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order code of the product (productCode on the client).
                 * @example 123456789-1
                 */
                code: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        /**
         * The widget (online version) of an order
         * @description A 401 is treated by the app as no widget.
         */
        get: operations["getWidget"];
        put?: never;
        /** Request the online version of an ordered photo book */
        post: operations["requestWidget"];
        /** Delete the online version of an order */
        delete: operations["deleteWidget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widget/{code}/share": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order code of the product (productCode on the client).
                 * @example 123456789-1
                 */
                code: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Share the online version of an order by e-mail
         * @description 400 when a parameter breaks its schema, when fromName is blank, when toEmailAddress does not decode to an e-mail address, or when the widget has no online version yet (status other than Available).
         */
        put: operations["shareWidget"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/widget/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The widgets of some orders */
        get: operations["listWidgets"];
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
        /**
         * @description A category of the gallery (listGalleryCategories names them all).
         * @enum {string}
         */
        GalleryCategory: "Travel" | "Family" | "Wedding" | "Baby" | "Holidays" | "Friends" | "Nature" | "Pets" | "Sports" | "Christmas" | "Birthday" | "Other";
        /** @description A widget published in a channel's gallery. */
        GalleryEntry: {
            categories?: components["schemas"]["GalleryCategory"][];
            channel: components["schemas"]["ChannelId"];
            title?: string;
            widgetId: string;
        };
        /**
         * Format: binary
         * @description The bytes of a PDF document.
         */
        PdfDocument: string;
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
        ProductFile: {
            fileName?: string;
            /** @description What the file is for; product.pdf marks the printable PDF. */
            purpose: string;
        };
        ProductFileRecord: {
            files: components["schemas"]["ProductFile"][];
            id?: string;
        };
        ProductPdf: {
            /** Format: date-time */
            created?: string;
            fileName?: string;
            id: string;
        };
        /** @description The online version of an ordered photo book. */
        Widget: {
            isShared?: boolean;
            orderCode: string;
            /** @enum {string} */
            status: "NotRequested" | "Requested" | "Available";
            /**
             * Format: uri
             * @description Where the online version is viewed; null until it is available.
             */
            url?: string | null;
            widgetId?: string;
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
         * @description The order code of the product (productCode on the client).
         * @example 123456789-1
         */
        OrderCode: string;
        /**
         * @description The product (order) id.
         * @example 123456789-1
         */
        ProductId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listGalleryCategories: {
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
            /** @description The category names. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       "Travel",
                     *       "Family",
                     *       "Wedding"
                     *     ]
                     */
                    "application/json": components["schemas"]["GalleryCategory"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    createGalleryEntry: {
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
                 *       "widgetId": "w-5a6b7c8d",
                 *       "channel": "bonusprint-gb",
                 *       "title": "Summer in Cornwall",
                 *       "categories": [
                 *         "Travel"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["GalleryEntry"];
            };
        };
        responses: {
            /** @description The entry was published. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "widgetId": "w-5a6b7c8d",
                     *       "channel": "bonusprint-gb",
                     *       "title": "Summer in Cornwall",
                     *       "categories": [
                     *         "Travel"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["GalleryEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getGalleryEntry: {
        parameters: {
            query: {
                /**
                 * @description The channel of the gallery.
                 * @example bonusprint-gb
                 */
                channel: components["schemas"]["ChannelId"];
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
                 * @description The widget the entry belongs to (gallery entries are keyed by widgetId).
                 * @example w-5a6b7c8d
                 */
                widgetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "widgetId": "w-5a6b7c8d",
                     *       "channel": "bonusprint-gb",
                     *       "title": "Summer in Cornwall",
                     *       "categories": [
                     *         "Travel"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["GalleryEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    updateGalleryEntry: {
        parameters: {
            query: {
                /**
                 * @description The channel of the gallery.
                 * @example bonusprint-gb
                 */
                channel: components["schemas"]["ChannelId"];
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
                 * @description The widget the entry belongs to (gallery entries are keyed by widgetId).
                 * @example w-5a6b7c8d
                 */
                widgetId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "widgetId": "w-5a6b7c8d",
                 *       "channel": "bonusprint-gb",
                 *       "title": "Cornwall 2025",
                 *       "categories": [
                 *         "Travel",
                 *         "Family"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["GalleryEntry"];
            };
        };
        responses: {
            /** @description The changed entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "widgetId": "w-5a6b7c8d",
                     *       "channel": "bonusprint-gb",
                     *       "title": "Cornwall 2025",
                     *       "categories": [
                     *         "Travel",
                     *         "Family"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["GalleryEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    deleteGalleryEntry: {
        parameters: {
            query: {
                /**
                 * @description The channel of the gallery.
                 * @example bonusprint-gb
                 */
                channel: components["schemas"]["ChannelId"];
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
                 * @description The widget the entry belongs to (gallery entries are keyed by widgetId).
                 * @example w-5a6b7c8d
                 */
                widgetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry was removed. */
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
    getProductPdf: {
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
                 * @description The product (order) id.
                 * @example 123456789-1
                 */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example %PDF-1.7 */
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    listProductPdfs: {
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
            /** @description The PDFs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "123456789-1",
                     *         "fileName": "123456789-1.pdf",
                     *         "created": "2025-10-29T06:00:00Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ProductPdf"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getProduct: {
        parameters: {
            query?: {
                /**
                 * @description Extra data to add to the answer; the app sends none.
                 * @example none
                 */
                extendResponseCommand?: "none";
                /**
                 * @description Whether the files carry download URLs; the app sends false.
                 * @example false
                 */
                extendResponseWithUrls?: boolean;
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
                 * @description The product (order) id.
                 * @example 123456789-1
                 */
                id: components["parameters"]["ProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "123456789-1",
                     *       "files": [
                     *         {
                     *           "purpose": "product.pdf",
                     *           "fileName": "123456789-1.pdf"
                     *         },
                     *         {
                     *           "purpose": "cover.jpg",
                     *           "fileName": "123456789-1-cover.jpg"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProductFileRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getWidget: {
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
                 * @description The order code of the product (productCode on the client).
                 * @example 123456789-1
                 */
                code: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widget. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderCode": "123456789-1",
                     *       "widgetId": "w-5a6b7c8d",
                     *       "status": "Available",
                     *       "url": "https://photobooks.example.com/w-5a6b7c8d",
                     *       "isShared": true
                     *     }
                     */
                    "application/json": components["schemas"]["Widget"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    requestWidget: {
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
                 * @description The order code of the product (productCode on the client).
                 * @example 123456789-1
                 */
                code: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The online version is requested ('Online version is requested'). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderCode": "123456789-1",
                     *       "widgetId": "w-5a6b7c8d",
                     *       "status": "Requested",
                     *       "url": null,
                     *       "isShared": false
                     *     }
                     */
                    "application/json": components["schemas"]["Widget"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    deleteWidget: {
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
                 * @description The order code of the product (productCode on the client).
                 * @example 123456789-1
                 */
                code: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widget was deleted (the app removes it from its list). */
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
    shareWidget: {
        parameters: {
            query: {
                /**
                 * @description The sender's name (SenderName of the share form); not blank.
                 * @example Demo Customer
                 */
                fromName: string;
                /**
                 * @description Optional message (PersonalMessage of the share form).
                 * @example Have a look at our holiday book!
                 */
                personalMessage?: string;
                /**
                 * @description The recipient's e-mail address (RecipientEmail of the share form), base64 encoded (UTF-8); the decoded value must be an e-mail address of at most 254 characters, else 400.
                 * @example ZnJpZW5kQGV4YW1wbGUuY29t
                 */
                toEmailAddress: string;
                /**
                 * @description The channel (vendor id) the e-mail is sent for.
                 * @example bonusprint-gb
                 */
                vendorId: components["schemas"]["ChannelId"];
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
                 * @description The order code of the product (productCode on the client).
                 * @example 123456789-1
                 */
                code: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-mail was sent. */
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
    listWidgets: {
        parameters: {
            query: {
                /**
                 * @description Order codes, comma-separated; none of them blank.
                 * @example [
                 *       "123456789-1",
                 *       "123456790-1"
                 *     ]
                 */
                orderCodes: string[];
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
            /** @description The widgets that exist for these orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "orderCode": "123456789-1",
                     *         "widgetId": "w-5a6b7c8d",
                     *         "status": "Available",
                     *         "url": "https://photobooks.example.com/w-5a6b7c8d",
                     *         "isShared": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Widget"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
}
