import { ArrowLeftIcon, BugIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { toast } from "~/components/ui/sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { de } from "~/i18n/de";
import { authSearch, type AuthMode } from "~/lib/auth-params";
import { DEBUG_PANEL_ID, DebugPanel, type SessionPhase } from "./debug-panel";
import type { SubmitGate } from "./form-parts";
import { NewPasswordForm } from "./new-password-form";
import { ResetRequestForm } from "./reset-request-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { StatusBanners } from "./status-banners";
import { TwoFactorForm } from "./two-factor-form";
import { useOnline, useServerHealth } from "./use-connection";

const t = de.auth;

type View =
  | { kind: "sign-in" }
  | { kind: "reset-request" }
  | { kind: "sign-up" }
  | { kind: "two-factor" }
  | { kind: "new-password"; token: string };

function initialView(mode: AuthMode): View {
  if (mode.kind === "new-password") return { kind: "new-password", token: mode.token };
  if (mode.kind === "link-error" && mode.offerReset) return { kind: "reset-request" };
  return { kind: "sign-in" };
}

export interface AuthScreenProps {
  mode: AuthMode;
  redirectTo: string;
  version: string;
  siteName: string;
  /** False while 'Registrierung erlauben' is off: no sign-up tab. */
  allowSignUp?: boolean;
}

/** The /auth screen: sign in, register, reset the password, two-factor step (spec §2, §5, §8). */
export function AuthScreen({ mode, redirectTo, version, siteName, allowSignUp = true }: AuthScreenProps) {
  const navigate = useNavigate();
  const online = useOnline();
  const health = useServerHealth(online);
  const [view, setView] = useState<View>(() => initialView(mode));
  const [notice, setNotice] = useState(mode.kind === "link-error" ? { title: mode.title, message: mode.message } : null);
  const [email, setEmail] = useState("");
  const [signingIn, setSigningIn] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [debugOpen, setDebugOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const noticeToasted = useRef(false);

  useEffect(() => setHydrated(true), []);

  // A broken link from an e-mail: say so as a toast too (the alert in the card stays).
  useEffect(() => {
    if (!notice || noticeToasted.current) return;
    noticeToasted.current = true;
    toast.error(notice.title, { description: notice.message });
  }, [notice]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && !event.altKey && event.key.toLowerCase() === "d") {
        event.preventDefault();
        setDebugOpen((open) => !open);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const ensureOnline = useCallback(() => {
    if (navigator.onLine) return true;
    toast.error(t.offlineToastTitle, { description: t.offlineToastText });
    return false;
  }, []);
  const gate: SubmitGate = { disabled: !hydrated || health.state === "error", ensureOnline };

  const show = (next: View) => {
    setNotice(null);
    setView(next);
  };
  // A full page load, so the server guard of the target sees the new session cookie.
  const finishSignIn = (delayMs = 0) => {
    setSignedIn(true);
    setTimeout(() => window.location.assign(redirectTo), delayMs);
  };
  const leaveResetLink = () => {
    show({ kind: "sign-in" });
    // The token is used up (or useless): take it out of the address bar and history.
    void navigate(`/auth${authSearch(redirectTo)}`, { replace: true, preventScrollReset: true });
  };

  const phase: SessionPhase = signedIn ? "signed-in" : view.kind === "two-factor" ? "two-factor" : signingIn ? "signing-in" : "signed-out";
  const inTabs = view.kind === "sign-in" || view.kind === "reset-request" || view.kind === "sign-up";
  const heading = view.kind === "two-factor" ? t.twoFactorTitle : view.kind === "new-password" ? t.newPasswordTitle : t.pageTitle;
  const description = view.kind === "two-factor" ? t.twoFactorIntro : siteName;

  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/60 px-4 py-8 text-sm sm:pt-[12vh]">
      <div className="grid w-full max-w-sm gap-4">
        <StatusBanners online={online} health={health.state} onRetry={health.check} />
        <Card className="gap-5">
          <CardHeader>
            <h1 className="text-xl leading-tight font-semibold">{heading}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent className="grid gap-4">
            {notice && (
              <div role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-red-800">
                <p className="font-medium">{notice.title}</p>
                <p>{notice.message}</p>
              </div>
            )}
            {inTabs && (
              <Tabs value={view.kind === "sign-up" ? "sign-up" : "sign-in"} onValueChange={(tab) => show({ kind: tab === "sign-up" ? "sign-up" : "sign-in" })} className="gap-5">
                {allowSignUp && (
                  <TabsList className="grid w-full grid-cols-2">
                    <TabsTrigger value="sign-in">{t.tabSignIn}</TabsTrigger>
                    <TabsTrigger value="sign-up">{t.tabSignUp}</TabsTrigger>
                  </TabsList>
                )}
                {/* The panels hold form fields, so the panel itself needs no extra tab stop. */}
                <TabsContent value="sign-in" tabIndex={-1}>
                  {view.kind === "reset-request" ? (
                    <ResetRequestForm gate={gate} email={email} onEmailChange={setEmail} onDone={() => show({ kind: "sign-in" })} />
                  ) : (
                    <SignInForm
                      gate={gate}
                      email={email}
                      onEmailChange={setEmail}
                      onForgotPassword={() => show({ kind: "reset-request" })}
                      onSigningIn={setSigningIn}
                      onTwoFactor={() => show({ kind: "two-factor" })}
                      onSignedIn={() => finishSignIn()}
                    />
                  )}
                </TabsContent>
                {allowSignUp && (
                  <TabsContent value="sign-up" tabIndex={-1}>
                    <SignUpForm
                      gate={gate}
                      email={email}
                      onEmailChange={setEmail}
                      onSigningIn={setSigningIn}
                      onSignedIn={finishSignIn}
                      onNeedsSignIn={() => show({ kind: "sign-in" })}
                    />
                  </TabsContent>
                )}
              </Tabs>
            )}
            {view.kind === "two-factor" && (
              <TwoFactorForm gate={gate} onSignedIn={() => finishSignIn()} onRestart={() => show({ kind: "sign-in" })} />
            )}
            {view.kind === "new-password" && (
              <NewPasswordForm
                gate={gate}
                token={view.token}
                onDone={leaveResetLink}
                onRequestNewLink={() => {
                  leaveResetLink();
                  show({ kind: "reset-request" });
                }}
              />
            )}
          </CardContent>
        </Card>
        <div className="flex items-center justify-between gap-2">
          <Button asChild variant="link" size="sm" className="px-0 text-muted-foreground">
            <a href="/">
              <ArrowLeftIcon aria-hidden="true" />
              {t.backToSite}
            </a>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            aria-expanded={debugOpen}
            aria-controls={DEBUG_PANEL_ID}
            aria-keyshortcuts="Control+Shift+D"
            onClick={() => setDebugOpen((open) => !open)}
          >
            <BugIcon aria-hidden="true" />
            {t.debugPanel}
          </Button>
        </div>
        {debugOpen && <DebugPanel health={health.state} checkedAt={health.checkedAt} phase={phase} online={online} version={version} />}
      </div>
    </main>
  );
}
