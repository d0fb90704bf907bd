import { ChevronDown, ChevronRight, Columns2, TextCursorInput } from "lucide-react";
import { Fragment, useState, type ReactNode } from "react";
import { BlockList } from "~/blocks/render";
import type { Block } from "~/blocks/types";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { deCompare as t } from "~/i18n/compare";
import type { BlockChange, FieldChange, PageComparison, WordChange } from "~/lib/compare/types";
import { cn } from "~/lib/utils";

/**
 * Shows a PageComparison (issue 30): 'Nebeneinander' (old | new per block) or 'Im Text' (one column,
 * removed words struck through, added ones underlined). Every kind of change has a badge with its
 * name and <del>/<ins> mark the words, so nothing is said by colour alone. Runs of unchanged blocks
 * are folded ('N unveränderte Blöcke'). `blockActions`: extra controls per block (the reviewer's
 * 'Anmerkung').
 */
export type ComparisonMode = "side" | "inline";

export function ComparisonView({
  comparison,
  blockActions,
  defaultMode = "side",
}: {
  comparison: PageComparison;
  blockActions?: (blockId: string) => ReactNode;
  defaultMode?: ComparisonMode;
}) {
  const [mode, setMode] = useState<ComparisonMode>(defaultMode);
  const groups = groupUnchanged(comparison.blocks);
  const nothing = comparison.meta.length === 0 && comparison.blocks.every((b) => b.kind === "unchanged");

  return (
    <section data-testid="comparison" data-mode={mode} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p data-testid="comparison-summary" className="text-sm text-muted-foreground">
          {nothing ? t.noDifferences : t.summary(comparison.summary)}
        </p>
        <div role="group" aria-label={t.viewMode} className="inline-flex rounded-md border bg-card p-0.5">
          <Button type="button" size="sm" variant={mode === "side" ? "secondary" : "ghost"} aria-pressed={mode === "side"} onClick={() => setMode("side")}>
            <Columns2 aria-hidden="true" />
            {t.sideBySide}
          </Button>
          <Button type="button" size="sm" variant={mode === "inline" ? "secondary" : "ghost"} aria-pressed={mode === "inline"} onClick={() => setMode("inline")}>
            <TextCursorInput aria-hidden="true" />
            {t.inline}
          </Button>
        </div>
      </div>

      {mode === "side" && (
        <div className="grid grid-cols-2 gap-4 px-4 text-xs font-medium uppercase tracking-wide text-muted-foreground" aria-hidden="true">
          <span>
            {t.before}: {comparison.from.label}
          </span>
          <span>
            {t.after}: {comparison.to.label}
          </span>
        </div>
      )}

      {comparison.meta.length > 0 && (
        <div data-testid="compare-meta" className="rounded-xl border bg-card p-4 shadow-xs">
          <h2 className="mb-2 text-sm font-semibold">{t.pageFields}</h2>
          <div className="grid gap-3">
            {comparison.meta.map((field) => (
              <FieldDiff key={field.field} field={field} mode={mode} />
            ))}
          </div>
        </div>
      )}

      <ol className="grid gap-3" aria-label={comparison.to.title}>
        {groups.map((group) =>
          group.kind === "unchanged" ? (
            <UnchangedRun key={group.blocks[0].id + group.start} blocks={group.blocks} mode={mode} blockActions={blockActions} />
          ) : (
            <BlockCard key={group.block.id + group.start} change={group.block} mode={mode} blockActions={blockActions} />
          ),
        )}
      </ol>
    </section>
  );
}

type Group = { kind: "unchanged"; blocks: BlockChange[]; start: number } | { kind: "change"; block: BlockChange; start: number };

function groupUnchanged(blocks: BlockChange[]): Group[] {
  const groups: Group[] = [];
  blocks.forEach((block, i) => {
    const last = groups[groups.length - 1];
    if (block.kind !== "unchanged") groups.push({ kind: "change", block, start: i });
    else if (last?.kind === "unchanged") last.blocks.push(block);
    else groups.push({ kind: "unchanged", blocks: [block], start: i });
  });
  return groups;
}

function UnchangedRun({ blocks, mode, blockActions }: { blocks: BlockChange[]; mode: ComparisonMode; blockActions?: (blockId: string) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <li data-testid="compare-unchanged" className="grid gap-3">
      <Button type="button" variant="ghost" size="sm" className="justify-self-start text-muted-foreground" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
        {t.unchangedBlocks(blocks.length)}
      </Button>
      {open && (
        <ol className="grid gap-3">
          {blocks.map((b) => (
            <BlockCard key={b.id} change={b} mode={mode} blockActions={blockActions} />
          ))}
        </ol>
      )}
    </li>
  );
}

const KIND_BADGE: Record<BlockChange["kind"], { variant: "default" | "secondary" | "destructive" | "outline" | "success"; border: string }> = {
  added: { variant: "success", border: "border-l-success" },
  removed: { variant: "destructive", border: "border-l-destructive" },
  moved: { variant: "outline", border: "border-l-primary" },
  changed: { variant: "default", border: "border-l-primary" },
  style: { variant: "secondary", border: "border-l-muted-foreground" },
  unchanged: { variant: "outline", border: "border-l-transparent" },
};

function BlockCard({ change, mode, blockActions }: { change: BlockChange; mode: ComparisonMode; blockActions?: (blockId: string) => ReactNode }) {
  const badge = KIND_BADGE[change.kind];
  const depth = Math.min(change.parents.length, 4);
  return (
    <li
      data-testid="compare-block"
      data-block-id={change.id}
      data-kind={change.kind}
      data-moved={change.moved ? "true" : undefined}
      className={cn("rounded-xl border border-l-4 bg-card shadow-xs", badge.border)}
      style={depth ? { marginLeft: `${depth * 1.25}rem` } : undefined}
    >
      <div className="flex flex-wrap items-center gap-2 border-b px-4 py-2">
        <Badge variant={badge.variant} data-testid="compare-badge">
          {t.kinds[change.kind]}
        </Badge>
        {change.moved && change.kind !== "moved" && (
          <Badge variant="outline" data-testid="compare-badge">
            {t.kinds.moved}
          </Badge>
        )}
        <span className="min-w-0 flex-1 truncate text-sm font-medium">{change.label}</span>
        {blockActions?.(change.id)}
      </div>
      <div className="grid gap-3 p-4">
        <BlockBody change={change} mode={mode} />
      </div>
    </li>
  );
}

function BlockBody({ change, mode }: { change: BlockChange; mode: ComparisonMode }) {
  const preview = (block: unknown, kind: "removed" | "added" | "same") => (
    <div
      className={cn(
        "max-h-80 overflow-auto rounded-lg border bg-background p-3 text-sm",
        kind === "removed" && "border-destructive/40 bg-destructive/5 opacity-80",
        kind === "added" && "border-success/40 bg-success/5",
      )}
      inert
    >
      <BlockList blocks={[block as Block]} />
    </div>
  );
  if (change.kind === "added" || change.kind === "removed") {
    const block = change.kind === "added" ? change.after : change.before;
    if (mode === "inline") return preview(block, change.kind);
    return (
      <div className="grid grid-cols-2 gap-4">
        {change.kind === "removed" ? preview(block, "removed") : <Absent />}
        {change.kind === "added" ? preview(block, "added") : <Absent />}
      </div>
    );
  }
  if (change.kind === "unchanged" || (change.kind === "moved" && change.fields.length === 0 && change.styles.length === 0)) {
    if (mode === "inline") return preview(change.after, "same");
    return (
      <div className="grid grid-cols-2 gap-4">
        {preview(change.before, "same")}
        {preview(change.after, "same")}
      </div>
    );
  }
  return (
    <>
      {change.fields.map((field) => (
        <FieldDiff key={field.field} field={field} mode={mode} />
      ))}
      {change.styles.length > 0 && (
        <div data-testid="compare-styles">
          <p className="mb-1 text-xs font-medium text-muted-foreground">{t.styleChanges}</p>
          <ul className="flex flex-wrap gap-2">
            {change.styles.map((s) => (
              <li key={s.field} data-testid="compare-style" className="rounded-md border bg-muted/50 px-2 py-0.5 text-sm">
                {s.text}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function Absent() {
  return <div className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">—</div>;
}

/** One changed field: words marked where it is text, else 'old → new'. */
function FieldDiff({ field, mode }: { field: FieldChange; mode: ComparisonMode }) {
  const words = field.words;
  return (
    <div data-testid="compare-field" data-field={field.field}>
      <p className="mb-1 text-xs font-medium text-muted-foreground">{field.label}</p>
      {!words ? (
        <p className="text-sm">
          {field.before || t.empty} → {field.after || t.empty}
        </p>
      ) : mode === "inline" ? (
        <p className="text-sm leading-relaxed">
          <Words words={words} show={["same", "removed", "added"]} />
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-4 text-sm leading-relaxed">
          <p>{field.before ? <Words words={words} show={["same", "removed"]} /> : <span className="text-muted-foreground">{t.empty}</span>}</p>
          <p>{field.after ? <Words words={words} show={["same", "added"]} /> : <span className="text-muted-foreground">{t.empty}</span>}</p>
        </div>
      )}
    </div>
  );
}

function Words({ words, show }: { words: WordChange[]; show: WordChange["kind"][] }) {
  return (
    <>
      {words
        .filter((w) => show.includes(w.kind))
        .map((w, i) =>
          w.kind === "removed" ? (
            <Fragment key={i}>
              <span className="sr-only">{t.removedWords} </span>
              <del data-testid="word-removed" className="mr-0.5 rounded-sm bg-red-100 text-red-900 decoration-red-700 decoration-2 dark:bg-red-950 dark:text-red-100">
                {w.text}
              </del>
            </Fragment>
          ) : w.kind === "added" ? (
            <Fragment key={i}>
              <span className="sr-only">{t.addedWords} </span>
              <ins data-testid="word-added" className="rounded-sm bg-green-100 text-green-900 underline decoration-green-700 decoration-2 underline-offset-2 dark:bg-green-950 dark:text-green-100">
                {w.text}
              </ins>
            </Fragment>
          ) : (
            <Fragment key={i}>{w.text}</Fragment>
          ),
        )}
    </>
  );
}
