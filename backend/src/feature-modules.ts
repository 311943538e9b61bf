/** The product's feature modules, in one list so the app and the OpenAPI generator agree. */
export const FEATURE_MODULES = [];
