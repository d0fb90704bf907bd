import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { FilePlus2, FileText, Loader2, Newspaper, Sparkles } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { filterHref, ListPager, ListSearch } from "~/components/admin/forms/list-pager";
import { RowIconSprite } from "~/components/admin/forms/row-icons";
import { Button } from "~/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { deBlogAdmin } from "~/i18n/blog-admin";
import { CONTENT_TYPES } from "~/lib/pages";
import { apiRequest, describeFailure, type ApiResult } from "./api-client";
import { INDENT, PageTreeRow, type TreeRowPage } from "./page-tree-row";
import { descendantIds, flattenTree, getProjection, planDrop, withAllRoots, type DropPlan } from "./tree";
import { AdminScreen, HeaderLink } from "~/components/admin/page-header";

const t = de.pagesAdmin;
const ALL = "all";

/** Left/right change the level by one indent; up/down move between rows as usual, keeping that indent. */
const treeKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { currentCoordinates } = args;
  if (event.code === "ArrowRight" || event.code === "ArrowLeft") {
    event.preventDefault();
    return { x: currentCoordinates.x + (event.code === "ArrowRight" ? INDENT : -INDENT), y: currentCoordinates.y };
  }
  const next = sortableKeyboardCoordinates(event, args);
  return next ? { x: currentCoordinates.x, y: next.y } : next;
};

type PageInput = Omit<TreeRowPage, "depth">;

interface PageTreeProps {
  /** One page of the tree (whole root subtrees), or of the search results; filtered on the server. */
  pages: PageInput[];
  /** How many blog posts there are (listed in /admin/blog, not in this tree). */
  blogPosts?: number;
  /** A role that may read the pages but not change them (an Autor): no new page, no dragging, no row actions. */
  readOnly?: boolean;
  page?: number;
  pageCount?: number;
  /** Pages matching search and filters; `all`: pages there are. */
  total?: number;
  all?: number;
  /** Every root page in order (a drop among the roots of this page keeps the others' places). */
  rootIds?: string[];
  query?: { q: string; status: string | null; type: string | null };
}

const NO_QUERY = { q: "", status: null, type: null };

export function PageTree({ pages, blogPosts = 0, readOnly = false, page = 1, pageCount = 1, total, all, rootIds, query = NO_QUERY }: PageTreeProps) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [items, setItems] = useState(() => flattenTree(pages));
  useEffect(() => setItems(flattenTree(pages)), [pages]);
  const status = query.status ?? ALL;
  const type = query.type ?? ALL;
  // Filters live in the address; a change starts at page 1.
  const setParam = (key: string, value: string) => navigate(filterHref(params, { [key]: value === ALL ? null : value }), { preventScrollReset: true });
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [offsetX, setOffsetX] = useState(0);
  const [saving, setSaving] = useState(false);

  const filtering = query.q !== "" || status !== ALL || type !== ALL;
  const shown = items;
  // While dragging, the dragged page's subtree travels with it and is no drop target.
  const visible = useMemo(() => {
    if (!activeId) return shown;
    const hidden = descendantIds(items, activeId);
    return shown.filter((p) => !hidden.has(p.id));
  }, [shown, items, activeId]);
  const projection = activeId && overId ? getProjection(visible, activeId, overId, offsetX, INDENT) : null;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: treeKeyboardCoordinates }),
  );

  const titleOf = (id: UniqueIdentifier) => items.find((p) => p.id === id)?.title ?? String(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dnd.picked(titleOf(active.id)),
    onDragOver: ({ active, over }) => (over ? t.dnd.over(titleOf(active.id), titleOf(over.id)) : undefined),
    onDragEnd: ({ active }) => t.dnd.dropped(titleOf(active.id)),
    onDragCancel: ({ active }) => t.dnd.cancelled(titleOf(active.id)),
  };

  function resetDrag() {
    setActiveId(null);
    setOverId(null);
    setOffsetX(0);
  }

  function onDragEnd({ active, over, delta }: DragEndEvent) {
    const activeKey = String(active.id);
    const plan =
      over && projection
        ? planDrop(items, visible, activeKey, String(over.id), getProjection(visible, activeKey, String(over.id), delta.x, INDENT))
        : null;
    resetDrag();
    if (plan) void persist(plan, activeKey);
  }

  async function persist(plan: DropPlan<(typeof items)[number]>, id: string) {
    const previous = items;
    const page = previous.find((p) => p.id === id)!;
    setItems(plan.items);
    setSaving(true);
    const check = (result: ApiResult<unknown>) => {
      if (!result.ok) throw result;
    };
    try {
      // The order endpoint takes one parent's children, so the page must sit under its new parent first.
      if (plan.oldParentId !== plan.newParentId) {
        check(await apiRequest("PATCH", `/api/pages/${encodeURIComponent(id)}`, { parent_id: plan.newParentId, version: page.version }));
      }
      // This page of the list shows some of the roots: their new order is written among all roots.
      const complete = (parent: string | null, siblings: string[]) => (parent === null && rootIds ? withAllRoots(rootIds, siblings, id) : siblings);
      check(await apiRequest("PUT", "/api/pages/order", { ids: complete(plan.newParentId, plan.newSiblings) }));
      if (plan.oldSiblings && plan.oldSiblings.length > 0) check(await apiRequest("PUT", "/api/pages/order", { ids: complete(plan.oldParentId, plan.oldSiblings) }));
      toast.success(de.pages.orderUpdated);
    } catch (failure) {
      setItems(previous);
      const description = failure && typeof failure === "object" && "error" in failure ? describeFailure(failure as { error: string; fields: Record<string, string> }) : undefined;
      toast.error(de.pages.orderFailed, { description });
    } finally {
      setSaving(false);
      // Versions and sort keys changed on the server; fetch them so the next drop is not stale.
      void revalidator.revalidate();
    }
  }

  return (
    <AdminScreen
      title={t.title}
      intro={readOnly ? t.introReadOnly : t.intro}
      actions={
        readOnly ? undefined : (
          <>
            <HeaderLink outline href="/optimize-block" icon={Sparkles} label={t.optimize} />
            <HeaderLink to="/admin/pages/new" icon={FilePlus2} label={t.newPage} />
          </>
        )
      }
    >
      {blogPosts > 0 && (
        <p className="flex flex-wrap items-center gap-x-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm text-muted-foreground" data-testid="blog-posts-note">
          <Newspaper aria-hidden="true" className="size-4" />
          {deBlogAdmin.pagesNote(blogPosts)}
          <Link to="/admin/blog" className="font-medium text-foreground underline underline-offset-2">
            {deBlogAdmin.pagesNoteLink}
          </Link>
        </p>
      )}
      {(all ?? pages.length) === 0 ? (
        <EmptyState readOnly={readOnly} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <ListSearch value={query.q} placeholder={t.search} label={t.searchLabel} />
            <Select value={status} onValueChange={(v) => setParam("status", v)}>
              <SelectTrigger aria-label={t.statusFilter} className="w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{`${t.statusFilter}: ${t.all}`}</SelectItem>
                <SelectItem value="published">{t.published}</SelectItem>
                <SelectItem value="draft">{t.draft}</SelectItem>
              </SelectContent>
            </Select>
            <Select value={type} onValueChange={(v) => setParam("type", v)}>
              <SelectTrigger aria-label={t.typeFilter} className="w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t.allTypes}</SelectItem>
                {CONTENT_TYPES.filter((ct) => ct !== "blog").map((ct) => (
                  <SelectItem key={ct} value={ct}>
                    {t.contentTypes[ct]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
            <span role="status" aria-live="polite">
              {t.count(total ?? shown.length, all ?? items.length)}
            </span>
            <span className="flex items-center gap-1.5">
              {saving && <Loader2 aria-hidden="true" className="size-3.5 motion-safe:animate-spin" />}
              {readOnly ? null : filtering ? t.dragDisabled : t.dragHint}
            </span>
          </div>
          {shown.length === 0 ? (
            <div className="rounded-xl border bg-card p-8 text-center">
              <p className="font-medium">{t.noMatchTitle}</p>
              <p className="mt-1 text-muted-foreground">{t.noMatchText}</p>
              <Button variant="outline" size="sm" className="mt-4" onClick={() => navigate("?", { preventScrollReset: true })}>
                {t.resetFilters}
              </Button>
            </div>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              accessibility={{ announcements, screenReaderInstructions: { draggable: t.dnd.instructions } }}
              onDragStart={({ active }) => (setActiveId(String(active.id)), setOverId(String(active.id)))}
              onDragMove={({ delta }) => setOffsetX(delta.x)}
              onDragOver={({ over }) => setOverId(over ? String(over.id) : null)}
              onDragEnd={onDragEnd}
              onDragCancel={resetDrag}
            >
              <RowIconSprite />
              <SortableContext items={visible.map((p) => p.id)} strategy={verticalListSortingStrategy}>
                <ul className="overflow-hidden rounded-xl border bg-card shadow-xs" aria-label={t.title} data-testid="page-tree">
                  {visible.map((page) => (
                    <PageTreeRow
                      key={page.id}
                      page={page}
                      projectedDepth={page.id === activeId && projection ? projection.depth : undefined}
                      dragDisabled={readOnly || filtering || saving}
                      onChanged={readOnly ? undefined : () => void revalidator.revalidate()}
                    />
                  ))}
                </ul>
              </SortableContext>
            </DndContext>
          )}
          <ListPager page={page} pageCount={pageCount} />
        </>
      )}
    </AdminScreen>
  );
}

function EmptyState({ readOnly }: { readOnly: boolean }) {
  return (
    <div className="rounded-xl border bg-card p-10 text-center shadow-xs">
      <FileText aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
      <h2 className="mt-4 text-lg font-semibold">{t.emptyTitle}</h2>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">{t.emptyText}</p>
      <div className={readOnly ? "hidden" : "mt-5 flex justify-center gap-2"}>
        <Button asChild>
          <Link to="/admin/pages/new">
            <FilePlus2 aria-hidden="true" />
            {t.newPage}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/templates">{de.pagesAdmin.templatesPage.title}</Link>
        </Button>
      </div>
    </div>
  );
}
