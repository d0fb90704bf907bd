/** E-mail address checks shared by the browser (forms) and the server (mail, contact). */

const FORBIDDEN_IN_ADDRESS = /[\s\p{Cc}<>()[\]\\,;:"@]/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/**
 * A single plain address (no display name, no list), Unicode domains allowed. Stricter than the
 * RFC on purpose: anything else is far more often a typo or a header injection than a real mailbox.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || FORBIDDEN_IN_ADDRESS.test(local)) return false;
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return false;
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return /\p{L}/u.test(labels[labels.length - 1]);
}
