import { FilePlus2, Newspaper } from "lucide-react";
import { ReviewStatusBadge } from "~/components/admin/review/review-status-badge";
import { useMemo, useState } from "react";
import { Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { AdminScreen, HeaderLink } from "~/components/admin/page-header";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";
import { RowBadge, RowButton } from "~/components/admin/forms/row-controls";
import { RowIcon, RowIconSprite } from "~/components/admin/forms/row-icons";
import { filterHref, ListPager, ListSearch } from "~/components/admin/forms/list-pager";
import { apiRequest, describeFailure } from "~/components/admin/pages/api-client";
import { Button } from "~/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { toast } from "~/components/ui/sonner";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { deBlogAdmin as t } from "~/i18n/blog-admin";
import { deListPaging } from "~/i18n/list-paging";
import { formatDateLong, formatDateTime } from "~/lib/format";
import { BLOG_STATUSES, blogPostHref, mainStatus, type BlogPostRow, type BlogStatus } from "./blog-status";

/** Radix Select cannot hold an empty value; this stands for "no filter". */
const ALL = "__all__";

/** The orders of the list (`sort` in the address; the first is the default). */
const SORTS = ["neueste", "aelteste", "titel"] as const;

interface Props {
  /** One page of the list, searched, filtered and sorted on the server. */
  posts: BlogPostRow[];
  /** Posts matching search and filters; `all`: posts there are. */
  total: number;
  all: number;
  page: number;
  pageCount: number;
  /** The view as the address gives it. */
  query: { q: string; status: BlogStatus | null; category: string | null; sort: string };
  /** settings.blog.categories and the categories posts use. */
  categories: string[];
  /** The server's clock at load time (for 'Geplant'). */
  now: number;
  /** False for a person who may not delete (an Autor): no delete buttons. */
  mayDelete?: boolean;
}

export function BlogPostList({ posts, total, all, page, pageCount, query, categories, now, mayDelete = true }: Props) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [deleting, setDeleting] = useState<BlogPostRow | null>(null);

  const categoryOptions = useMemo(() => [...new Set(categories)].sort((a, b) => a.localeCompare(b, "de")), [categories]);
  // Filters and order live in the address; a change starts at page 1.
  const setParam = (key: string, value: string) => navigate(filterHref(params, { [key]: value === ALL ? null : value }), { preventScrollReset: true });
  const reset = () => navigate("?", { preventScrollReset: true });

  async function remove(post: BlogPostRow) {
    const result = await apiRequest<null>("DELETE", `/api/pages/${encodeURIComponent(post.id)}`);
    if (result.ok) toast.success(t.deleted);
    else toast.error(t.deleteFailed, { description: describeFailure(result) });
    void revalidator.revalidate();
  }

  return (
    <AdminScreen
      title={t.title}
      intro={t.intro}
      actions={
        <HeaderLink to="/admin/blog/new" icon={FilePlus2} label={t.newPost} />
      }
    >
      {all === 0 ? (
        <div className="rounded-xl border bg-card p-10 text-center shadow-xs">
          <Newspaper aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
          <h2 className="mt-4 text-lg font-semibold">{t.emptyTitle}</h2>
          <p className="mx-auto mt-2 max-w-md text-muted-foreground">{t.emptyText}</p>
          <Button asChild className="mt-5">
            <Link to="/admin/blog/new">
              <FilePlus2 aria-hidden="true" />
              {t.newPost}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <ListSearch value={query.q} placeholder={t.search} label={t.searchLabel} />
            <Select value={query.status ?? ALL} onValueChange={(v) => setParam("status", v)}>
              <SelectTrigger aria-label={t.statusFilter} className="w-56" data-testid="blog-status-filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t.allStatuses}</SelectItem>
                {BLOG_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t.status[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={query.category ?? ALL} onValueChange={(v) => setParam("category", v)}>
              <SelectTrigger aria-label={t.categoryFilter} className="w-52" data-testid="blog-category-filter">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t.allCategories}</SelectItem>
                {categoryOptions.map((c) => (
                  <SelectItem key={c} value={c}>
                    {c}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={query.sort} onValueChange={(v) => setParam("sort", v === SORTS[0] ? ALL : v)}>
              <SelectTrigger aria-label={deListPaging.sort} className="w-48" data-testid="blog-sort">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SORTS.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t.sorts[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <p role="status" aria-live="polite" className="text-xs text-muted-foreground">
            {t.count(total, all)}
          </p>
          {posts.length === 0 ? (
            <div className="rounded-xl border bg-card p-8 text-center">
              <p className="font-medium">{t.noMatchTitle}</p>
              <p className="mt-1 text-muted-foreground">{t.noMatchText}</p>
              <Button variant="outline" size="sm" className="mt-4" onClick={reset}>
                {t.resetFilters}
              </Button>
            </div>
          ) : (
            <div className="relative overflow-x-auto rounded-xl border bg-card shadow-xs">
              <RowIconSprite />
              <table className="w-full min-w-[44rem] text-left text-sm" data-testid="blog-posts">
                <caption className="sr-only">{t.title}</caption>
                <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">{t.columns.title}</th>
                    <th scope="col" className="px-3 py-2 font-medium">{t.columns.status}</th>
                    <th scope="col" className="px-3 py-2 font-medium">{t.columns.category}</th>
                    <th scope="col" className="px-3 py-2 font-medium">{t.columns.date}</th>
                    <th scope="col" className="px-3 py-2 font-medium">{t.columns.author}</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">{t.columns.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {posts.map((post) => (
                    <PostRow key={post.id} post={post} now={now} onDelete={mayDelete ? () => setDeleting(post) : undefined} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ListPager page={page} pageCount={pageCount} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteTitle}
        description={deleting ? t.deleteText(deleting.title) : ""}
        confirmLabel={t.delete}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </AdminScreen>
  );
}

function StatusBadges({ post, now }: { post: BlogPostRow; now: number }) {
  const status = mainStatus(post, now);
  return (
    <div className="flex flex-wrap gap-1" data-testid="blog-status">
      {status === "published" ? (
        <RowBadge variant="success">{t.status.published}</RowBadge>
      ) : status === "scheduled" ? (
        <RowBadge variant="outline" className="border-sky-300 bg-sky-50 text-sky-900" title={post.publish_at ? t.scheduledFor(formatDateTime(post.publish_at)) : undefined}>
          {t.status.scheduled}
        </RowBadge>
      ) : (
        <RowBadge variant="secondary">{t.status.draft}</RowBadge>
      )}
      {post.has_unpublished_changes && (
        <RowBadge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900" title={t.changesHint}>
          {t.status.changes}
        </RowBadge>
      )}
      <ReviewStatusBadge status={post.review_status} />
    </div>
  );
}

function PostRow({ post, now, onDelete }: { post: BlogPostRow; now: number; onDelete?: () => void }) {
  const edit = `/admin/blog/${encodeURIComponent(post.id)}/edit`;
  // Issue 38: someone else's unpublished post is, for an Autor, a title only; one they may only read has no pencil.
  const locked = post.locked === true;
  const mayEdit = !locked && post.may_edit !== false;
  return (
    <tr className="border-b last:border-b-0" data-testid="blog-row" data-post-id={post.id}>
      <td className="px-3 py-2">
        {locked ? (
          <span className="line-clamp-2 font-medium" data-testid="blog-title" data-locked="" title={t.lockedDraft}>
            {post.title}
          </span>
        ) : (
          <Link to={edit} className="line-clamp-2 font-medium hover:underline focus-visible:underline focus-visible:outline-none" data-testid="blog-title">
            {post.title}
          </Link>
        )}
        <span className="block max-w-56 truncate text-xs text-muted-foreground">{blogPostHref(post.slug)}</span>
      </td>
      <td className="px-3 py-2">
        <StatusBadges post={post} now={now} />
      </td>
      <td className="px-3 py-2">
        <RowBadge variant="outline">{post.category}</RowBadge>
      </td>
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">
        {/* A scheduled post is dated by its publish time (the moment it goes live). */}
        {post.publish_at ? (
          <time dateTime={post.publish_at}>{formatDateTime(post.publish_at)}</time>
        ) : (
          <time dateTime={post.date}>{formatDateLong(post.date)}</time>
        )}
      </td>
      <td className="px-3 py-2">{post.author || t.noAuthor}</td>
      <td className="px-3 py-2">
        <div className="flex items-center justify-end gap-1">
          {mayEdit && (
            <Tooltip>
              <TooltipTrigger asChild>
                <RowButton asChild variant="outline">
                  <Link to={edit} prefetch="intent" aria-label={t.editOf(post.title)}>
                    <RowIcon name="pencil" />
                  </Link>
                </RowButton>
              </TooltipTrigger>
              <TooltipContent>{t.edit}</TooltipContent>
            </Tooltip>
          )}
          {!locked && (
            <Tooltip>
              <TooltipTrigger asChild>
                <RowButton asChild variant="ghost">
                  <a href={`${blogPostHref(post.slug)}?preview=true`} target="_blank" rel="noopener" aria-label={t.previewOf(post.title)}>
                    <RowIcon name="eye" />
                  </a>
                </RowButton>
              </TooltipTrigger>
              <TooltipContent>{t.preview}</TooltipContent>
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip>
              <TooltipTrigger asChild>
                <RowButton variant="ghost" className="text-destructive hover:text-destructive" aria-label={t.deleteOf(post.title)} onClick={onDelete}>
                  <RowIcon name="trash" />
                </RowButton>
              </TooltipTrigger>
              <TooltipContent>{t.delete}</TooltipContent>
            </Tooltip>
          )}
        </div>
      </td>
    </tr>
  );
}
