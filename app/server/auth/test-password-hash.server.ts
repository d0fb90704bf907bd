import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "better-auth/crypto";

/**
 * Password hashing for the integration tests, as Django's test runner swaps in a fast hasher: the
 * same scrypt at 1/32 of the work (N 1024, r 8 instead of better-auth's N 16384, r 16). About a
 * quarter of an integration run was password hashing (218 hashes, 57 s on SQLite alone); every
 * behaviour around passwords stays (length rules, wrong password, reset, throttling counts).
 *
 * Only inside vitest (VITEST) and only when the test project asks for it (CMS_TEST_FAST_HASH=1,
 * vitest.config.ts): the built server, e2e, built-app and stress tests and every installation hash
 * with better-auth's defaults. A fast hash is marked (`t1$salt:key`) and is accepted only while
 * this is on; any other hash (made by the CLI in a child process, a restored backup) goes to
 * better-auth's own check, so both kinds sign in during a test. Outside tests a marked hash never
 * matches (better-auth reads `t1$salt` as the salt), so it fails closed.
 */
const MARK = "t1$";
const N = 1024;
const R = 8;

function key(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 64, { N, r: R, p: 1 }, (error, derived) => (error ? reject(error) : resolve(derived))),
  );
}

export function testPasswordHashing(): { hash(password: string): Promise<string>; verify(input: { hash: string; password: string }): Promise<boolean> } | undefined {
  if (!process.env.VITEST || process.env.CMS_TEST_FAST_HASH !== "1") return undefined;
  return {
    async hash(password) {
      const salt = randomBytes(16).toString("hex");
      return `${MARK}${salt}:${(await key(password, salt)).toString("hex")}`;
    },
    async verify({ hash, password }) {
      if (!hash.startsWith(MARK)) return verifyPassword({ hash, password });
      const [salt, stored] = hash.slice(MARK.length).split(":");
      if (!salt || !stored) return false;
      const derived = await key(password, salt);
      const expected = Buffer.from(stored, "hex");
      return expected.length === derived.length && timingSafeEqual(expected, derived);
    },
  };
}
