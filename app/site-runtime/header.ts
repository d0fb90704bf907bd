import { SITE_ATTR } from "./contract";

const TOGGLE = `[${SITE_ATTR.submenuToggle}]`;
const OPEN_TOGGLE = `${TOGGLE}[aria-expanded="true"]`;
const MOBILE = `details[${SITE_ATTR.mobileMenu}]`;
/**
 * Set on a dropdown's list item when Escape dismissed it while the pointer rests on it: the CSS
 * that opens dropdowns on hover yields to it (app/app.css) until the pointer leaves (WCAG 1.4.13).
 */
export const DISMISSED_ATTR = "data-submenu-dismissed";

function closeSubmenus(doc: Document, except?: Element): void {
  for (const toggle of doc.querySelectorAll(OPEN_TOGGLE)) if (toggle !== except) toggle.setAttribute("aria-expanded", "false");
}

/**
 * Spec §2 header menus: a dropdown opens and closes with its toggle button (aria-expanded, which
 * the CSS follows); Escape closes it and returns focus to the toggle; a click outside closes it.
 * The phone menu is a <details> element (works without JavaScript); Escape and outside clicks
 * close it too. A page change closes everything by itself: every page is a new document.
 * Listeners sit on the document, so a header replaced by a live update keeps working.
 */
export function setupMenus(doc: Document): void {
  doc.addEventListener("click", (event) => {
    const toggle = (event.target as Element | null)?.closest?.(TOGGLE);
    if (!toggle) return;
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.parentElement?.removeAttribute(DISMISSED_ATTR);
    closeSubmenus(doc, toggle);
    toggle.setAttribute("aria-expanded", String(open));
  });

  doc.addEventListener("pointerdown", (event) => {
    const target = event.target as Element | null;
    for (const toggle of doc.querySelectorAll(OPEN_TOGGLE)) {
      if (!toggle.parentElement?.contains(target)) toggle.setAttribute("aria-expanded", "false");
    }
    const mobile = doc.querySelector<HTMLDetailsElement>(`${MOBILE}[open]`);
    if (mobile && !mobile.contains(target)) mobile.open = false;
  });

  // Hover opens again once the pointer has left the dismissed dropdown.
  doc.addEventListener("pointerout", (event) => {
    const to = event.relatedTarget as Node | null;
    for (const item of doc.querySelectorAll(`[${DISMISSED_ATTR}]`)) if (!to || !item.contains(to)) item.removeAttribute(DISMISSED_ATTR);
  });

  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const toggle = doc.querySelector<HTMLElement>(OPEN_TOGGLE);
    // A dropdown shown because the pointer rests on it closes too, not only one opened by its toggle.
    let hovered = false;
    for (const item of doc.querySelectorAll(`li:has(> ${TOGGLE}):hover`)) {
      item.setAttribute(DISMISSED_ATTR, "");
      hovered = true;
    }
    if (toggle) {
      closeSubmenus(doc);
      toggle.focus();
      return;
    }
    if (hovered) return;
    const mobile = doc.querySelector<HTMLDetailsElement>(`${MOBILE}[open]`);
    if (mobile) {
      mobile.open = false;
      mobile.querySelector("summary")?.focus();
    }
  });
}

/** Which menus are open, so a header replaced by a live update can keep them open. */
export function openMenus(root: ParentNode): { submenus: string[]; mobile: boolean } {
  return {
    submenus: [...root.querySelectorAll(OPEN_TOGGLE)].map((toggle) => toggle.id).filter(Boolean),
    mobile: !!root.querySelector(`${MOBILE}[open]`),
  };
}

export function restoreMenus(root: ParentNode, state: { submenus: string[]; mobile: boolean }): void {
  for (const id of state.submenus) root.querySelector(`#${CSS.escape(id)}`)?.setAttribute("aria-expanded", "true");
  const mobile = root.querySelector<HTMLDetailsElement>(MOBILE);
  if (mobile && state.mobile) mobile.open = true;
}

/**
 * Spec §8: a logo that fails to load is hidden (the site's name shows instead). The box is marked
 * and the CSS does the rest; an image that failed before this script ran is caught by `complete`.
 */
export function watchLogos(doc: Document): void {
  const fail = (img: Element) => img.closest(`[${SITE_ATTR.logo}]`)?.setAttribute(SITE_ATTR.logo, "failed");
  doc.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.closest(`[${SITE_ATTR.logo}]`)) fail(target);
    },
    true,
  );
  for (const img of doc.querySelectorAll<HTMLImageElement>(`[${SITE_ATTR.logo}] img`)) {
    if (img.complete && img.naturalWidth === 0) fail(img);
  }
}
