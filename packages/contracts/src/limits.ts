/**
 * Length limits the spec leaves open ("length limits of posts are not shown").
 * Chosen so a heartfelt message fits comfortably while the wall stays readable and a
 * single request cannot store megabytes. Recorded in docs/decisions.md.
 */
export const POST_MAX_LENGTH = 2000;
export const RESPONSE_MAX_LENGTH = 1000;
/** Anonymous ids are `anon_` followed by 8–64 url-safe characters. */
export const ANONYMOUS_ID_PATTERN = /^anon_[A-Za-z0-9_-]{8,64}$/;
/** Prayer requests: the same room as a post. */
export const PRAYER_MAX_LENGTH = 2000;
/** The short testimony added when a prayer is marked answered. */
export const TESTIMONY_MAX_LENGTH = 500;
export const REPORT_DETAILS_MAX_LENGTH = 500;
