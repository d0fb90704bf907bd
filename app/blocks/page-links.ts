import { flattenBlocks, mapBlocks } from "./tree";
import type { Block } from "./types";

/**
 * Internal links inside block content, found without knowing each block type: link fields are
 * named href, link, …Href or …Link (button href, hero buttons[].href, cta primaryButtonLink,
 * media-text buttonHref, card link), and HTML fields carry href="…" attributes.
 */
const LINK_KEY = /^(href|link)$|(Href|Link)$/;

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The link points at `path` itself, or at an anchor or query on it ("/alt#team", "/alt?x=1"). */
function pointsAt(href: string, path: string): boolean {
  return href === path || href.startsWith(path + "#") || href.startsWith(path + "?");
}

function rewriteValue(value: unknown, key: string, from: string, to: string, htmlAttr: RegExp): unknown {
  if (typeof value === "string") {
    if (LINK_KEY.test(key) && pointsAt(value, from)) return to + value.slice(from.length);
    if (value.includes("href")) return value.replace(htmlAttr, (_m, prefix: string) => prefix + to);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => rewriteValue(item, key, from, to, htmlAttr));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteValue(v, k, from, to, htmlAttr)]));
  }
  return value;
}

/** Blocks with every internal link to `from` (a path like "/alt") pointing at `to` instead. */
export function rewriteBlockLinks(blocks: Block[], from: string, to: string): Block[] {
  const htmlAttr = new RegExp(`(href\\s*=\\s*["'])${escapeRegExp(from)}(?=["'#?])`, "g");
  return mapBlocks(blocks, (block) => ({ ...block, content: rewriteValue(block.content, "", from, to, htmlAttr) as Block["content"] }));
}

/** Every internal path (starting with one "/") that block content links to, for link checks. */
export function internalLinks(blocks: Block[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (LINK_KEY.test(key) && /^\/(?!\/)/.test(value)) found.add(value.split(/[?#]/)[0]);
      for (const match of value.matchAll(/href\s*=\s*["'](\/(?!\/)[^"'#?]*)/g)) found.add(match[1]);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  for (const block of flattenBlocks(blocks)) walk(block.content, "");
  return [...found];
}
