// Generated from the OpenAPI document by `npm run console:generate`. Do not edit.
export interface paths {
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
