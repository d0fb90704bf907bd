import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/** The browser's client for /api/auth (admin and /auth only; never part of the public bundle). */
export const authClient = createAuthClient({ plugins: [twoFactorClient()] });
