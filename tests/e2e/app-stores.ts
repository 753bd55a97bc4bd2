// The apps' store pages the end-to-end server is configured with (APP_STORE_URL, PLAY_STORE_URL).
export const E2E_APP_STORE_URL = "https://apps.apple.com/app/trailguide/id1234567890";
export const E2E_PLAY_STORE_URL = "https://play.google.com/store/apps/details?id=com.trailguide.e2e";
