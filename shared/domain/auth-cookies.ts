/** Cookie names shared by the server that sets them and the browser that reads the access token. */
export const ACCESS_COOKIE = "access_token";
export const REFRESH_COOKIE = "refresh_token";
/** Spec §9: auth cookies live one year. */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 31_536_000;
