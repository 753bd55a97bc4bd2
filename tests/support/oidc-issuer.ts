// A local OpenID Connect issuer with its own signing key (oauth2-mock-server): discovery, JWKS,
// authorize (answers at once, as a provider whose user is already signed in) and token endpoints.
// The identity it signs in as can be chosen; tokens can also be built directly for API tests.
import { OAuth2Server } from "oauth2-mock-server";

export interface IssuerIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface OidcIssuer {
  url: string;
  /** An ID token signed with the issuer's key; `claims` override the defaults (iss, iat, exp). */
  idToken(claims: Record<string, unknown>, expiresInSeconds?: number): Promise<string>;
  /** Who the next code exchanges sign in as. */
  signInAs(identity: IssuerIdentity): void;
  stop(): Promise<void>;
}

/**
 * `now` is the clock its tokens are dated by (iat, nbf, exp): an API test passes its app's test
 * clock, so a token is as fresh for the app as for the issuer however long the run has taken.
 */
export async function startOidcIssuer({
  port = 0,
  host = "127.0.0.1",
  now = () => new Date(),
}: { port?: number; host?: string; now?: () => Date } = {}): Promise<OidcIssuer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  let identity: IssuerIdentity = { sub: "local-user" };
  /** The library dates tokens by the wall clock, valid from 10 s before: the same, on `now`. */
  const datedByClock = (payload: Record<string, unknown>) => {
    const issuedAt = Math.floor(now().getTime() / 1000);
    const lifetime = Number(payload.exp) - Number(payload.iat);
    Object.assign(payload, { iat: issuedAt, nbf: issuedAt - 10, exp: issuedAt + lifetime });
  };
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    datedByClock(token.payload);
    Object.assign(token.payload, identity);
  });
  await server.start(port, host);
  // Named by the address it listens on (the library would say "localhost" for 127.0.0.1).
  const url = `http://${host}:${server.address().port}`;
  server.issuer.url = url;
  return {
    url,
    idToken: (claims, expiresInSeconds = 600) =>
      server.issuer.buildToken({
        expiresIn: expiresInSeconds,
        scopesOrTransform: (_header: unknown, payload: Record<string, unknown>) => {
          datedByClock(payload);
          Object.assign(payload, claims);
        },
      }),
    signInAs(next) {
      identity = next;
    },
    stop: () => server.stop(),
  };
}
