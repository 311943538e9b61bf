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
}
