/** Wide enough for the longest language (ru) to keep every header link on one line. */
export const DESKTOP_NAV_MIN = 1180;
