/**
 * Generated from openapi/services/orders.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/api/v1/campaigns/offers/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The voucher offer of a code
         * @description A 404 means no voucher was found (the app sets isVoucherFound false); any other failure is an error.
         */
        get: operations["getVoucherOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OrderDeliveryDates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order code.
                 * @example 123456789
                 */
                id: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        /**
         * Expected delivery dates of an order
         * @description A 404 means there are none (the app shows nothing).
         */
        get: operations["getOrderDeliveryDates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/byAccount/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the orders of an account, optionally of some articles only
         * @description Used for the online photo books (widgets); default page size 10, offset (page - 1) * size.
         */
        get: operations["listOrdersByAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ArticleGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Article groups (for order cut-off dates) */
        get: operations["listArticleGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blockedorders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order code.
                 * @example 123456789
                 */
                id: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        /** Whether an order is blocked (anonymous) */
        get: operations["getBlockedOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Campaign/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign by name (for order cut-off dates) */
        get: operations["getCampaign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order code.
                 * @example 123456789
                 */
                id: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        /** One order (product) of the signed-in customer */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/superorders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order code.
                 * @example 123456789
                 */
                id: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        /** One superorder of the signed-in customer (order details) */
        get: operations["getSuperOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/superorders/{id}/deliveryAddress": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order code.
                 * @example 123456789
                 */
                id: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        get?: never;
        /** Change the delivery address of a superorder */
        put: operations["changeDeliveryAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/superorders/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the signed-in customer's superorders
         * @description The app fetches 100 at a time until it has total, with OrderState=notExpired.
         */
        get: operations["listSuperOrders"];
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
        /** @description An address as the customer enters it. */
        AddressInput: {
            addressLine2?: string;
            city: string;
            companyName?: string;
            /** @description ISO 3166-1 alpha-2 country code. */
            countryCode: string;
            firstName: string;
            lastName: string;
            phoneNumber?: string;
            postalCode: string;
            streetName: string;
            /** @description House number, with any addition (12a). */
            streetNumber: string;
        };
        ArticleGroup: {
            articleNames: string[];
            /** Format: date-time */
            cutOffDate?: string;
            id: string;
            name: string;
        };
        BlockedOrder: {
            isBlocked: boolean;
            orderCode: string;
            reason?: string;
        };
        Campaign: {
            /** Format: date-time */
            endDate: string;
            name: string;
            /** Format: date-time */
            startDate: string;
        };
        DeliveryDates: {
            /** Format: date */
            earliestDeliveryDate: string;
            isDelayed?: boolean;
            /** Format: date */
            latestDeliveryDate: string;
            orderCode: string;
        };
        /** @enum {string} */
        DeliveryType: "PickupPoint" | "Home";
        /** @description One order of a superorder (a product on the client). */
        Order: {
            articleName?: string;
            code: string;
            /** Format: date-time */
            createdAt?: string;
            orderSource: components["schemas"]["OrderSource"];
            /**
             * Format: date-time
             * @description When the payment status last changed; dispatched products whose payment changed over 14 days ago are no longer recent.
             */
            paymentChangedDate?: string;
            paymentStatus?: components["schemas"]["PaymentStatus"];
            price?: components["schemas"]["Price"];
            quantity?: number;
            sourceStatus?: components["schemas"]["SourceStatus"];
            status: components["schemas"]["OrderStatus"];
            title?: string;
            /** Format: uri */
            trackingUrl?: string;
        };
        OrderPage: {
            items: components["schemas"]["Order"][];
            total: number;
        };
        /** @enum {string} */
        OrderSource: "Albelli" | "Resnap";
        /**
         * @description Internal state of an order. Shown to the user as AwaitingPayment (Received), Ordered (Confirmed),
         *     InProduction (ProductionStarted, ProductionCompleted), Sent (Dispatched) and Cancelled (Cancelled).
         * @enum {string}
         */
        OrderStatus: "Received" | "Confirmed" | "ProductionStarted" | "ProductionCompleted" | "Dispatched" | "Cancelled";
        /** @enum {string} */
        PaymentStatus: "paymentPending" | "paymentFailed" | "paymentSuccess" | "paymentFree";
        /** @description An amount of money, as charged for the order (quantity included). */
        Price: {
            amount: number;
            currency: string;
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
        /** @enum {string} */
        SourceStatus: "verification failed" | "processing" | "processing failed" | "approved" | "rejected" | "on_hold" | "producing" | "delayed" | "shipped" | "cancelled";
        /** @description An order as the customer placed it, grouping the orders of its products. */
        SuperOrder: {
            code: string;
            /** Format: date-time */
            createdAt: string;
            deliveryAddress?: components["schemas"]["AddressInput"];
            deliveryType?: components["schemas"]["DeliveryType"];
            orderCount: number;
            orders: components["schemas"]["Order"][];
            /** @description What the customer paid for the superorder, after the voucher. */
            totalPrice?: components["schemas"]["Price"];
            voucher?: string | null;
            voucherDetails?: {
                code?: string;
                currency?: string;
                discountValue?: number;
            } | null;
        };
        SuperOrderPage: {
            items: components["schemas"]["SuperOrder"][];
            total: number;
        };
        VoucherOffer: {
            code: string;
            /** @enum {string} */
            discountType?: "Percentage" | "Amount";
            discountValue?: number;
            title?: string;
            /** Format: date-time */
            validUntil?: string;
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
         * @description The account id (the token's subject).
         * @example 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d
         */
        AccountId: string;
        /**
         * @description Random unique id per request, echoed in logs and error reports. A value that is not a UUID is answered 400.
         * @example 3f2c1a7e-8d4b-4c1e-9f59-2b6a0c1d7e11
         */
        CorrelationId: string;
        /**
         * @description The order code.
         * @example 123456789
         */
        OrderCode: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getVoucherOffer: {
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
                 * @description The voucher code (or the product code whose voucher is refreshed).
                 * @example WELCOME10
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "WELCOME10",
                     *       "title": "10% off your next photo book",
                     *       "discountType": "Percentage",
                     *       "discountValue": 10,
                     *       "validUntil": "2025-12-31T23:59:59Z"
                     *     }
                     */
                    "application/json": components["schemas"]["VoucherOffer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getOrderDeliveryDates: {
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
                 * @description The order code.
                 * @example 123456789
                 */
                id: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery dates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderCode": "123456789",
                     *       "earliestDeliveryDate": "2025-11-04",
                     *       "latestDeliveryDate": "2025-11-06",
                     *       "isDelayed": false
                     *     }
                     */
                    "application/json": components["schemas"]["DeliveryDates"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    listOrdersByAccount: {
        parameters: {
            query?: {
                /**
                 * @description Only orders of these articles (comma-separated).
                 * @example [
                 *       "PAP_LAY_FLAT_A4",
                 *       "PAP_HARDCOVER_A4"
                 *     ]
                 */
                articleNames?: string[];
                /** @example 10 */
                limit?: number;
                /** @example 0 */
                offset?: number;
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
                 * @description The account id (the token's subject).
                 * @example 2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d
                 */
                accountId: components["parameters"]["AccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders and the total number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "items": [
                     *         {
                     *           "code": "123456789-1",
                     *           "articleName": "PAP_LAY_FLAT_A4",
                     *           "title": "A4 photo book",
                     *           "quantity": 1,
                     *           "createdAt": "2025-10-28T19:04:00Z",
                     *           "status": "Dispatched",
                     *           "paymentStatus": "paymentSuccess",
                     *           "orderSource": "Albelli"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    listArticleGroups: {
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
            /** @description The article groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "photobooks",
                     *         "name": "Photo books",
                     *         "articleNames": [
                     *           "PAP_LAY_FLAT_A4",
                     *           "PAP_HARDCOVER_A4"
                     *         ],
                     *         "cutOffDate": "2025-12-14T23:59:00Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ArticleGroup"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getBlockedOrder: {
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
                 * @description The order code.
                 * @example 123456789
                 */
                id: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderCode": "123456789",
                     *       "isBlocked": true,
                     *       "reason": "Payment verification failed"
                     *     }
                     */
                    "application/json": components["schemas"]["BlockedOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getCampaign: {
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
                /** @example christmas */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "christmas",
                     *       "startDate": "2025-11-01T00:00:00Z",
                     *       "endDate": "2025-12-24T23:59:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Campaign"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getOrder: {
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
                 * @description The order code.
                 * @example 123456789
                 */
                id: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "123456789-1",
                     *       "articleName": "PAP_LAY_FLAT_A4",
                     *       "title": "A4 photo book",
                     *       "quantity": 1,
                     *       "createdAt": "2025-10-28T19:04:00Z",
                     *       "status": "Confirmed",
                     *       "paymentStatus": "paymentSuccess",
                     *       "paymentChangedDate": "2025-10-28T19:05:00Z",
                     *       "orderSource": "Albelli"
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    getSuperOrder: {
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
                 * @description The order code.
                 * @example 123456789
                 */
                id: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The superorder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "123456789",
                     *       "createdAt": "2025-10-28T19:04:00Z",
                     *       "orderCount": 1,
                     *       "deliveryType": "Home",
                     *       "deliveryAddress": {
                     *         "firstName": "Demo",
                     *         "lastName": "Customer",
                     *         "streetName": "Baker Street",
                     *         "streetNumber": "221B",
                     *         "postalCode": "NW1 6XE",
                     *         "city": "London",
                     *         "countryCode": "GB"
                     *       },
                     *       "voucher": "WELCOME10",
                     *       "orders": [
                     *         {
                     *           "code": "123456789-1",
                     *           "articleName": "PAP_LAY_FLAT_A4",
                     *           "title": "A4 photo book",
                     *           "quantity": 1,
                     *           "status": "Dispatched",
                     *           "paymentStatus": "paymentSuccess",
                     *           "paymentChangedDate": "2025-10-28T19:05:00Z",
                     *           "orderSource": "Albelli",
                     *           "trackingUrl": "https://tracking.example.com/parcel/JD0002231"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SuperOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    changeDeliveryAddress: {
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
                 * @description The order code.
                 * @example 123456789
                 */
                id: components["parameters"]["OrderCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Demo",
                 *       "lastName": "Customer",
                 *       "streetName": "Baker Street",
                 *       "streetNumber": "221C",
                 *       "postalCode": "NW1 6XE",
                 *       "city": "London",
                 *       "countryCode": "GB"
                 *     }
                 */
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description The delivery address was changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The order is too far in production for its address to change. */
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
                     *       "detail": "The delivery address can no longer be changed."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["ContentTooLarge"];
        };
    };
    listSuperOrders: {
        parameters: {
            query?: {
                /**
                 * @description Page size.
                 * @example 100
                 */
                Limit?: number;
                /**
                 * @description Number of superorders to skip.
                 * @example 0
                 */
                Offset?: number;
                /**
                 * @description Which orders to list; without it, notExpired (the spec's default filter; the app always asks for notExpired).
                 * @example notExpired
                 */
                OrderState?: "notExpired" | "expired" | "all";
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
            /** @description A page of superorders and the total number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 1,
                     *       "items": [
                     *         {
                     *           "code": "123456789",
                     *           "createdAt": "2025-10-28T19:04:00Z",
                     *           "orderCount": 1,
                     *           "deliveryType": "Home",
                     *           "deliveryAddress": {
                     *             "firstName": "Demo",
                     *             "lastName": "Customer",
                     *             "streetName": "Baker Street",
                     *             "streetNumber": "221B",
                     *             "postalCode": "NW1 6XE",
                     *             "city": "London",
                     *             "countryCode": "GB"
                     *           },
                     *           "orders": [
                     *             {
                     *               "code": "123456789-1",
                     *               "articleName": "PAP_LAY_FLAT_A4",
                     *               "title": "A4 photo book",
                     *               "quantity": 1,
                     *               "status": "ProductionStarted",
                     *               "paymentStatus": "paymentSuccess",
                     *               "paymentChangedDate": "2025-10-28T19:05:00Z",
                     *               "orderSource": "Albelli",
                     *               "price": {
                     *                 "amount": 39.99,
                     *                 "currency": "GBP"
                     *               }
                     *             }
                     *           ],
                     *           "totalPrice": {
                     *             "amount": 39.99,
                     *             "currency": "GBP"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SuperOrderPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
}
