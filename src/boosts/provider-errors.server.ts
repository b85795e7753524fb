// What a buyer sees when Stripe fails during a purchase: "unavailable" when it cannot be reached,
// else the purchase's own failure message; details stay in the log.
import { ApiError } from "../platform/errors.server.ts";
import { isProviderUnreachable, PAYMENTS_UNAVAILABLE } from "./stripe-client.server.ts";

export async function withProvider<T>(failure: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isProviderUnreachable(error)) {
      console.warn(`payment provider unreachable: ${(error as Error).message}`);
      throw new ApiError("service_unavailable", PAYMENTS_UNAVAILABLE);
    }
    console.warn(`payment provider refused: ${(error as Error).message}`);
    throw new ApiError("bad_request", failure);
  }
}
