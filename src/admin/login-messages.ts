// What a failed sign-in tells the admin (spec section 8, "Admin" row). A wrong password is
// 'Access Denied'; a rate limit (429) or a server without a password (503) explains itself with the
// server's own message; anything else is the spec's generic failure.
export interface LoginFailureMessage {
  title: string;
  description: string;
}

export const WRONG_PASSWORD: LoginFailureMessage = {
  title: "Access Denied",
  description: "Incorrect password. Please try again.",
};

const GENERIC = "Failed to authenticate. Please try again.";

/** `status` 0 means the request never got an answer (offline, network error). */
export function loginFailureMessage(status: number, serverMessage: string | null): LoginFailureMessage {
  if (status === 401) return WRONG_PASSWORD;
  if ((status === 429 || status === 503) && serverMessage) return { title: "Error", description: serverMessage };
  return { title: "Error", description: GENERIC };
}
