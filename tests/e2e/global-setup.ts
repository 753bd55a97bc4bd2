import { startCaptureServer } from "./capture-server";

export default async function globalSetup() {
  const server = await startCaptureServer();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
