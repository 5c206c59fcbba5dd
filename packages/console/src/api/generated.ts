// Generated from the OpenAPI document by `npm run console:generate`. Do not edit.
export interface paths {
    "/admin/v1/apikey/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue another API key for one environment of a provider
         * @description The answer carries the key itself (`secret`) once; only its hash is stored.
         */
        post: operations["adminV1ApikeyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/apikey/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List a provider's API keys (both environments, revoked ones included), oldest first */
        post: operations["adminV1ApikeyList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/apikey/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key at once
         * @description Every server process refuses the key (401) within a second. A key already revoked is FAILED_PRECONDITION.
         */
        post: operations["adminV1ApikeyRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/provider/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a provider with its sandbox and production environments and one API key for each
         * @description The keys are answered once (`keys[].secret`); only their hashes are stored.
         */
        post: operations["adminV1ProviderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/provider/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get a provider with its settings */
        post: operations["adminV1ProviderGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/provider/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List every provider, oldest first */
        post: operations["adminV1ProviderList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/provider/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a provider's name, contact fields or settings
         * @description Only the fields given are changed ("" clears a text field). A change reaches every server process within a second.
         */
        post: operations["adminV1ProviderUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/session/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to the console with an operator token
         * @description Answers the session and sets the HttpOnly, SameSite=Strict cookie billing_session (12 hours). After 10 failed sign-ins in 10 minutes from one address or with one token prefix, RESOURCE_EXHAUSTED with Retry-After.
         */
        post: operations["adminV1SessionCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/session/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: the session is deleted and its cookie cleared
         * @description With an operator token and no session, nothing is deleted and the answer is still {}.
         */
        post: operations["adminV1SessionDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/session/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The current console session
         * @description Reads the session of the cookie (no new cookie); needs no X-CSRF-Token, so a reloaded console learns its CSRF token again. UNAUTHENTICATED without a live session (an operator token alone has no session).
         */
        post: operations["adminV1SessionGet"];
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
        AdminV1ApikeyCreateRequest: {
            /**
             * @description the tenant: sandbox or production
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /**
             * Format: rfc3339-jst
             * @description when the key stops working (in the future); absent = never
             */
            expireTime?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            providerId: string;
        };
        /** @description A new API key and its secret. */
        AdminV1ApikeyCreateResponse: {
            /** @description the API key (never the key itself; see secret) */
            key: components["schemas"]["Key"];
            /** @description the API key itself (sk_sandbox_… or sk_live_…): shown once, only its hash is stored */
            secret: string;
        };
        AdminV1ApikeyListRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            providerId: string;
        };
        AdminV1ApikeyListResponse: {
            /** @description the provider's keys */
            keys: components["schemas"]["Key"][];
        };
        AdminV1ApikeyRevokeRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            keyId: string;
        };
        AdminV1ApikeyRevokeResponse: {
            /** @description the API key (never the key itself; see secret) */
            key: components["schemas"]["Key"];
        };
        AdminV1ProviderCreateRequest: {
            /** @description postal address */
            address?: string;
            /** @description contact e-mail address */
            emailAddress?: string;
            /** @description the provider's name */
            name: string;
            /** @description phone number */
            phoneNumber?: string;
            /** @description name of the representative */
            representativeName?: components["schemas"]["RepresentativeName3"];
            /** @description provider settings */
            settings?: components["schemas"]["Settings3"];
        };
        AdminV1ProviderCreateResponse: {
            /** @description the sandbox and the production key, each shown once */
            keys: {
                /** @description the API key (never the key itself; see secret) */
                key: components["schemas"]["Key"];
                /** @description the API key itself (sk_sandbox_… or sk_live_…): shown once, only its hash is stored */
                secret: string;
            }[];
            /** @description the provider of the calling key, seen from its environment */
            provider: components["schemas"]["Provider2"];
        };
        AdminV1ProviderGetRequest: {
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            providerId: string;
        };
        AdminV1ProviderGetResponse: {
            /** @description the provider of the calling key, seen from its environment */
            provider: components["schemas"]["Provider2"];
        };
        AdminV1ProviderListRequest: {
            /** @description default 10 */
            pageSize?: number;
            /** @description the nextPageToken of the previous page; omit for the first page */
            pageToken?: string;
        };
        AdminV1ProviderListResponse: {
            /** @description pass as pageToken for the next page; empty on the last page */
            nextPageToken: string;
            /** @description the providers of this page */
            providers: components["schemas"]["Provider2"][];
        };
        AdminV1ProviderUpdateRequest: {
            /** @description postal address */
            address?: string;
            /** @description contact e-mail address */
            emailAddress?: string;
            /** @description the new name */
            name?: string;
            /** @description phone number */
            phoneNumber?: string;
            /**
             * Format: uuid
             * @description system identifier (UUID)
             */
            providerId: string;
            /** @description name of the representative */
            representativeName?: components["schemas"]["RepresentativeName3"];
            /** @description provider settings */
            settings?: components["schemas"]["Settings3"];
        };
        AdminV1ProviderUpdateResponse: {
            /** @description the provider of the calling key, seen from its environment */
            provider: components["schemas"]["Provider2"];
        };
        AdminV1SessionCreateRequest: {
            /** @description the operator token (op_…) printed by `billing operator create` */
            token: string;
        };
        AdminV1SessionCreateResponse: {
            /** @description send it back in the X-CSRF-Token header of every other /admin/v1 request made with the session cookie */
            csrfToken: string;
            /** @description when the session ends (12 hours after sign-in); then sign in again */
            expireTime: string;
            /** @description the signed-in console operator */
            operator: components["schemas"]["Operator"];
        };
        AdminV1SessionDeleteRequest: Record<string, never>;
        AdminV1SessionDeleteResponse: Record<string, never>;
        AdminV1SessionGetRequest: Record<string, never>;
        AdminV1SessionGetResponse: {
            /** @description send it back in the X-CSRF-Token header of every other /admin/v1 request made with the session cookie */
            csrfToken: string;
            /** @description when the session ends (12 hours after sign-in); then sign in again */
            expireTime: string;
            /** @description the signed-in console operator */
            operator: components["schemas"]["Operator"];
        };
        /** @description Error body: gRPC status code, message, detail */
        ErrorBody: {
            /** @description gRPC status code (3 INVALID_ARGUMENT, 5 NOT_FOUND, 9 FAILED_PRECONDITION, …; docs/errors.md) */
            code: number;
            /** @description machine-readable detail: fieldViolations [{field, description}] naming refused fields, reason for FAILED_PRECONDITION */
            detail: {
                [key: string]: unknown;
            };
            /** @description what went wrong, for people */
            message: string;
        };
        /** @description An API key of a provider. */
        Key: {
            /** @description when the key was created */
            createTime: string;
            /**
             * @description the environment the key works in
             * @enum {string}
             */
            environment: "ENVIRONMENT_UNSPECIFIED" | "ENVIRONMENT_SANDBOX" | "ENVIRONMENT_PRODUCTION";
            /** @description when the key stops working; null = never */
            expireTime: string | null;
            /**
             * Format: uuid
             * @description the key's id
             */
            id: string;
            /** @description the first characters of the key, to tell keys apart */
            prefix: string;
            /**
             * Format: uuid
             * @description the provider the key belongs to
             */
            providerId: string;
            /** @description when the key was revoked; null = not revoked */
            revokeTime: string | null;
        };
        /** @description A console operator. */
        Operator: {
            /**
             * Format: uuid
             * @description the operator's id
             */
            id: string;
            /** @description the operator's name */
            name: string;
        };
        /** @description A provider with its settings. */
        Provider2: {
            /** @description postal address (also printed on invoices as the issuer’s) */
            address: string;
            /** @description when the provider was created */
            createTime: string;
            /** @description contact e-mail address */
            emailAddress: string;
            /**
             * Format: uuid
             * @description the provider's id
             */
            id: string;
            /** @description the provider's name */
            name: string;
            /** @description phone number (also printed on invoices as the issuer’s) */
            phoneNumber: string;
            /** @description name of the representative */
            representativeName: components["schemas"]["RepresentativeName2"];
            /** @description provider settings */
            settings: components["schemas"]["Settings2"];
            /** @description when the provider was last changed */
            updateTime: string;
        };
        /** @description the representative */
        RepresentativeName2: {
            /** @description first name */
            firstName: string;
            /** @description last name */
            lastName: string;
        };
        /** @description the representative */
        RepresentativeName3: {
            /** @description first name */
            firstName?: string;
            /** @description last name */
            lastName?: string;
        };
        /** @description the provider's settings (docs/invoices.md for the issuer settings) */
        Settings2: {
            /** @description where to pay, printed on invoices */
            bankAccount: string;
            /** @description the hour (0..23, JST) of the daily bill run */
            billRunHourJst: number;
            /** @description a note printed on invoices */
            invoiceNote: string;
            /** @description prefix of invoice numbers ("" = none) */
            invoiceNumberPrefix: string;
            /** @description the issuer name on invoices ("" = the provider name) */
            legalName: string;
            /** @description requests per minute per environment; 0 = the server default (RATE_LIMIT_PER_MINUTE) */
            rateLimitPerMinute: number;
            /** @description qualified invoice issuer registration number, "T" + 13 digits ("" = not registered) */
            registrationNumber: string;
            /**
             * @description how the consumption tax of a billing is rounded, once per rate (default ROUNDING_ROUND_DOWN)
             * @enum {string}
             */
            taxRounding: "ROUNDING_UNSPECIFIED" | "ROUNDING_ROUND_DOWN" | "ROUNDING_ROUND_UP" | "ROUNDING_ROUND_HALF_UP";
        };
        /** @description settings to change */
        Settings3: {
            /** @description where to pay, printed on invoices */
            bankAccount?: string;
            /** @description the hour (JST) of the daily bill run */
            billRunHourJst?: number;
            /** @description a note printed on invoices */
            invoiceNote?: string;
            /** @description up to 20 of [A-Za-z0-9_-]; "" removes it */
            invoiceNumberPrefix?: string;
            /** @description the issuer name on invoices */
            legalName?: string;
            /** @description 0 = the server default */
            rateLimitPerMinute?: number;
            /** @description "T" + 13 digits; "" removes it */
            registrationNumber?: string;
            /**
             * @description how consumption tax is rounded
             * @enum {string}
             */
            taxRounding?: "ROUNDING_UNSPECIFIED" | "ROUNDING_ROUND_DOWN" | "ROUNDING_ROUND_UP" | "ROUNDING_ROUND_HALF_UP";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    adminV1ApikeyCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminV1ApikeyCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A new API key and its secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminV1ApikeyCreateResponse"];
                };
            };
        };
    };
    adminV1ApikeyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminV1ApikeyListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List a provider's API keys (both environments, revoked ones included), oldest first: done. The body holds `keys`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminV1ApikeyListResponse"];
                };
            };
        };
    };
    adminV1ApikeyRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminV1ApikeyRevokeRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Revoke an API key at once: done. The body holds `key`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminV1ApikeyRevokeResponse"];
                };
            };
        };
    };
    adminV1ProviderCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminV1ProviderCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Create a provider with its sandbox and production environments and one API key for each: done. The body holds `provider`, `keys`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminV1ProviderCreateResponse"];
                };
            };
        };
    };
    adminV1ProviderGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminV1ProviderGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Get a provider with its settings: done. The body holds `provider`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminV1ProviderGetResponse"];
                };
            };
        };
    };
    adminV1ProviderList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminV1ProviderListRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description List every provider, oldest first: done. The body holds `providers`, `nextPageToken`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminV1ProviderListResponse"];
                };
            };
        };
    };
    adminV1ProviderUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminV1ProviderUpdateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Change a provider's name, contact fields or settings: done. The body holds `provider`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminV1ProviderUpdateResponse"];
                };
            };
        };
    };
    adminV1SessionCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminV1SessionCreateRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sign in to the console with an operator token: done. The body holds `operator`, `csrfToken`, `expireTime`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminV1SessionCreateResponse"];
                };
            };
        };
    };
    adminV1SessionDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminV1SessionDeleteRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Sign out: the session is deleted and its cookie cleared: done. The body is the empty message {}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminV1SessionDeleteResponse"];
                };
            };
        };
    };
    adminV1SessionGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminV1SessionGetRequest"];
            };
        };
        responses: {
            /** @description Error body: gRPC status code, message, detail */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body: gRPC status code, message, detail */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The current console session: done. The body holds `operator`, `csrfToken`, `expireTime`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminV1SessionGetResponse"];
                };
            };
        };
    };
}
