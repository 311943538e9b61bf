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
        /** Checks the token and answers the current user with a fresh token (same session: it ends 30 days after the sign-in) */
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
    "/prod/api/auth/google/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts Google sign-in: answers the provider's authorization URL (state, nonce, PKCE) and keeps their secrets in a short-lived HttpOnly cookie of this browser */
        post: operations["startGoogleSignIn"];
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
        /** Google sign-in: checks the state against this browser's cookie, exchanges the code (PKCE), verifies the ID token (nonce), finds or creates the public customer (in the Accept-Language language) */
        post: operations["signInWithGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/auth/google/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Links the Google account of this browser's sign-in to the existing account with its e-mail, with that account's password; e-mails the user */
        post: operations["linkGoogleAccount"];
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
        /**
         * E-mail and password sign-in (enterprise users and account managers)
         * @description Accounts with two-step sign-in answer a challenge instead of the session: send it with the code to POST /enterprise/users/login/second-factor.
         */
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
        /** The current user with a fresh token (same session: it ends 30 days after the sign-in) */
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
    "/prod/api/admin/account-managers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller as an account manager ({id} must be their own accountManagerId) */
        get: operations["getAccountManager"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/account-manager/account-details/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's organisations with address, plan, contacts and invitations */
        get: operations["getOrganizationDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/account-manager/{id}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisations the caller manages, newest first */
        get: operations["listManagerOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an organisation with its address, point of contact and PAYG plan (country currency) */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/enterprise-accounts/payg-price-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the base price and long-document incentive of one of the caller's organisations */
        put: operations["updatePaygPricePlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/account-managers/enterprise-registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invites an e-mail to register in an organisation: mails the link and activation code */
        post: operations["createEnterpriseRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/resources/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's organisations: sort id, label or createdAt; filter q (label contains) or id */
        get: operations["listOrganizationResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/resources/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's organisations (react-admin getOne) */
        get: operations["getOrganizationResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/organizations/{organizationId}/glossary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's glossary entries, every language pair */
        get: operations["listGlossaryEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/organizations/{organizationId}/glossary/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a term (a source term once per language pair, without case; at most 5,000 entries) */
        post: operations["createGlossaryEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/organizations/{organizationId}/glossary/entries/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a term */
        put: operations["updateGlossaryEntry"];
        post?: never;
        /** Removes a term */
        delete: operations["deleteGlossaryEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/organizations/{organizationId}/glossary/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Imports a CSV (all or nothing): new source terms are added, known ones get the file's target term */
        post: operations["importGlossaryCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/organizations/{organizationId}/glossary/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The glossary as CSV (source_language,target_language,source_term,target_term), which the import reads back */
        get: operations["exportGlossaryCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/account-manager/{id}/payg-sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's PAYG sales, newest first, with the 40 % commission total */
        get: operations["listManagerPaygSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/resources/payg-sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's sales for react-admin: sort purchaseDate, subTotalCents, pageCount or id; filter organizationId, from, to (UTC dates) or id */
        get: operations["listPaygSaleResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/resources/payg-sales/monthly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales and commission per UTC month and currency (the last 12 months with sales), oldest first */
        get: operations["getMonthlyPaygSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/admin/resources/payg-sales.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every sale of the caller as CSV (Organization, User, Pages, Order #, Total, Currency, 40% Commission, Date) */
        get: operations["exportPaygSalesCsv"];
        put?: never;
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
        /** The caller's paid translations, newest first (all of them, or a page with limit and offset) */
        get: operations["listTranslations"];
        put?: never;
        /**
         * Uploads a PDF and creates a translation awaiting payment, answering its quote
         * @description The file is checked by content and analysed (real page count, words, image-only pages, source language). The source language is source_language when given, else the detected one: an unsure guess is quoted as unsure, and a document whose language cannot be told is quoted with the language to choose (sourceLanguageStatus needed; PUT /translations/{id}/source-language). Refusals answer {detail} in the user's language and store nothing. Unpaid translations are deleted after 24 hours.
         */
        post: operations["createTranslation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/translations/{id}/source-language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Says which language the document of an unpaid translation is in, answering the same quote
         * @description Same translation id and prices; the language must be one of the quote's sourceLanguages (the engine translates it into the target).
         */
        put: operations["setSourceLanguage"];
        post?: never;
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
    "/prod/api/translations/payg_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (or answers again) the card payment of the caller's translation awaiting payment
         * @description Amounts in integer cents with the taxes of the billing address. Idempotent: while a payment of the translation is open at the same amount, the same payment is answered; a different amount (address changed) cancels it and answers a new one.
         */
        post: operations["createPaygPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/translations/payment/{paymentId}/status/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The browser reports what the card confirmation said; the server applies what the provider says
         * @description The reported word is checked (400 for an unknown one) and never trusted: the status comes from the provider.
         */
        put: operations["updatePaymentStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/translations/{translationId}/payg-stripe-payment/{stripePaymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancels the open payment of a translation (Back from payment, or editing the address) */
        delete: operations["cancelPaygPayment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/payments/status/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's payment; while not final, the provider is asked and its answer applied
         * @description The wizard polls it (30 × 1 s) until succeeded, or payment_failed / cancelled.
         */
        get: operations["getPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/payments/sandbox/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox card provider's confirmCardPayment (only when Stripe is not configured)
         * @description Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds; 4000 0025 0000 3155, 4000 0000 0000 3220 and 4000 0027 6000 3184 need 3-D Secure (answer requires_action, then POST /payments/sandbox/authenticate); any other Luhn-valid number succeeds. Fulfilment happens on the server.
         */
        post: operations["confirmSandboxPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/payments/sandbox/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox's 3-D Secure challenge: the customer completes or fails it (only when Stripe is not configured)
         * @description For a payment in requires_action (a 3-D Secure test card): complete → succeeded, fulfilled on the server; fail → requires_payment_method with payment_intent_authentication_failure, and another card may be tried. Repeating the same answer changes nothing and is answered alike.
         */
        post: operations["authenticateSandboxPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's webhook: the Stripe-Signature of the raw body is verified, events handled idempotently */
        post: operations["handleStripeWebhook"];
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
    "/prod/api/waitlist-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's waitlist entries */
        get: operations["listWaitlistUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/waitlist-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Joins the waitlist of a future product (joining again replaces the reason) */
        post: operations["joinWaitlist"];
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
    "/prod/api/auth/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's two-step sign-in: on or off, required or not, recovery codes left (managers and internal admins) */
        get: operations["status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/auth/second-factor/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts enrolment: a new authenticator secret and its otpauth:// URI (for the QR code), shown this once */
        post: operations["startEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/auth/second-factor/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms enrolment with the app's first code: two-step sign-in is on; answers the ten recovery codes, shown this once */
        post: operations["confirmEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/auth/second-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ten new recovery codes in place of the old ones, for a code of the app (or a recovery code) */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/auth/second-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns two-step sign-in off for a code of the app (or a recovery code); an internal admin must then enrol again */
        post: operations["disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/prod/api/enterprise/users/login/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Second step of the enterprise sign-in: the challenge of the password step and a code of the app (or a recovery code) */
        post: operations["completeSignIn"];
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
        GoogleStartDto: {
            /**
             * @description Our callback page the provider sends the browser back to. Default: PUBLIC_URL/oauth2callback
             * @example http://localhost:3000/oauth2callback
             */
            redirectUri?: string;
        };
        GoogleStartAnswerDto: {
            /** @description The provider's authorization URL (code flow with state, nonce and PKCE) for the browser to go to */
            authorizationUrl: string;
        };
        SecondFactorChallengeDto: {
            /**
             * @description Always true: the first step (password or Google) was right, the code is still to come
             * @enum {boolean}
             */
            secondFactorRequired: true;
            /** @description Send it back with the code to POST /enterprise/users/login/second-factor (valid 5 minutes) */
            challenge: string;
        };
        GoogleSignInDto: {
            /** @description The authorization code from the provider's redirect to /oauth2callback */
            code: string;
            /** @description The `state` of the provider's redirect: it must be the one POST /auth/google/start set in this browser's cookie */
            state?: string;
            /**
             * @description The redirect URI the code was issued for. Default: PUBLIC_URL/oauth2callback
             * @example http://localhost:3000/oauth2callback
             */
            redirectUri?: string;
        };
        GoogleLinkDto: {
            /**
             * Format: password
             * @description The password of the existing account with the Google e-mail
             */
            password: string;
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
        AccountManagerDto: {
            /**
             * @description The account manager id (the user's accountManagerId)
             * @example 3
             */
            id: number;
            /** @example 12 */
            userId: number;
            /** @example manager@demo.test */
            email: string;
            /** @description The e-mail is an internal administrator: only then may invitations make account managers */
            isInternalAdmin: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        LabelValueDto: {
            /**
             * @description Name in the caller's language
             * @example Ontario
             */
            label: string;
            /**
             * @description Code (ISO 3166)
             * @example ON
             */
            value: string;
        };
        OrganizationAddressDto: {
            /** @example 100 Queen St W */
            street: string;
            /** @example Toronto */
            city: string;
            region: components["schemas"]["LabelValueDto"];
            /** @example M5H 2N2 */
            postalCode: string;
            country: components["schemas"]["LabelValueDto"];
        };
        OrganizationContactDto: {
            /** @example 5 */
            id: number;
            /** @example Jane Doe */
            name: string;
            /** @example jane@acme.test */
            email: string | null;
            /** @example +1 613 555 0100 */
            phone: string | null;
        };
        EnterpriseRegistrationDto: {
            /** @example 8 */
            id: number;
            /** @example jane@acme.test */
            email: string;
            /** @description The invitation e-mail was handed to the mail server */
            isDelivered: boolean;
            /** @description The invitee has registered */
            isRegistered: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        OrganizationDto: {
            /** @example 4 */
            id: number;
            /** @example Acme */
            label: string;
            address: components["schemas"]["OrganizationAddressDto"] | null;
            paygPricePlan: components["schemas"]["UserPaygPricePlanDto"];
            contacts: components["schemas"]["OrganizationContactDto"][];
            /** @description Newest first */
            enterpriseRegistrations: components["schemas"]["EnterpriseRegistrationDto"][];
        };
        OrganizationsAnswerDto: {
            /** @description Newest first */
            organizations: components["schemas"]["OrganizationDto"][];
        };
        ContactInputDto: {
            /** @example Jane Doe */
            name: string;
            /**
             * @description E-mail or phone (or both) is required
             * @example jane@acme.test
             */
            email?: Record<string, never> | null;
            /** @example +1 613 555 0100 */
            phone?: Record<string, never> | null;
        };
        OrganizationAddressInputDto: {
            /** @example 100 Queen St W */
            street: string;
            /** @example Toronto */
            city: string;
            /**
             * @description Region (province or state) code of the country
             * @example ON
             */
            regionValue: string;
            /**
             * @description Canada A1A 1A1, United States ZIP or ZIP+4
             * @example M5H 2N2
             */
            postalCode: string;
            /**
             * @description Country code; CA when absent
             * @example CA
             */
            countryValue?: Record<string, never> | null;
        };
        CreateOrganizationDto: {
            /** @example Acme */
            label: string;
            /**
             * @description Dollars per page, at least 0.75
             * @example 2.5
             */
            paygPagePrice: number;
            /**
             * @description Long-document incentive: dollars per page from page 51, at least 0.50 and below the base price
             * @example 1.5
             */
            longDocIncentivePrice?: number | null;
            contact: components["schemas"]["ContactInputDto"];
            address: components["schemas"]["OrganizationAddressInputDto"];
            /**
             * @description The caller's own account manager id
             * @example 3
             */
            accountManagerId: number;
        };
        OrganizationAnswerDto: {
            organization: components["schemas"]["OrganizationDto"];
        };
        UpdatePaygPricePlanDto: {
            /**
             * @description The PAYG price plan id (organization.paygPricePlan.id)
             * @example 7
             */
            id: number;
            /**
             * @description Dollars per page, at least 1.00
             * @example 3
             */
            pagePrice: number;
            /**
             * @description Long-document incentive price (at least 0.50, below the base price); null removes the incentive
             * @example 2
             */
            ldiPagePrice?: number | null;
        };
        CreateEnterpriseRegistrationDto: {
            /** @example 4 */
            organizationId: number;
            /** @example jane@acme.test */
            email: string;
            /**
             * @description Language of the invitation e-mail and the registration page
             * @example en
             * @enum {string}
             */
            language: "en" | "fr";
            /**
             * @description The invitee becomes an account manager (internal administrators only)
             * @default false
             */
            isAccountManager: boolean;
        };
        EnterpriseRegistrationAnswerDto: {
            registration: components["schemas"]["EnterpriseRegistrationDto"];
        };
        GlossaryEntryDto: {
            /** @example 12 */
            id: number;
            /** @example 3 */
            organizationId: number;
            /** @example en */
            sourceLanguage: string;
            /** @example fr */
            targetLanguage: string;
            /** @example Acme Cloud */
            sourceTerm: string;
            /** @example Acme Nuage */
            targetTerm: string;
            /** Format: date-time */
            updatedAt: string;
        };
        GlossaryListAnswerDto: {
            /** @description Sorted by source language, target language, then order of entry */
            items: components["schemas"]["GlossaryEntryDto"][];
            /** @example 1 */
            total: number;
            /** @example 5000 */
            maxEntries: number;
        };
        GlossaryEntryInputDto: {
            /**
             * @description ISO 639-1 code of the source language
             * @example en
             */
            sourceLanguage: string;
            /**
             * @description ISO 639-1 code of the target language
             * @example fr
             */
            targetLanguage: string;
            /**
             * @description Matched as whole words, without case
             * @example Acme Cloud
             */
            sourceTerm: string;
            /** @example Acme Nuage */
            targetTerm: string;
        };
        GlossaryImportDto: {
            /**
             * @description CSV text (RFC 4180): source_language,target_language,source_term,target_term, header line optional. At most 5000 entries in the glossary afterwards.
             * @example source_language,target_language,source_term,target_term
             *     en,fr,Acme Cloud,Acme Nuage
             */
            csv: string;
            /** @description true: the glossary becomes the file; false (default): the file's entries are added or update the same source terms */
            replace?: boolean;
        };
        GlossaryImportAnswerDto: {
            /**
             * @description Entries added
             * @example 10
             */
            added: number;
            /**
             * @description Existing entries whose target term changed
             * @example 2
             */
            updated: number;
            /**
             * @description Entries in the glossary now
             * @example 25
             */
            total: number;
        };
        GlossaryRowErrorDto: {
            /**
             * @description Line of the file (1 = the first)
             * @example 4
             */
            row: number;
            /** @example "english" is not a two-letter language code */
            reason: string;
        };
        GlossaryImportErrorDto: {
            /** @example The CSV file has 1 bad rows; nothing was imported. */
            detail: string;
            errors?: components["schemas"]["GlossaryRowErrorDto"][];
        };
        SaleOrganizationDto: {
            /** @example 4 */
            id: number;
            /** @example Acme */
            label: string;
        };
        SaleUserDto: {
            /** @example 21 */
            id: number;
            /** @example jane@acme.test */
            email: string;
        };
        PaygSaleDto: {
            /** @example 9 */
            id: number;
            /** @description Null when the organisation was deleted */
            organization: components["schemas"]["SaleOrganizationDto"] | null;
            user: components["schemas"]["SaleUserDto"];
            /** @example 3 */
            pageCount: number;
            /** @example PT-7K3M-9QX2 */
            orderNumber: string;
            /**
             * @description Subtotal before tax, dollars
             * @example 7.5
             */
            subTotal: number;
            /** @example 750 */
            subTotalCents: number;
            /**
             * @description The manager's commission (40 % of the subtotal), dollars
             * @example 3
             */
            commission: number;
            /** @example 300 */
            commissionCents: number;
            currency: components["schemas"]["CurrencyValueDto"];
            /** Format: date-time */
            purchaseDate: string;
        };
        PaygSalesAnswerDto: {
            /** @description Newest first */
            paygSales: components["schemas"]["PaygSaleDto"][];
            /**
             * @description Sum of the commissions, dollars
             * @example 3
             */
            commissionTotal: number;
            /** @example 300 */
            commissionTotalCents: number;
            /** @description The first (newest) sale's currency; null without sales */
            currency: components["schemas"]["CurrencyValueDto"] | null;
        };
        MonthlySalesDto: {
            /**
             * @description UTC month, YYYY-MM
             * @example 2026-11
             */
            month: string;
            /** @example 4 */
            salesCount: number;
            /** @example 3000 */
            subTotalCents: number;
            /** @example 1200 */
            commissionCents: number;
            /**
             * @description ISO 4217 code
             * @example CAD
             */
            currency: string;
        };
        MonthlySalesAnswerDto: {
            /** @description The last 12 months with sales, oldest first, one row per currency */
            months: components["schemas"]["MonthlySalesDto"][];
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
            output_format?: "pdf" | "docx" | "bilingual-pdf";
            /**
             * @description The language the document is in (ISO 639-1), when the customer knows it: used instead of the detected one. It must be one the engine can translate into the target language (the quote lists them in sourceLanguages).
             * @example en
             */
            source_language?: string;
            /**
             * Format: binary
             * @description The PDF (checked by content, not by name or type)
             */
            file: string;
        };
        SourceLanguageOptionDto: {
            /**
             * @description ISO 639-1 code
             * @example en
             */
            value: string;
            /**
             * @description Name in the caller's language
             * @example English
             */
            label: string;
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
             * @description The language the document will be translated from (ISO 639-1): the customer's choice or the detected one; empty while it is needed
             * @example en
             */
            sourceLanguage: string;
            /**
             * @description given: named by the customer; detected: detected and sure; unsure: the detected guess, to be confirmed; needed: no language the engine translates from could be told, the customer must choose one before paying
             * @example detected
             * @enum {string}
             */
            sourceLanguageStatus: "given" | "detected" | "unsure" | "needed";
            /**
             * @description The detector's guess (ISO 639-1), even one the engine cannot translate from; null without a guess or in the answer of a change
             * @example en
             */
            detectedLanguage: string | null;
            /**
             * @description The detector's confidence in its guess, 0 to 1; null in the answer of a change
             * @example 0.94
             */
            languageConfidence: number | null;
            /** @description The languages the customer may say the document is in (the engine translates them into the target language) */
            sourceLanguages: components["schemas"]["SourceLanguageOptionDto"][];
            /**
             * @description 1-based numbers of pages with no text layer where no text could be recognised either
             * @example [
             *       2
             *     ]
             */
            imageOnlyPages: number[];
            /**
             * @description 1-based numbers of scanned pages whose text is recognised automatically (OCR), priced like any page; null in the answer of a change
             * @example [
             *       1,
             *       2,
             *       3,
             *       4
             *     ]
             */
            scannedPages: number[] | null;
            /**
             * @description Things to know before paying, in the user's language
             * @example [
             *       "Page 2 contains only images; its text will not be translated."
             *     ]
             */
            warnings: string[];
        };
        SetSourceLanguageDto: {
            /**
             * @description ISO 639-1 code of one of the quote's sourceLanguages
             * @example en
             */
            source_language: string;
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
        PageToCheckDto: {
            /**
             * @description Page number in the delivered document (1-based)
             * @example 3
             */
            page: number;
            /**
             * @description overflow: the translation runs past its space even at the smallest readable size (the DOCX version reflows); missing_glyphs: characters no font could draw show as blanks; source_left: original text could not be removed
             * @example [
             *       "overflow"
             *     ]
             */
            reasons: ("overflow" | "missing_glyphs" | "source_left" | "unsure_text")[];
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
            /** @description Completed translations only, when the job noted pages to check: ascending, one entry per page */
            pagesToCheck?: components["schemas"]["PageToCheckDto"][];
        };
        DownloadUrlDto: {
            /** @description Signed link to the document; expires after a few minutes (DOWNLOAD_URL_TTL_SECONDS). Root-relative for local storage (same origin as the page), absolute (presigned) for S3 */
            download_url: string;
            /** @example annual-report-fr.pdf */
            filename: string;
        };
        CreatePaygPaymentDto: {
            /**
             * @description The caller's own translation awaiting payment
             * @example 17
             */
            translationId: number;
        };
        PaymentTaxDto: {
            /**
             * @description Stable id of the tax line
             * @example hst-on
             */
            id: string;
            /** @example HST (ON) */
            displayName: string;
            /**
             * @description Cents
             * @example 115
             */
            amount: number;
            /**
             * @description Percent
             * @example 13
             */
            taxRate: number;
        };
        StripePaymentDto: {
            /**
             * @description The provider's payment intent id
             * @example pi_sbx_8f3a0c1d2e3f4a5b6c7d8e9f
             */
            id: string;
            /**
             * @example sandbox
             * @enum {string}
             */
            provider: "stripe" | "sandbox";
            /**
             * @example requires_payment_method
             * @enum {string}
             */
            status: "uninitialized" | "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "payment_failed" | "cancelled" | "refunded";
            /**
             * @description Cents: subTotal + taxes
             * @example 1000
             */
            amount: number;
            /**
             * @description Lower-case ISO 4217 code (Stripe style)
             * @example cad
             */
            currency: string;
            /**
             * @description Confirms the card (Stripe.js confirmCardPayment, or POST /payments/sandbox/confirm)
             * @example pi_sbx_8f3a…_secret_…
             */
            clientSecret: string;
            /**
             * @description Cents, before taxes
             * @example 885
             */
            subTotal: number;
            taxes: components["schemas"]["PaymentTaxDto"][];
            /** @example 17 */
            translationId: number;
            /** @example PT-7K3M-9QX2 */
            orderNumber: string;
        };
        PaygPaymentAnswerDto: {
            stripePayment: components["schemas"]["StripePaymentDto"];
        };
        PaymentStatusDto: {
            /** @example pi_sbx_8f3a0c1d2e3f4a5b6c7d8e9f */
            id: string;
            /**
             * @example succeeded
             * @enum {string}
             */
            status: "uninitialized" | "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "payment_failed" | "cancelled" | "refunded";
            /**
             * @description Cents
             * @example 1000
             */
            amount: number;
            /** @example cad */
            currency: string;
            /**
             * @description Cents
             * @example 885
             */
            subTotal: number;
            taxes: components["schemas"]["PaymentTaxDto"][];
            /** @example 17 */
            translationId: number;
            /** @example PT-7K3M-9QX2 */
            orderNumber: string;
            /**
             * @description Why the last card attempt failed, in the user's language when known
             * @example null
             */
            failureMessage: string | null;
        };
        CancelPaymentAnswerDto: {
            /**
             * @example cancelled
             * @enum {string}
             */
            status: "cancelled";
        };
        SandboxCardDto: {
            /**
             * @description Card number as typed (spaces allowed)
             * @example 4242 4242 4242 4242
             */
            number: string;
            /** @example 12 */
            expMonth: number;
            /**
             * @description Four digits (two are read as 20xx)
             * @example 2030
             */
            expYear: number;
            /** @example 123 */
            cvc: string;
        };
        SandboxConfirmDto: {
            /** @description The clientSecret of the payment (POST /translations/payg_payment) */
            clientSecret: string;
            card: components["schemas"]["SandboxCardDto"];
            /**
             * @description NAME ON CARD
             * @example Jane Doe
             */
            billingName: string;
        };
        SandboxPaymentIntentDto: {
            /** @example pi_sbx_8f3a0c1d2e3f4a5b6c7d8e9f */
            id: string;
            /**
             * @description requires_action: a 3-D Secure test card; answer the challenge with POST /payments/sandbox/authenticate
             * @example succeeded
             * @enum {string}
             */
            status: "succeeded" | "requires_action";
        };
        SandboxPaymentAnswerDto: {
            paymentIntent: components["schemas"]["SandboxPaymentIntentDto"];
        };
        CardErrorDto: {
            /**
             * @description The sentence to show as is, in the user's language
             * @example Your card was declined.
             */
            detail: string;
            /**
             * @example card_declined
             * @enum {string}
             */
            code: "card_declined" | "incorrect_number" | "expired_card" | "incorrect_cvc";
            /** @example generic_decline */
            declineCode: string | null;
        };
        SandboxAuthenticateDto: {
            /**
             * @description The payment intent in requires_action (the caller's own)
             * @example pi_sbx_8f3a0c1d2e3f4a5b6c7d8e9f
             */
            paymentIntentId: string;
            /**
             * @description The button of the test challenge
             * @example complete
             * @enum {string}
             */
            outcome: "complete" | "fail";
        };
        SandboxAuthenticationErrorDto: {
            /**
             * @description The sentence to show as is, in the user's language when known
             * @example We are unable to authenticate your payment method. Please choose a different payment method and try again.
             */
            detail: string;
            /**
             * @example payment_intent_authentication_failure
             * @enum {string}
             */
            code: "payment_intent_authentication_failure";
            /** @example null */
            declineCode: string | null;
        };
        WebhookAnswerDto: {
            /** @example true */
            received: boolean;
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
        WaitlistUserDto: {
            /** @example 3 */
            id: number;
            /** @example 1 */
            productId: number;
            /** @example We need certified copies. */
            reason: string;
            /** Format: date-time */
            createdAt: string;
        };
        WaitlistUsersDto: {
            /** @description The caller's waitlist entries, oldest first */
            waitlistUsers: components["schemas"]["WaitlistUserDto"][];
        };
        JoinWaitlistDto: {
            /**
             * @description A future product id (GET /future-products)
             * @example 1
             */
            productId: number;
            /**
             * @description Why the customer wants the product (trimmed)
             * @example We need certified copies.
             */
            reason: string;
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
        SecondFactorStatusDto: {
            /** @description Two-step sign-in is on (an authenticator app confirmed) */
            enabled: boolean;
            /** @description True for internal admins: they must turn it on before anything else */
            required: boolean;
            /** Format: date-time */
            enabledAt: string | null;
            /**
             * @description Unused recovery codes (0 when off)
             * @example 10
             */
            recoveryCodesLeft: number;
        };
        SecondFactorEnrolmentDto: {
            /**
             * @description The base32 secret, for typing into the app by hand (shown once, never again)
             * @example JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP
             */
            secret: string;
            /**
             * @description The otpauth:// URI the QR code carries
             * @example otpauth://totp/PageTranslate:ada%40example.com?secret=…&issuer=PageTranslate
             */
            otpauthUri: string;
        };
        SecondFactorCodeDto: {
            /**
             * @description The 6 digits of the authenticator app (spaces allowed), or one of the recovery codes
             * @example 123456
             */
            code: string;
        };
        RecoveryCodesDto: {
            /**
             * @description Ten single-use recovery codes, shown this once
             * @example [
             *       "7K2M-Q9RT-AB3C-D4EF-G5HJ-K6MN"
             *     ]
             */
            recoveryCodes: string[];
        };
        SecondFactorSignInDto: {
            /**
             * @description The 6 digits of the authenticator app (spaces allowed), or one of the recovery codes
             * @example 123456
             */
            code: string;
            /** @description The `challenge` of the password step (valid 5 minutes) */
            challenge: string;
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
    startGoogleSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleStartDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleStartAnswerDto"];
                };
            };
            /** @description Google sign-in is not configured, or the callback address is not ours */
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
            /** @description The session, or for an account with two-step sign-in a challenge for POST /enterprise/users/login/second-factor */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDto"] | components["schemas"]["SecondFactorChallengeDto"];
                };
            };
            /** @description The state is not this browser’s, the provider refused the code, or the account cannot be used */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description An account with this e-mail exists: {detail, linkRequired: true, email}; send its password to POST /auth/google/link */
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
    linkGoogleAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleLinkDto"];
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
            /** @description Wrong password ("Invalid email or password."), no Google sign-in waiting, or an account that cannot be linked */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /**
             * @description Too many wrong passwords for this e-mail
             *
             *     Too many requests from this address; wait a minute
             */
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
                    "application/json": components["schemas"]["SessionDto"] | components["schemas"]["SecondFactorChallengeDto"];
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
    getAccountManager: {
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
                    "application/json": components["schemas"]["AccountManagerDto"];
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
            /** @description Not a manager, or another manager's id */
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
    getOrganizationDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: number;
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
                    "application/json": components["schemas"]["OrganizationDto"];
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
            /** @description not an account manager ("User is not an account manager") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown, or another manager's organisation (internal administrators reach all) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    listManagerOrganizations: {
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
                    "application/json": components["schemas"]["OrganizationsAnswerDto"];
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
            /** @description Not a manager, or another manager's id */
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
    createOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrganizationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationAnswerDto"];
                };
            };
            /** @description A spec 5 message (e.g. "Price must be above 0.75"), an unknown country or a region of another country */
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
            /** @description Not a manager, or accountManagerId is not the caller's */
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
    updatePaygPricePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePaygPricePlanDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationAnswerDto"];
                };
            };
            /** @description A spec 5 message (e.g. "Base price must be at least $1.00") */
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
            /** @description not an account manager ("User is not an account manager") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown plan, or another manager's organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    createEnterpriseRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEnterpriseRegistrationDto"];
            };
        };
        responses: {
            /** @description isDelivered tells whether the e-mail went out */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnterpriseRegistrationAnswerDto"];
                };
            };
            /** @description "Required", "Invalid email", "Language is required" */
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
            /** @description Not a manager, or isAccountManager without being an internal administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown, or another manager's organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description The e-mail already has an account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    listOrganizationResources: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start, end], inclusive, at most 1000 records */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description resource start-end/total, e.g. "organizations 0-24/57" */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationDto"][];
                };
            };
            /** @description Malformed sort, range or filter */
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
            /** @description not an account manager ("User is not an account manager") */
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
    getOrganizationResource: {
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
                    "application/json": components["schemas"]["OrganizationDto"];
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
            /** @description not an account manager ("User is not an account manager") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown, or another manager's organisation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    listGlossaryEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: number;
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
                    "application/json": components["schemas"]["GlossaryListAnswerDto"];
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
            /** @description not an account manager ("User is not an account manager") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown organisation or entry, or another manager's organisation (internal administrators reach all) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    createGlossaryEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlossaryEntryInputDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlossaryEntryDto"];
                };
            };
            /** @description A bad code or term, the same languages, a duplicate term, a full glossary */
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
            /** @description not an account manager ("User is not an account manager") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown organisation or entry, or another manager's organisation (internal administrators reach all) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    updateGlossaryEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: number;
                entryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlossaryEntryInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlossaryEntryDto"];
                };
            };
            /** @description A bad code or term, the same languages, a duplicate term */
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
            /** @description not an account manager ("User is not an account manager") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown organisation or entry, or another manager's organisation (internal administrators reach all) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    deleteGlossaryEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: number;
                entryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
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
            /** @description not an account manager ("User is not an account manager") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown organisation or entry, or another manager's organisation (internal administrators reach all) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    importGlossaryCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlossaryImportDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlossaryImportAnswerDto"];
                };
            };
            /** @description Bad rows (each with its line and reason, in the caller's language), no entries, or more than 5,000 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlossaryImportErrorDto"];
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
            /** @description not an account manager ("User is not an account manager") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown organisation or entry, or another manager's organisation (internal administrators reach all) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    exportGlossaryCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 4180 CSV; cells starting with = + - @ are prefixed with ' (the import removes it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
            /** @description not an account manager ("User is not an account manager") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown organisation or entry, or another manager's organisation (internal administrators reach all) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    listManagerPaygSales: {
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
                    "application/json": components["schemas"]["PaygSalesAnswerDto"];
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
            /** @description Not a manager, or another manager's id */
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
    listPaygSaleResources: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start, end], inclusive, at most 1000 records */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description resource start-end/total, e.g. "organizations 0-24/57" */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaygSaleDto"][];
                };
            };
            /** @description Malformed sort, range or filter */
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
            /** @description not an account manager ("User is not an account manager") */
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
    getMonthlyPaygSales: {
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
                    "application/json": components["schemas"]["MonthlySalesAnswerDto"];
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
            /** @description not an account manager ("User is not an account manager") */
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
    exportPaygSalesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 4180 CSV; cells starting with = + - @ are prefixed with ' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
            /** @description not an account manager ("User is not an account manager") */
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
            query?: {
                /** @description At most this many rows (with offset: a page). Without limit and offset, the whole list. */
                limit?: number;
                /** @description Rows to skip first, in the list’s order. Default 0. */
                offset?: number;
            };
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
            /** @description "limit must be an integer from 1 to 1000" (or offset: from 0) */
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
            /** @description Not a PDF, no file, unknown target language, a malformed source_language, source language (given, or detected for sure) equal to the target, a given source language the engine cannot translate into the target, no price plan ("Could not find pricing info") */
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
            /** @description Over UPLOAD_RATE_PER_HOUR uploads in the last hour (with Retry-After), or MAX_OPEN_UNPAID_TRANSLATIONS awaiting payment */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Too many documents waiting for analysis (PDF_PARSE_QUEUE_MAX); Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    setSourceLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetSourceLanguageDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationQuoteDto"];
                };
            };
            /** @description A malformed code, the target language itself, or a pair the engine cannot translate */
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
            /** @description privacy policy or terms of service not accepted ("Please accept the privacy policy first.") */
            403: {
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
            /** @description Already paid: the language can no longer change */
            409: {
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
    createPaygPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaygPaymentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaygPaymentAnswerDto"];
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
            /** @description privacy policy or terms of service not accepted ("Please accept the privacy policy first.") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown translation or another user's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Already paid ("This translation is already paid."), no longer payable, or its source language still to choose */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description The unpaid translation expired (24 hours after upload) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description No billing address ("Add a billing address before paying.") */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description The payment provider failed ("Could not create payment. Try again later" on creation) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description No card provider on this server (production without Stripe keys) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    updatePaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider's payment intent id */
                paymentId: string;
                status: "succeeded" | "payment_failed" | "cancelled" | "processing" | "requires_action" | "requires_payment_method";
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
                    "application/json": components["schemas"]["PaymentStatusDto"];
                };
            };
            /** @description "Unknown payment status: {status}" */
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
            /** @description privacy policy or terms of service not accepted ("Please accept the privacy policy first.") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown payment or another user's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description The payment provider failed ("Could not create payment. Try again later" on creation) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description No card provider on this server (production without Stripe keys) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    cancelPaygPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                translationId: number;
                stripePaymentId: string;
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
                    "application/json": components["schemas"]["CancelPaymentAnswerDto"];
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
            /** @description privacy policy or terms of service not accepted ("Please accept the privacy policy first.") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown payment or another user's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description The payment already succeeded */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description The payment provider failed ("Could not create payment. Try again later" on creation) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description No card provider on this server (production without Stripe keys) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    getPaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider's payment intent id */
                paymentId: string;
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
                    "application/json": components["schemas"]["PaymentStatusDto"];
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
            /** @description privacy policy or terms of service not accepted ("Please accept the privacy policy first.") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Unknown payment or another user's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description The payment provider failed ("Could not create payment. Try again later" on creation) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description No card provider on this server (production without Stripe keys) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    confirmSandboxPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxConfirmDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxPaymentAnswerDto"];
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
            /** @description The card failed: detail in the user's language, Stripe's code and decline code */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardErrorDto"];
                };
            };
            /** @description privacy policy or terms of service not accepted ("Please accept the privacy policy first.") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Stripe is configured, or the client secret matches none of the caller's payments */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description The payment already succeeded or was cancelled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    authenticateSandboxPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxAuthenticateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxPaymentAnswerDto"];
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
            /** @description The customer failed the challenge: detail in the user's language when known */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAuthenticationErrorDto"];
                };
            };
            /** @description privacy policy or terms of service not accepted ("Please accept the privacy policy first.") */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Stripe is configured, or the intent is none of the caller's payments */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description No challenge is open: the payment is not awaiting authentication, or it was answered otherwise */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
        };
    };
    handleStripeWebhook: {
        parameters: {
            query?: never;
            header: {
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAnswerDto"];
                };
            };
            /** @description Missing or invalid signature ("Invalid webhook signature.") */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /** @description Stripe is not configured */
            404: {
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
    listWaitlistUsers: {
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
                    "application/json": components["schemas"]["WaitlistUsersDto"];
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
    joinWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinWaitlistDto"];
            };
        };
        responses: {
            /** @description The caller's waitlist entries */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistUsersDto"];
                };
            };
            /** @description "Required field." when the reason is blank */
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
            /** @description Unknown or retired product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
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
    status: {
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
                    "application/json": components["schemas"]["SecondFactorStatusDto"];
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
    startEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactorEnrolmentDto"];
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
            /** @description Two-step sign-in is already on */
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
    confirmEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesDto"];
                };
            };
            /** @description "This code is not valid…" (wrong, reused or spent code), or no enrolment started */
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
             * @description 10 wrong codes in 15 minutes: "Too many failed sign-in attempts…"
             *
             *     Too many requests from this address; wait a minute
             */
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
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesDto"];
                };
            };
            /** @description "This code is not valid…" (wrong, reused or spent code), or two-step sign-in is off */
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
             * @description 10 wrong codes in 15 minutes: "Too many failed sign-in attempts…"
             *
             *     Too many requests from this address; wait a minute
             */
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
    disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorCodeDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "This code is not valid…" (wrong, reused or spent code), or two-step sign-in is off */
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
             * @description 10 wrong codes in 15 minutes: "Too many failed sign-in attempts…"
             *
             *     Too many requests from this address; wait a minute
             */
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
    completeSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorSignInDto"];
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
            /** @description "This code is not valid…" (wrong, reused or spent code), or the challenge expired: "Your sign-in has expired…" */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailDto"];
                };
            };
            /**
             * @description 10 wrong codes in 15 minutes: "Too many failed sign-in attempts…"
             *
             *     Too many requests from this address; wait a minute
             */
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
}
