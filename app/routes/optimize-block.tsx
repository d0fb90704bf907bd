import { useEffect, useId, useState } from "react";
import { data, useFetcher } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { requireAccess } from "~/server/auth/guard.server";
import { adminAreas, OTHER_ROUTES } from "~/server/auth/operations";
import { PageConflictError } from "~/server/pages/pages.server";
import { fixAltText, fixHeadings, fixInvalidBlocks, fixLegacy, OptimizeNotFoundError, scanPages, type OptimizeFinding } from "~/server/pages/optimize.server";
import { ValidationError } from "~/server/api/validation.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/optimize-block";

export async function loader({ request }: Route.LoaderArgs) {
  const { user, role } = await requireAccess(request, OTHER_ROUTES["GET /optimize-block"]);
  return { email: user.email, areas: adminAreas(role), findings: await scanPages(db()) };
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireAccess(request, OTHER_ROUTES["POST /optimize-block"], { api: true });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const pageId = String(form.get("pageId") ?? "");
  const version = Number(form.get("version"));
  const options = { authorId: user.id, expectedVersion: Number.isInteger(version) ? version : undefined };
  try {
    let changed: number;
    if (intent === "legacy") changed = await fixLegacy(db(), pageId, options);
    else if (intent === "headings") changed = await fixHeadings(db(), pageId, options);
    else if (intent === "invalid-block") changed = await fixInvalidBlocks(db(), pageId, options);
    else if (intent === "alt") {
      const pattern = String(form.get("pattern") ?? "");
      if (pattern.trim() === "") return data({ ok: false, error: de.optimizePage.patternRequired }, { status: 400 });
      changed = await fixAltText(db(), pageId, pattern, options);
    } else return data({ ok: false, error: de.optimizePage.unknownAction }, { status: 400 });
    return { ok: true, intent, changed };
  } catch (error) {
    if (error instanceof ValidationError) return data({ ok: false, error: error.message, fields: error.fields }, { status: 400 });
    if (error instanceof PageConflictError) return data({ ok: false, error: error.message }, { status: 409 });
    if (error instanceof OptimizeNotFoundError) return data({ ok: false, error: error.message }, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [{ title: `${de.optimizePage.title} – ${de.admin.title}` }, { name: "robots", content: "noindex" }];

const KIND_LABEL: Record<OptimizeFinding["kind"], string> = {
  legacy: de.optimizePage.kindLegacy,
  headings: de.optimizePage.kindHeadings,
  alt: de.optimizePage.kindAlt,
  "invalid-block": de.optimizePage.kindInvalid,
  "unknown-block": de.optimizePage.kindUnknown,
};

function FindingRow({ finding }: { finding: OptimizeFinding }) {
  const fetcher = useFetcher<typeof action>();
  const [pattern, setPattern] = useState("Abbildung {n}");
  const busy = fetcher.state !== "idle";
  const reasonId = useId();
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle") return;
    if ("changed" in result) toast.success(result.intent === "headings" ? de.seo.headingsFixed : de.optimizePage.fixed(result.changed));
    else if ("error" in result) toast.error(finding.kind === "headings" ? de.seo.headingsFixFailed(result.error) : result.error);
  }, [fetcher.data, fetcher.state, finding.kind]);
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {finding.pageTitle} <span className="font-normal text-muted-foreground">{finding.path}</span>
        </p>
        <p className="text-muted-foreground">{finding.message}</p>
        {finding.blockedReason && (
          <p id={reasonId} className="mt-1 text-xs text-amber-800" data-testid="fix-blocked-reason">
            {finding.blockedReason}
          </p>
        )}
        {finding.details.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-xs text-muted-foreground">
            {finding.details.map((d, i) => (
              <li key={i}>{d}</li>
            ))}
          </ul>
        )}
      </div>
      {finding.kind === "unknown-block" ? (
        // Nothing to fix here: the block stays until its type exists or someone removes it in the editor.
        <Button asChild size="sm" variant="outline">
          <a href={finding.editPath}>{de.optimizePage.openEditor}</a>
        </Button>
      ) : (
        <fetcher.Form method="post" className="flex shrink-0 items-center gap-2">
          <input type="hidden" name="intent" value={finding.kind} />
          <input type="hidden" name="pageId" value={finding.pageId} />
          <input type="hidden" name="version" value={finding.version} />
          {finding.kind === "alt" && (
            <Input name="pattern" aria-label={de.optimizePage.patternLabel} value={pattern} onChange={(e) => setPattern(e.target.value)} className="w-44" />
          )}
          <Button
            type="submit"
            size="sm"
            disabled={busy || !finding.fixable || (finding.kind === "alt" && pattern.trim() === "")}
            aria-describedby={finding.blockedReason ? reasonId : undefined}
            title={finding.blockedReason}
          >
            {finding.kind === "headings" ? de.seo.fixHeadings : de.optimizePage.fix}
          </Button>
          {!finding.fixable && (
            <Button asChild size="sm" variant="outline">
              <a href={finding.editPath}>{de.optimizePage.openEditor}</a>
            </Button>
          )}
        </fetcher.Form>
      )}
    </li>
  );
}

/** Spec §2 /optimize-block: problems across all pages, each with a one-click fix that writes a revision. */
export default function OptimizeBlock({ loaderData }: Route.ComponentProps) {
  const kinds = (Object.keys(KIND_LABEL) as OptimizeFinding["kind"][]).filter((k) => loaderData.findings.some((f) => f.kind === k));
  return (
    <AdminShell email={loaderData.email} areas={loaderData.areas}>
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-semibold tracking-tight">{de.optimizePage.title}</h1>
        <p className="mt-1 max-w-prose text-muted-foreground">{de.optimizePage.intro}</p>
        {kinds.length === 0 && <p className="mt-8 rounded-lg border border-dashed bg-card p-8 text-center text-muted-foreground">{de.optimizePage.allGood}</p>}
        {kinds.map((kind) => {
          const findings = loaderData.findings.filter((f) => f.kind === kind);
          return (
            <section key={kind} className="mt-8">
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                {KIND_LABEL[kind]} <Badge variant="secondary">{findings.length}</Badge>
              </h2>
              <ul className="mt-3 divide-y rounded-lg border bg-card">
                {findings.map((f) => (
                  <FindingRow key={`${f.kind}-${f.pageId}-${f.blockId ?? ""}`} finding={f} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </AdminShell>
  );
}
