import { startCaptureServer } from "./capture-server";
import { startMailSink } from "./mail-sink";
import { startOidcProvider } from "./oidc-provider";

export default async function globalSetup() {
  const [server, mail, oidc] = await Promise.all([startCaptureServer(), startMailSink(), startOidcProvider()]);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await mail.close();
    await oidc.close();
  };
}
