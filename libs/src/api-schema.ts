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
    "/prod/api/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's paid translations, newest first */
        get: operations["listTranslations"];
        put?: never;
        /**
         * Uploads a PDF and creates a translation awaiting payment, answering its quote
         * @description The file is checked by content and analysed (real page count, words, image-only pages, source language). Refusals answer {detail} in the user's language and store nothing. Unpaid translations are deleted after 24 hours.
         */
        post: operations["createTranslation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/translations/{id}/download-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A signed, short-lived link to the translated document (owner only, completed only) */
        get: operations["getDownloadUrl"];
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
    "/prod/api/storage/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads a stored document through a signed link
         * @description Links come from GET /translations/{id}/download-url; the signature is the authorisation (no token).
         */
        get: operations["downloadStoredFile"];
        put?: never;
        post?: never;
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
        CreateTranslationFormDto: {
            /**
             * @description The caller's own id
             * @example 42
             */
            user_id: number;
            /**
             * @description Id of a target language (GET /translations/target-languages)
             * @example 2
             */
            target_language_id: number;
            /**
             * @description Omitted = same as the original (PDF)
             * @example pdf
             * @enum {string}
             */
            output_format?: "pdf" | "docx";
            /**
             * Format: binary
             * @description The PDF (checked by content, not by name or type)
             */
            file: string;
        };
        TranslationQuoteDto: {
            /** @example 17 */
            translationId: number;
            /**
             * @description The uploaded file name
             * @example annual-report.pdf
             */
            filename: string;
            /**
             * @description Pages billed (the real page count)
             * @example 3
             */
            pageCount: number;
            /**
             * @description Base price per page, in dollars
             * @example 2.95
             */
            pagePrice: number;
            /**
             * @description Total before taxes, in dollars
             * @example 8.85
             */
            subTotal: number;
            /**
             * @description Total before taxes, in cents
             * @example 885
             */
            subTotalCents: number;
            currency: components["schemas"]["CurrencyValueDto"];
            /** @description Present when the plan has a long-document incentive */
            longDocIncentive: components["schemas"]["LongDocIncentiveDto"] | null;
            /** @example 1240 */
            wordCount: number;
            /**
             * @description Detected language of the document (ISO 639-1)
             * @example en
             */
            sourceLanguage: string;
            /**
             * @description 1-based numbers of pages with no text layer
             * @example [
             *       2
             *     ]
             */
            imageOnlyPages: number[];
            /**
             * @description Things to know before paying, in the user's language
             * @example [
             *       "Page 2 contains only images; its text will not be translated."
             *     ]
             */
            warnings: string[];
        };
        TranslationStatusDto: {
            /**
             * @example completed
             * @enum {string}
             */
            value: "created" | "in-progress" | "completed" | "failed" | "cancelled";
        };
        SourceDocumentDto: {
            /** @example annual-report.pdf */
            name: string;
            /** @example 3 */
            pageCount: number;
        };
        TargetDocumentDto: {
            /**
             * @description File name the translated document downloads as
             * @example annual-report-fr.pdf
             */
            name: string;
            /**
             * @description Storage key of the translated document
             * @example results/0b0f6c4e-3f1a-4c2e-9b7d-2f51d5a8e1c3.pdf
             */
            blobName: string;
        };
        QuoteSubTotalDto: {
            /**
             * @description Total before taxes, in dollars
             * @example 8.85
             */
            subTotal: number;
        };
        TranslationListItemDto: {
            /** @example 17 */
            id: number;
            /** @example PT-7K3M-9QX2 */
            orderNumber: string;
            status: components["schemas"]["TranslationStatusDto"];
            /**
             * @description A failed translation was refunded ("Failed + Refunded")
             * @example false
             */
            isRefunded: boolean;
            /**
             * Format: date-time
             * @description When the translation was ordered (created)
             */
            date: string;
            sourceDocument: components["schemas"]["SourceDocumentDto"];
            /** @description Present once the translated document is stored (and until retention deletes it) */
            targetDocument: components["schemas"]["TargetDocumentDto"] | null;
            quote: components["schemas"]["QuoteSubTotalDto"];
            /**
             * @description Per-page progress while in progress, percent
             * @example 40
             */
            progress: number;
        };
        DownloadUrlDto: {
            /** @description Signed link to the document; expires after a few minutes (DOWNLOAD_URL_TTL_SECONDS) */
            download_url: string;
            /** @example annual-report-fr.pdf */
            filename: string;
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
    listTranslations: {
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
                    "application/json": components["schemas"]["TranslationListItemDto"][];
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
    createTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CreateTranslationFormDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationQuoteDto"];
                };
            };
            /** @description Not a PDF, no file, unknown target language, source language equal to the target, a pair the engine cannot translate, no price plan ("Could not find pricing info") */
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
            /**
             * @description user_id is not the caller ("You can only create translations for your own account.")
             *
             *     privacy policy or terms of service not accepted ("Please accept the privacy policy first.")
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Over UPLOAD_MAX_BYTES (the detail names the limit in MB) or UPLOAD_MAX_PAGES */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Encrypted, damaged, no pages, too complex or too slow to analyse, no text */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    getDownloadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadUrlDto"];
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
            /** @description "Translation not found" (also for another user's translation) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description "No document available for download" (not completed yet) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description The documents were deleted after the retention period */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
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
    downloadStoredFile: {
        parameters: {
            query: {
                /** @description Language of the labels; wins over Accept-Language. Default en. */
                lang?: "en" | "fr";
                /** @description HMAC-SHA256 of key, exp and name (base64url) */
                sig: unknown;
                /** @description File name the document is saved as */
                name: unknown;
                /** @description Expiry, Unix time in seconds */
                exp: unknown;
                /** @description Storage key of the document */
                key: unknown;
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
            /** @description The document, as an attachment named `name` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
            /** @description Bad signature or expired link */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["DetailDto"];
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": components["schemas"]["DetailDto"];
                };
            };
            /** @description The document was deleted (retention) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["DetailDto"];
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": components["schemas"]["DetailDto"];
                };
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
