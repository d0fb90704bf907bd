import { SITE_ATTR } from "./contract";

/**
 * Issue 38: the desktop header keeps its menu on one line. Entries that do not fit go under
 * 'Mehr' (a dropdown like the others: toggle, Escape, outside click in header.ts). The server
 * renders a guess (entriesOnBar in site-header.tsx); this measures the real widths whenever the
 * bar's room changes (ResizeObserver, fonts loaded, a header replaced by a live update).
 */

/** How many entries fit into `room` px: all if their widths fit, else as many as fit beside 'Mehr'. */
export function entriesThatFit(widths: readonly number[], gap: number, moreWidth: number, room: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= room) return widths.length;
  let used = moreWidth;
  for (let i = 0; i < widths.length; i++) {
    used += widths[i]! + gap;
    if (used > room) return i;
  }
  return widths.length;
}

function fit(bar: HTMLElement): void {
  const entries = [...bar.querySelectorAll<HTMLElement>(`:scope > [${SITE_ATTR.menuEntry}]`)];
  const more = bar.querySelector<HTMLElement>(`:scope > [${SITE_ATTR.menuMore}]`);
  const room = bar.parentElement?.clientWidth ?? 0;
  // Hidden (phone width: the desktop menu is not shown): nothing to measure.
  if (!more || room === 0) return;
  // Measure every entry and 'Mehr' shown, in one pass without a paint in between.
  for (const entry of entries) entry.hidden = false;
  more.hidden = false;
  const widths = entries.map((entry) => entry.getBoundingClientRect().width);
  const moreWidth = more.getBoundingClientRect().width;
  const gap = parseFloat(getComputedStyle(bar).columnGap) || 0;
  const count = entriesThatFit(widths, gap, moreWidth + gap, room);
  entries.forEach((entry, i) => (entry.hidden = i >= count));
  more.hidden = count >= entries.length;
  for (const item of more.querySelectorAll<HTMLElement>(`[${SITE_ATTR.menuMoreEntry}]`)) item.hidden = Number(item.getAttribute(SITE_ATTR.menuMoreEntry)) < count;
  // A dropdown of an entry that just moved under 'Mehr' must not stay open.
  for (const entry of entries) if (entry.hidden) entry.querySelector(`[${SITE_ATTR.submenuToggle}]`)?.setAttribute("aria-expanded", "false");
}

let observer: ResizeObserver | null = null;

/** Fits the header's menu now and whenever its room changes; call again after the header was replaced. */
export function watchMenuFit(root: ParentNode): void {
  const bar = root.querySelector<HTMLElement>(`[${SITE_ATTR.menuBar}]`);
  observer?.disconnect();
  if (!bar?.parentElement) return;
  const refit = () => fit(bar);
  refit();
  if (typeof ResizeObserver !== "undefined") {
    observer = new ResizeObserver(refit);
    observer.observe(bar.parentElement);
  }
  // Widths change once the web font is there.
  void document.fonts?.ready.then(refit);
}
