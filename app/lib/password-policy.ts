/**
 * The one password policy (issue 38 item 25, decision 027): sign-up, password reset, change,
 * invitation and the shell's create-user all check these bounds, and better-auth enforces them
 * on its own endpoints (emailAndPassword.minPasswordLength/maxPasswordLength).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** "short" / "long" for a password outside the policy, null when it fits. */
export function passwordProblem(password: string): "short" | "long" | null {
  if (password.length < PASSWORD_MIN) return "short";
  return password.length > PASSWORD_MAX ? "long" : null;
}
