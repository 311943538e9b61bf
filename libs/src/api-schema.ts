/* eslint-disable */
// Generated from openapi.yaml by `npm run openapi` (openapi-typescript). Do not edit.

export interface paths {
    "/prod/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database and Redis answer */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/auth/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks the token and answers the current user with a fresh token */
        get: operations["checkAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends every session of the user (all tokens issued until now stop working) */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Google sign-in: exchanges the authorization code, finds or creates the public customer */
        post: operations["signInWithGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails a password reset link (valid one hour, once); the same answer whether or not the account exists */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the e-mailed token; ends every session */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/enterprise/users/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers an enterprise user with the activation code of their invitation */
        post: operations["registerEnterpriseUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/enterprise/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail and password sign-in (enterprise users and account managers) */
        post: operations["loginEnterpriseUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user with a fresh token */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/user/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Sets the user's interface language (also used for their e-mails) */
        patch: operations["updateUserLanguage"];
        trace?: never;
    };
    "/prod/api/privacy/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts the current privacy policy (version and time are recorded) */
        post: operations["acceptPrivacyPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/terms/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts the current terms of service (version and time are recorded) */
        post: operations["acceptTermsOfService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/users/billing-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the caller's billing address */
        put: operations["updateBillingAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Contact form: stores the message and e-mails it to support (signing in is optional) */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries with their currency and regions, for address forms */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/translations/target-languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Languages a document can be translated into */
        get: operations["listTargetLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/future-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Future products customers can join the waitlist for */
        get: operations["listFutureProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/visitor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Counts a landing-page visit (anonymous daily hash; no IP or user agent stored) */
        post: operations["recordVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public runtime configuration: Google sign-in client and card provider */
        get: operations["getPublicConfig"];
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
        LivenessDto: {
            /** @example ok */
            status: string;
            /** @description Seconds since the process started */
            uptimeSeconds: number;
        };
        ReadinessChecksDto: {
            /** @enum {string} */
            database: "up" | "down";
            /** @enum {string} */
            redis: "up" | "down";
        };
        ReadinessDto: {
            /** @example ok */
            status: string;
            checks: components["schemas"]["ReadinessChecksDto"];
        };
        LanguageValueDto: {
            /**
             * @example en
             * @enum {string}
             */
            value: "en" | "fr";
        };
        AddressPartDto: {
            /** @example 9 */
            id: number;
            /**
             * @description Name in the user's language
             * @example Ontario
             */
            label: string;
            /**
             * @description Code (ISO 3166)
             * @example ON
             */
            value: string;
        };
        BillingAddressDto: {
            /** @example 3 */
            id: number;
            /** @example 100 Queen St W */
            street: string;
            /** @example Toronto */
            city: string;
            /** @description Province or state */
            region: components["schemas"]["AddressPartDto"];
            /**
             * @description Upper case; Canadian codes as A1A 1A1
             * @example M5H 2N2
             */
            postalCode: string;
            country: components["schemas"]["AddressPartDto"];
            /**
             * @description Same as region.label, for display
             * @example Ontario
             */
            regionLabel: string;
            /**
             * @description Same as country.label, for display
             * @example Canada
             */
            countryLabel: string;
        };
        CurrencyValueDto: {
            /**
             * @description ISO 4217 code
             * @example CAD
             */
            value: string;
        };
        LongDocIncentiveDto: {
            /**
             * @description The base price applies to pages 1..afterPage, pagePrice from afterPage + 1
             * @example 50
             */
            afterPage: number;
            /**
             * @description Dollars per page after afterPage
             * @example 2
             */
            pagePrice: number;
        };
        UserPaygPricePlanDto: {
            /** @example 1 */
            id: number;
            /**
             * @description Dollars per page
             * @example 2.95
             */
            pagePrice: number;
            currency: components["schemas"]["CurrencyValueDto"];
            longDocIncentive: components["schemas"]["LongDocIncentiveDto"] | null;
        };
        UserOrganizationDto: {
            /** @example 1 */
            id: number;
            /** @example Public */
            label: string;
            paygPricePlan: components["schemas"]["UserPaygPricePlanDto"];
        };
        UserDto: {
            /** @example 42 */
            id: number;
            /** @example ada@example.com */
            email: string;
            language: components["schemas"]["LanguageValueDto"];
            billingAddress: components["schemas"]["BillingAddressDto"] | null;
            organization: components["schemas"]["UserOrganizationDto"] | null;
            /**
             * @description Present only for account managers
             * @example 7
             */
            accountManagerId?: number;
            /** @description The current privacy policy version is accepted */
            isPrivacyPolicyAccepted: boolean;
            /** @description The current terms of service version is accepted */
            isTermsOfServiceAccepted: boolean;
        };
        SessionDto: {
            user: components["schemas"]["UserDto"];
            /** @description Bearer token (JWT) for the Authorization header */
            token: string;
        };
        DetailDto: {
            /** @example A sentence for the user. */
            detail: string;
        };
        GoogleSignInDto: {
            /** @description The authorization code from the provider's redirect to /oauth2callback */
            code: string;
            /**
             * @description The redirect URI the code was issued for. Default: PUBLIC_URL/oauth2callback
             * @example http://localhost:3000/oauth2callback
             */
            redirectUri?: string;
        };
        ForgotPasswordDto: {
            /** @example ada@example.com */
            email: string;
        };
        ResetPasswordDto: {
            /** @example ada@example.com */
            email: string;
            /** @description The token from the e-mailed link */
            token: string;
            /**
             * Format: password
             * @description 5 to 128 characters, not a very common password
             */
            password: string;
        };
        EnterpriseRegisterDto: {
            /**
             * @description The invited e-mail (query parameter email of the invitation link)
             * @example ada@example.com
             */
            email: string;
            /**
             * @description The code from the invitation e-mail
             * @example K7M2QX9RTA
             */
            activationCode: string;
            /**
             * Format: password
             * @description 8 to 128 characters, not a very common password
             */
            password: string;
            /**
             * @description The organisation of the invitation (query parameter abc)
             * @example 2
             */
            organizationId: number;
        };
        UserAnswerDto: {
            user: components["schemas"]["UserDto"];
        };
        EnterpriseLoginDto: {
            /** @example ada@example.com */
            email: string;
            /** Format: password */
            password: string;
        };
        UpdateLanguageDto: {
            /**
             * @example fr
             * @enum {string}
             */
            language: "en" | "fr";
        };
        AcceptPolicyDto: {
            /**
             * @description The language the policy was read in
             * @example en
             * @enum {string}
             */
            language: "en" | "fr";
        };
        UpdateBillingAddressDto: {
            /**
             * @description The caller's own id
             * @example 42
             */
            userId: number;
            /** @example 100 Queen St W */
            street: string;
            /** @example Toronto */
            city: string;
            /**
             * @description Region (province or state) code of the country
             * @example ON
             */
            region: string;
            /**
             * @description Canada A1A 1A1, United States ZIP or ZIP+4
             * @example M5H 2N2
             */
            postalCode: string;
            /** @example 1 */
            countryId: number;
        };
        ContactMessageDto: {
            /** @example Do you translate scanned PDFs? */
            message: string;
            /**
             * @description Where the answer should go
             * @example ada@example.com
             */
            email: string;
        };
        CurrencyDto: {
            /**
             * @description ISO 4217 code prices are shown in
             * @example CAD
             */
            label: string;
        };
        RegionDto: {
            /** @example 12 */
            id: number;
            /**
             * @description Subdivision code (ISO 3166-2 without the country prefix)
             * @example ON
             */
            value: string;
            /**
             * @description Name in the caller's language
             * @example Ontario
             */
            label: string;
        };
        CountryDto: {
            /** @example 1 */
            id: number;
            /**
             * @description ISO 3166-1 alpha-2 code
             * @example CA
             */
            value: string;
            /**
             * @description Name in the caller's language
             * @example Canada
             */
            label: string;
            currency: components["schemas"]["CurrencyDto"];
            /** @description Sorted by label */
            regions: components["schemas"]["RegionDto"][];
        };
        TargetLanguageDto: {
            /** @example 2 */
            id: number;
            /**
             * @description ISO 639-1 code
             * @example fr
             */
            value: string;
            /**
             * @description Name in the caller's language
             * @example French
             */
            label: string;
        };
        FutureProductDto: {
            /** @example 1 */
            id: number;
            /**
             * @description Name in the caller's language
             * @example Certified Translation
             */
            label: string;
            /** @description Description in the caller's language */
            description: string;
        };
        FutureProductsDto: {
            futureProducts: components["schemas"]["FutureProductDto"][];
        };
        PublicConfigDto: {
            /**
             * @description Google OAuth client id, or the development provider's; null when Google sign-in is unavailable
             * @example pagetranslate-dev
             */
            googleClientId: string | null;
            /**
             * @description Authorization endpoint the sign-in button sends the browser to (the development provider's in embedded mode)
             * @example https://accounts.google.com/o/oauth2/v2/auth
             */
            googleAuthUrl: string | null;
            /**
             * @description Card provider: Stripe when configured, else the built-in sandbox
             * @enum {string}
             */
            paymentProvider: "stripe" | "sandbox";
            /**
             * @description Stripe publishable key (null with the sandbox)
             * @example pk_test_123
             */
            stripePublishableKey: string | null;
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
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessDto"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
            /** @description A dependency is down; `checks` says which */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    checkAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token: "Could not validate credentials or expired token" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out everywhere */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, invalid, expired or revoked token: "Could not validate credentials or expired token" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    signInWithGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleSignInDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description The provider refused the code, or the account cannot be used */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Too many requests from this address; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Too many requests from this address; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Invalid, expired or used link, or a refused password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Too many requests from this address; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    registerEnterpriseUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnterpriseRegisterDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswerDto"];
                };
            };
            /** @description Refused password, or no open invitation of this e-mail and organisation with this code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description An account already exists for this e-mail */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Too many requests from this address; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    loginEnterpriseUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnterpriseLoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description "Invalid email or password." */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Too many requests from this address; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token: "Could not validate credentials or expired token" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    updateUserLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLanguageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswerDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token: "Could not validate credentials or expired token" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    acceptPrivacyPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptPolicyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswerDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token: "Could not validate credentials or expired token" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    acceptTermsOfService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptPolicyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswerDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token: "Could not validate credentials or expired token" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    updateBillingAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBillingAddressDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAnswerDto"];
                };
            };
            /** @description Unknown country, region of another country, or a field message (e.g. "Invalid postal code") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked token: "Could not validate credentials or expired token" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description userId is not the caller */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Missing message or invalid e-mail */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Too many requests from this address; wait a minute */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    listCountries: {
        parameters: {
            query?: {
                /** @description Language of the labels; wins over Accept-Language. Default en. */
                lang?: "en" | "fr";
            };
            header?: {
                /** @description Used when lang is absent: fr gives French labels. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sorted by label; regions sorted by label */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryDto"][];
                };
            };
        };
    };
    listTargetLanguages: {
        parameters: {
            query?: {
                /** @description Language of the labels; wins over Accept-Language. Default en. */
                lang?: "en" | "fr";
            };
            header?: {
                /** @description Used when lang is absent: fr gives French labels. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active languages, sorted by label */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TargetLanguageDto"][];
                };
            };
        };
    };
    listFutureProducts: {
        parameters: {
            query?: {
                /** @description Language of the labels; wins over Accept-Language. Default en. */
                lang?: "en" | "fr";
            };
            header?: {
                /** @description Used when lang is absent: fr gives French labels. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active products, labels and descriptions in the caller’s language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FutureProductsDto"];
                };
            };
        };
    };
    recordVisit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getPublicConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicConfigDto"];
                };
            };
        };
    };
}
