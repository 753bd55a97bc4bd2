import { startCaptureServer } from "./capture-server";
import { startMailSink } from "./mail-sink";

export default async function globalSetup() {
  const [server, mail] = await Promise.all([startCaptureServer(), startMailSink()]);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await mail.close();
  };
}
