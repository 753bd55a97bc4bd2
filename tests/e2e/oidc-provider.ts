// A local OpenID Connect provider for the e2e server's "Continue with Google" (its issuer on a fixed
// port), and a tiny control endpoint where a test chooses who the next sign-in is.
import { createServer, type Server } from "node:http";
import { startOidcIssuer, type IssuerIdentity, type OidcIssuer } from "../support/oidc-issuer";

export const OIDC_ISSUER_PORT = 3197;
export const OIDC_ISSUER_URL = `http://127.0.0.1:${OIDC_ISSUER_PORT}`;
const CONTROL_PORT = 3196;
const CONTROL_URL = `http://127.0.0.1:${CONTROL_PORT}`;

export async function startOidcProvider(): Promise<{ close: () => Promise<void> }> {
  const issuer: OidcIssuer = await startOidcIssuer({ port: OIDC_ISSUER_PORT });
  const control: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/identity") {
        response.writeHead(404).end();
        return;
      }
      issuer.signInAs(JSON.parse(Buffer.concat(chunks).toString("utf8")) as IssuerIdentity);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, "127.0.0.1", resolve));
  return {
    close: async () => {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await issuer.stop();
    },
  };
}

/** The provider's next sign-in is this person. */
export async function signInAtProviderAs(identity: IssuerIdentity): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/identity`, { method: "POST", body: JSON.stringify(identity) });
  if (!response.ok) throw new Error(`The local provider refused the identity: ${response.status}`);
}
