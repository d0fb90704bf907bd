/**
 * The blog overview with JavaScript (spec §2/§4): typing searches as you type, the selects apply
 * at once, page links load in place. The server does the work: the overview's own address with
 * the new query string is fetched and its results swapped in, the URL follows (back restores it).
 * A search, category or sort change starts at page 1. Loaded by main.ts only on pages with the
 * overview. Listeners sit on the document, so a live update that replaces the content still works.
 */
import { blogOverviewSearch, parseBlogOverviewQuery } from "~/lib/blog-rules";
import { BLOG_ATTR } from "./blog-contract";

const TYPING_DELAY_MS = 300;
const sel = (name: string) => `[${name}]`;

export function setupBlogSearch(doc: Document): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | null = null;

  const overview = () => doc.querySelector(sel(BLOG_ATTR.overview));
  const form = () =>
    overview()?.querySelector<HTMLFormElement>(sel(BLOG_ATTR.form)) ?? null;

  /** The form's state as the overview's address (no page field: back to page 1). */
  function formUrl(f: HTMLFormElement): string {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(f))
      if (typeof value === "string") params.set(name, value);
    return `${new URL(f.action, window.location.href).pathname}${blogOverviewSearch(parseBlogOverviewQuery(params))}`;
  }

  async function load(url: string, whole: boolean): Promise<void> {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const results = overview()?.querySelector(sel(BLOG_ATTR.results));
    const skeleton = overview()?.querySelector<HTMLTemplateElement>(
      sel(BLOG_ATTR.skeleton),
    );
    if (results && skeleton) {
      results.setAttribute("aria-busy", "true");
      results.replaceChildren(skeleton.content.cloneNode(true));
    }
    try {
      const response = await fetch(url, {
        headers: { accept: "text/html" },
        signal: controller.signal,
      });
      const next = new DOMParser().parseFromString(
        await response.text(),
        "text/html",
      );
      const fresh = next.querySelector(sel(BLOG_ATTR.overview));
      const current = overview();
      if (!fresh || !current || controller.signal.aborted) {
        if (!controller.signal.aborted) window.location.assign(url);
        return;
      }
      if (whole) {
        current.replaceWith(doc.importNode(fresh, true));
      } else {
        const target = current.querySelector(sel(BLOG_ATTR.results));
        const source = fresh.querySelector(sel(BLOG_ATTR.results));
        if (target && source) {
          target.innerHTML = source.innerHTML;
          target.removeAttribute("aria-busy");
        }
        const status = current.querySelector(sel(BLOG_ATTR.status));
        const freshStatus = fresh.querySelector(sel(BLOG_ATTR.status));
        if (status && freshStatus) status.textContent = freshStatus.textContent;
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      // Without an answer the plain navigation still works.
      console.warn("Blog-Suche: Laden fehlgeschlagen", error);
      window.location.assign(url);
    } finally {
      if (pending === controller) pending = null;
    }
  }

  function go(url: string, whole: boolean): void {
    clearTimeout(timer);
    if (url !== window.location.pathname + window.location.search)
      window.history.pushState({ blog: true }, "", url);
    void load(url, whole);
  }

  doc.addEventListener("input", (event) => {
    const f = form();
    const target = event.target as HTMLInputElement | null;
    if (!f || !target || target.form !== f || target.name !== "q") return;
    clearTimeout(timer);
    timer = setTimeout(() => go(formUrl(f), false), TYPING_DELAY_MS);
  });
  doc.addEventListener("change", (event) => {
    const f = form();
    const target = event.target as HTMLSelectElement | null;
    if (f && target?.tagName === "SELECT" && target.form === f)
      go(formUrl(f), false);
  });
  doc.addEventListener("submit", (event) => {
    const f = form();
    if (!f || event.target !== f) return;
    event.preventDefault();
    go(formUrl(f), false);
  });
  doc.addEventListener("click", (event) => {
    const mouse = event as MouseEvent;
    if (
      mouse.button !== 0 ||
      mouse.metaKey ||
      mouse.ctrlKey ||
      mouse.shiftKey ||
      mouse.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
      `a${sel(BLOG_ATTR.nav)}`,
    );
    if (!link || !overview()?.contains(link)) return;
    event.preventDefault();
    const url = new URL(link.href);
    // Pages and resets may change the form too (a reset empties the search box): swap it all.
    go(url.pathname + url.search, true);
    overview()?.scrollIntoView({ block: "start", behavior: "smooth" });
  });
  // Back and forward: show the overview of that address again, form included.
  window.addEventListener("popstate", () => {
    clearTimeout(timer);
    void load(window.location.pathname + window.location.search, true);
  });
}
