import { startCaptureServer } from "./capture-server";
import { startGpsPartnerServer } from "./gps-partner-server";
import { startMailSink } from "./mail-sink";

export default async function globalSetup() {
  const [server, mail, gpsPartner] = await Promise.all([startCaptureServer(), startMailSink(), startGpsPartnerServer()]);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await mail.close();
    await gpsPartner.close();
  };
}
