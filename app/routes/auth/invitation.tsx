import { data, Form, redirect, useNavigation } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/auth/form-parts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { dePeople } from "~/i18n/people";
import { ROLE_LABELS } from "~/lib/access";
import { NAME_MAX } from "~/lib/user-name";
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from "~/lib/password-policy";
import { HttpError } from "~/server/http/http-error.server";
import { logger } from "~/server/logger.server";
import { db, runtime } from "~/server/runtime.server";
import { getSettings } from "~/server/settings/settings.server";
import { acceptInvitation, findInvitation } from "~/server/users/users.server";
import type { Route } from "./+types/invitation";

const a = dePeople.accept;

/** /auth/einladung/:token: the one-time link of an invitation (issue 29). Works while sign-up is closed. */
export async function loader({ params }: Route.LoaderArgs) {
  const [found, stored] = await Promise.all([findInvitation(db(), params.token), getSettings(db())]);
  const siteName = stored.settings.site_name;
  if (found.state !== "valid") return { valid: false as const, message: a[found.state], siteName };
  return { valid: true as const, email: found.email, role: ROLE_LABELS[found.role], siteName };
}

type Fields = Partial<Record<"name" | "password" | "passwordRepeat", string>>;

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const name = String(form.get("name") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const repeat = String(form.get("passwordRepeat") ?? "");
  const fields: Fields = {};
  if (!name) fields.name = a.nameRequired;
  else if (name.length > NAME_MAX) fields.name = a.nameTooLong(NAME_MAX);
  const problem = passwordProblem(password);
  if (problem) fields.password = problem === "short" ? a.passwordShort : a.passwordLong;
  else if (password !== repeat) fields.passwordRepeat = a.passwordMismatch;
  if (Object.keys(fields).length) return data({ fields, error: null, name }, { status: 400 });

  let email: string;
  try {
    ({ email } = await acceptInvitation(runtime().auth, db(), params.token, { name, password }));
  } catch (error) {
    if (error instanceof HttpError) return data({ fields: {} as Fields, error: error.message, name }, { status: error.status });
    logger().error({ err: error }, "Einladung konnte nicht angenommen werden");
    return data({ fields: {} as Fields, error: a.failed, name }, { status: 500 });
  }
  const out = new Headers();
  try {
    const { headers } = await runtime().auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers: request.headers, returnHeaders: true });
    for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
  } catch (error) {
    // The account exists; signing in by hand on /auth still works.
    logger().warn({ err: error }, "Anmeldung nach angenommener Einladung fehlgeschlagen");
    return redirect("/auth?redirectTo=%2Fadmin");
  }
  return redirect("/admin", { headers: out });
}

export const meta: Route.MetaFunction = () => [{ title: a.pageTitle }, { name: "robots", content: "noindex" }];

// The token is in the address: never cache, never send it to another site as a referrer (same-origin:
// "no-referrer" would make the browser post the form with `Origin: null`, which is refused).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export default function InvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const fields: Fields = actionData?.fields ?? {};
  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/60 px-4 py-8 text-sm sm:pt-[12vh]">
      <div className="grid w-full max-w-sm gap-4">
        <Card className="gap-5">
          <CardHeader>
            <h1 className="text-xl leading-tight font-semibold">{loaderData.valid ? a.pageTitle : a.invalidTitle}</h1>
            {loaderData.siteName && <CardDescription>{loaderData.siteName}</CardDescription>}
          </CardHeader>
          <CardContent className="grid gap-4">
            {!loaderData.valid ? (
              <>
                <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-red-800">
                  {loaderData.message}
                </p>
                <Button asChild variant="outline">
                  <a href="/auth">{a.toSignIn}</a>
                </Button>
              </>
            ) : (
              <Form method="post" reloadDocument noValidate className="grid gap-4" aria-describedby="invitation-error">
                <p>{a.intro(loaderData.role)}</p>
                <Field id="invitation-email" label={a.email} value={loaderData.email} readOnly autoComplete="username" />
                <Field id="invitation-name" name="name" label={a.name} hint={a.nameHint} autoComplete="name" maxLength={NAME_MAX} defaultValue={actionData?.name ?? ""} error={fields.name} required />
                <Field id="invitation-password" name="password" type="password" label={a.password} hint={a.passwordHint} autoComplete="new-password" minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} error={fields.password} required />
                <Field id="invitation-password-repeat" name="passwordRepeat" type="password" label={a.passwordRepeat} autoComplete="new-password" maxLength={128} error={fields.passwordRepeat} required />
                <FormError id="invitation-error" message={actionData?.error ?? null} />
                <SubmitButton busy={busy} busyLabel={a.submit}>
                  {a.submit}
                </SubmitButton>
              </Form>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
