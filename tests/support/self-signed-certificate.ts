// A certificate for 127.0.0.1 signed by itself, written as the PEM files TLS_CERT_FILE and
// TLS_KEY_FILE name: for tests and benchmarks that run the server over HTTPS and HTTP/2.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { generate } from "selfsigned";

export interface LocalCertificate {
  certFile: string;
  keyFile: string;
  /** The certificate itself, for a client that should trust it and nothing else. */
  cert: string;
}

export async function writeSelfSignedCertificate(directory: string): Promise<LocalCertificate> {
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keySize: 2048,
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  const certFile = path.join(directory, "cert.pem");
  const keyFile = path.join(directory, "key.pem");
  await Promise.all([writeFile(certFile, pems.cert), writeFile(keyFile, pems.private, { mode: 0o600 })]);
  return { certFile, keyFile, cert: pems.cert };
}
