/**
 * Generated from openapi/services/customer.yaml by `npm run generate`. Do not edit by hand.
 */

export interface paths {
    "/customers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profile of the signed-in customer
         * @description A 404 means there is no profile yet (the app treats it as null). A profile with accountDeleted true sends the user to logout.
         */
        get: operations["getCustomer"];
        /** Change the personal details of the signed-in customer */
        put: operations["updateCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the FTP integration callback of the signed-in (business) customer */
        patch: operations["updateCustomerCallback"];
        trace?: never;
    };
    "/customers/me/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Address book of the signed-in customer
         * @description A 404 means there is no profile (and so no address book) for the signed-in account.
         */
        get: operations["listAddresses"];
        put?: never;
        /** Add an address to the address book */
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/me/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of the address.
                 * @example a1b2c3d4-0001-4000-8000-000000000001
                 */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Change an address of the address book */
        put: operations["updateAddress"];
        post?: never;
        /** Remove an address from the address book */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/me/business-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Complete or change the business details of the signed-in business customer
         * @description Sets the business details the profile holds (the company name). A business account with status Default (details missing) becomes New (validation pending); New stays New. A consumer account has no business details, and a Blocked account cannot change them: both answer 409 and nothing changes.
         */
        put: operations["updateBusinessDetails"];
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
        /** @description An address of the customer's address book. */
        Address: components["schemas"]["schemas-AddressInput"] & {
            id: string;
            /** @description Whether this is the default delivery address. */
            isDefault?: boolean;
        };
        /** @description An address as the customer enters it, with the rules of the address book (the per-country formats of postal code and phone number, street number and street name). */
        AddressInput: components["schemas"]["schemas-AddressInput"] & {
            /** @enum {string} */
            countryCode?: "GB" | "IE" | "NL" | "BE" | "DE" | "AT" | "FR" | "SE" | "NO" | "DK" | "IT" | "ES" | "PT";
            streetName?: string;
            streetNumber?: string;
        } & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown;
        /** @description The business details the profile holds: the company name, with at least one character that is not white space and no control character (the same rule as Customer.companyName, which the answer promises). */
        BusinessDetails: {
            companyName: string;
        };
        /**
         * @description Status of a business account - Default (details must be completed), New (validation pending) or Blocked.
         * @enum {string}
         */
        BusinessStatus: "Default" | "New" | "Blocked";
        /** @description Where the FTP integration posts its callbacks and in which format. Both fields are set, or both are null (no callback); the URL is an http or https URL. */
        CallbackSettings: {
            /** @enum {string|null} */
            callbackFormat: "json" | "xml" | null;
            /** Format: uri */
            callbackUrl: string | null;
        };
        /** @description The customer profile (me). */
        Customer: {
            /** @description True when the account is marked deleted; the app then signs the user out. */
            accountDeleted: boolean;
            businessStatus?: components["schemas"]["BusinessStatus"];
            /**
             * @description Format of the FTP integration callbacks.
             * @enum {string|null}
             */
            callbackFormat: "json" | "xml" | null;
            /**
             * Format: uri
             * @description FTP integration callback URL (business accounts).
             */
            callbackUrl: string | null;
            companyName?: string;
            /** Format: email */
            email: string;
            firstName?: string;
            /** @description The account id (the token's subject). */
            id: string;
            isBusiness?: boolean;
            lastName?: string;
            phoneNumber?: string;
        };
        PersonalDetails: {
            /** @description No control character (the same pattern as Customer.firstName, which the answer promises). */
            firstName: string;
            /** @description No control character (the same pattern as Customer.lastName, which the answer promises). */
            lastName: string;
            phoneNumber?: string;
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
        /** @description An address as the customer enters it. */
        "schemas-AddressInput": {
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
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCustomer: {
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
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d",
                     *       "email": "demo@example.com",
                     *       "firstName": "Demo",
                     *       "lastName": "Customer",
                     *       "accountDeleted": false,
                     *       "isBusiness": false,
                     *       "callbackUrl": null,
                     *       "callbackFormat": null
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    updateCustomer: {
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
                 *       "firstName": "Demo",
                 *       "lastName": "Customer-Smith",
                 *       "phoneNumber": "+44 20 7946 0000"
                 *     }
                 */
                "application/json": components["schemas"]["PersonalDetails"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d",
                     *       "email": "demo@example.com",
                     *       "firstName": "Demo",
                     *       "lastName": "Customer-Smith",
                     *       "phoneNumber": "+44 20 7946 0000",
                     *       "accountDeleted": false,
                     *       "isBusiness": false,
                     *       "callbackUrl": null,
                     *       "callbackFormat": null
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    updateCustomerCallback: {
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
                 *       "callbackUrl": "https://erp.example.org/albelli/callback",
                 *       "callbackFormat": "json"
                 *     }
                 */
                "application/json": components["schemas"]["CallbackSettings"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5f6e7d8c-9b0a-4c1d-8e2f-3a4b5c6d7e8f",
                     *       "email": "orders@example.org",
                     *       "firstName": "Bea",
                     *       "lastName": "Business",
                     *       "companyName": "Example Prints Ltd",
                     *       "accountDeleted": false,
                     *       "isBusiness": true,
                     *       "businessStatus": "New",
                     *       "callbackUrl": "https://erp.example.org/albelli/callback",
                     *       "callbackFormat": "json"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    listAddresses: {
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
            /** @description The addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "a1b2c3d4-0001-4000-8000-000000000001",
                     *         "firstName": "Demo",
                     *         "lastName": "Customer",
                     *         "streetName": "Baker Street",
                     *         "streetNumber": "221B",
                     *         "postalCode": "NW1 6XE",
                     *         "city": "London",
                     *         "countryCode": "GB",
                     *         "phoneNumber": "+44 20 7946 0000",
                     *         "isDefault": true
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Address"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    createAddress: {
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
                 *       "firstName": "Demo",
                 *       "lastName": "Customer",
                 *       "streetName": "Baker Street",
                 *       "streetNumber": "221B",
                 *       "postalCode": "NW1 6XE",
                 *       "city": "London",
                 *       "countryCode": "GB"
                 *     }
                 */
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description The address was added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "a1b2c3d4-0001-4000-8000-000000000002",
                     *       "firstName": "Demo",
                     *       "lastName": "Customer",
                     *       "streetName": "Baker Street",
                     *       "streetNumber": "221B",
                     *       "postalCode": "NW1 6XE",
                     *       "city": "London",
                     *       "countryCode": "GB",
                     *       "isDefault": false
                     *     }
                     */
                    "application/json": components["schemas"]["Address"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    updateAddress: {
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
                 * @description Id of the address.
                 * @example a1b2c3d4-0001-4000-8000-000000000001
                 */
                id: string;
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
            /** @description The changed address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "a1b2c3d4-0001-4000-8000-000000000001",
                     *       "firstName": "Demo",
                     *       "lastName": "Customer",
                     *       "streetName": "Baker Street",
                     *       "streetNumber": "221C",
                     *       "postalCode": "NW1 6XE",
                     *       "city": "London",
                     *       "countryCode": "GB",
                     *       "isDefault": true
                     *     }
                     */
                    "application/json": components["schemas"]["Address"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
        };
    };
    deleteAddress: {
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
                 * @description Id of the address.
                 * @example a1b2c3d4-0001-4000-8000-000000000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address was removed. */
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
    updateBusinessDetails: {
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
                 *       "companyName": "Example Prints Ltd"
                 *     }
                 */
                "application/json": components["schemas"]["BusinessDetails"];
            };
        };
        responses: {
            /** @description The updated profile (a Default status is now New). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5f6e7d8c-9b0a-4c1d-8e2f-3a4b5c6d7e8f",
                     *       "email": "orders@example.org",
                     *       "firstName": "Bea",
                     *       "lastName": "Business",
                     *       "companyName": "Example Prints Ltd",
                     *       "accountDeleted": false,
                     *       "isBusiness": true,
                     *       "businessStatus": "New",
                     *       "callbackUrl": null,
                     *       "callbackFormat": null
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The account is not a business account, or it is blocked; its details did not change. */
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
                     *       "detail": "A blocked business account cannot change its business details."
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["ContentTooLarge"];
        };
    };
}
