// The GPS partner's local stand-in for the end-to-end suite (tests/support/fake-gps-partner.ts) on a
// fixed port, so the server under test can be configured with its addresses before it starts.
import { startFakeGpsPartner, type FakeGpsPartnerSwitches } from "../support/fake-gps-partner";

// 3198 is the mail sink's HTTP port.
export const GPS_PARTNER_PORT = 3194;
export const GPS_PARTNER_ORIGIN = `http://127.0.0.1:${GPS_PARTNER_PORT}`;
export const GPS_PARTNER_CLIENT_ID = "trailguide-e2e";

export const GPS_PARTNER_ENV = {
  GPS_PARTNER_NAME: "Backcountry Maps",
  GPS_PARTNER_CLIENT_ID,
  GPS_PARTNER_AUTHORIZE_URL: `${GPS_PARTNER_ORIGIN}/oauth/authorize`,
  GPS_PARTNER_TOKEN_URL: `${GPS_PARTNER_ORIGIN}/oauth/token`,
  GPS_PARTNER_REVOKE_URL: `${GPS_PARTNER_ORIGIN}/oauth/revoke`,
  GPS_PARTNER_UPLOAD_URL: `${GPS_PARTNER_ORIGIN}/api/uploads`,
  GPS_PARTNER_SCOPE: "routes:write",
};

export const startGpsPartnerServer = () => startFakeGpsPartner({ port: GPS_PARTNER_PORT, clientId: GPS_PARTNER_CLIENT_ID });

/** What the stand-in has received so far. */
export async function receivedGpsUploads(): Promise<{ fileName: string; gpx: string }[]> {
  return (await (await fetch(`${GPS_PARTNER_ORIGIN}/received`)).json()) as { fileName: string; gpx: string }[];
}

/** Makes the stand-in slow or failing; a test sets them back before it ends. */
export async function setGpsPartnerSwitches(switches: Partial<FakeGpsPartnerSwitches>): Promise<void> {
  await fetch(`${GPS_PARTNER_ORIGIN}/switches`, { method: "POST", body: JSON.stringify(switches) });
}
