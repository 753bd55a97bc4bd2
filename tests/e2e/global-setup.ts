import { startCaptureServer } from "./capture-server";
import { prepareGoldenDataDir } from "./e2e-server";
import { startGpsPartnerServer } from "./gps-partner-server";
import { startMailSink } from "./mail-sink";
import { startOidcProvider } from "./oidc-provider";

export default async function globalSetup() {
  const [server, mail, oidc, gpsPartner] = await Promise.all([
    startCaptureServer(),
    startMailSink(),
    startOidcProvider(),
    startGpsPartnerServer(),
  ]);
  await prepareGoldenDataDir();
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await mail.close();
    await oidc.close();
    await gpsPartner.close();
  };
}
