// CAN-SPAM: every commercial e-mail carries the sender's valid physical postal address. A
// deployment refuses to send the digest without one rather than print a made-up address.
import { env, isDeployment } from "./env.server.ts";

export const POSTAL_ADDRESS_UNSET = "postal address not configured (set POSTAL_ADDRESS before sending for real)";

export function postalAddress(): string {
  const { POSTAL_ADDRESS } = env();
  if (POSTAL_ADDRESS) return POSTAL_ADDRESS;
  if (isDeployment(env())) {
    throw new Error("POSTAL_ADDRESS must be set: CAN-SPAM requires a postal address in every digest");
  }
  return POSTAL_ADDRESS_UNSET;
}
