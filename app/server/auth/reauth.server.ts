import crypto from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { sql } from "kysely";
import type { Auth } from "./auth.server";
import type { Db } from "../db/client.server";
import { fromDbBool } from "../db/dialect.server";

/**
 * Asking a signed-in person again before a grave action (restoring a backup, decision 029): their
 * password, or, when the account has two-factor sign-in, the current code of their authenticator
 * app instead. Checked against the account's own records, never creates or changes a session.
 */
export async function verifyReauthentication(auth: Auth, db: Db, userId: string, input: { password?: string; code?: string }): Promise<boolean> {
  const ctx = await auth.$context;
  if (input.password) {
    const account = (await sql<{ password: string | null }>`select password from account where "userId" = ${userId} and "providerId" = 'credential'`.execute(db)).rows[0];
    if (account?.password && (await ctx.password.verify({ hash: account.password, password: input.password }))) return true;
  }
  if (input.code && /^\d{6}$/.test(input.code.trim())) {
    const record = (await sql<{ secret: string; verified: unknown }>`select secret, verified from "twoFactor" where "userId" = ${userId}`.execute(db)).rows[0];
    if (record && (record.verified == null || fromDbBool(record.verified))) {
      const secret = await symmetricDecrypt({ key: (ctx as unknown as { secretConfig: Parameters<typeof symmetricDecrypt>[0]["key"] }).secretConfig ?? ctx.secret, data: record.secret });
      if (totpMatches(secret, input.code.trim())) return true;
    }
  }
  return false;
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** better-auth stores generated secrets as they are and imported ones as `base32:<secret>`. */
function secretKey(secret: string): Buffer {
  if (!secret.startsWith("base32:")) return Buffer.from(secret, "utf8");
  let bits = "";
  for (const c of secret.slice(7).replace(/=+$/, "").toUpperCase()) bits += BASE32.indexOf(c).toString(2).padStart(5, "0");
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
}

/** RFC 6238 (SHA-1, 30 s, 6 digits), one step of clock drift either way, as better-auth accepts. */
function totpMatches(secret: string, code: string, now = Date.now()): boolean {
  const key = secretKey(secret);
  const step = Math.floor(now / 1000 / 30);
  for (const offset of [-1, 0, 1]) {
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(step + offset));
    const hmac = crypto.createHmac("sha1", key).update(counter).digest();
    const at = hmac[hmac.length - 1] & 0xf;
    const value = String((hmac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, "0");
    if (crypto.timingSafeEqual(Buffer.from(value), Buffer.from(code))) return true;
  }
  return false;
}
