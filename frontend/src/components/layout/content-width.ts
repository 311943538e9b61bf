/** The content column's maximum width in px (spec §2, §9); the theme re-exports it. */
export const CONTENT_MAX_WIDTH = 1200;
