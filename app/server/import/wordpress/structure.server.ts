import render from "dom-serializer";
import { Element, isTag, isText, type ChildNode } from "domhandler";
import { appendChild, findAll, findOne, prepend, removeElement, replaceElement } from "domutils";
import { parseDocument } from "htmlparser2";

/**
 * HTML structure that real exports hold and our blocks show differently (issue 39): lists nested
 * straight inside a list (Windows Live Writer, old editors), lists holding code or several
 * paragraphs, ordered lists with a start, a countdown or nested lists, and definition lists (which
 * our sanitiser does not allow). Pure DOM work, no blocks: elements.server.ts and html.server.ts
 * use it before they decide on a block or sanitise (so it imports neither).
 */

const byTag =
  (...names: string[]) =>
  (el: Element) =>
    names.includes(el.name);
const all = (root: Element | ChildNode[], test: (el: Element) => boolean) => findAll(test, Array.isArray(root) ? root : root.children);
const first = (root: Element, test: (el: Element) => boolean) => findOne(test, root.children, true);
const elementChildren = (el: Element) => el.children.filter((c): c is Element => isTag(c));
const toHtml = (nodes: ChildNode | ChildNode[]) => render(nodes, { encodeEntities: "utf8" });

const LISTS = ["ul", "ol"];

/**
 * A list written straight into a list (`<ul><li>a</li><ul><li>b</li></ul></ul>`) belongs to the
 * item before it, as browsers show it; without an item before it, it gets one of its own.
 * Rewrites the tree in place, at every depth.
 */
export function attachStrayLists(list: Element): void {
  for (const outer of [list, ...all(list, byTag(...LISTS))]) {
    for (const child of elementChildren(outer)) {
      if (!LISTS.includes(child.name)) continue;
      const previous = previousElement(child);
      if (previous?.name === "li") {
        appendChild(previous, child);
      } else {
        const li = new Element("li", {});
        replaceElement(child, li);
        appendChild(li, child);
      }
    }
  }
}

function previousElement(node: ChildNode): Element | null {
  let prev = node.prev;
  while (prev && !isTag(prev)) prev = prev.prev;
  return prev ?? null;
}

/** Content of a list item our plain-text list block cannot hold: code, tables, quotes, headings, definitions. */
const BLOCK_CONTENT = ["pre", "table", "blockquote", "dl", "h1", "h2", "h3", "h4", "h5", "h6", "figure"];

/**
 * Whether a list must stay rich text (a paragraph holding the list's HTML) instead of our list
 * block, whose items are plain text in one level: an item with code or other block content
 * (flattening would run it into the item's text), an item of several paragraphs, or an ordered
 * list with nested lists (its sub-items would be numbered) or nested inside another list.
 */
export function listNeedsRichText(list: Element): boolean {
  if (first(list, byTag(...BLOCK_CONTENT))) return true;
  const items = all(list, byTag("li"));
  if (items.some((li) => elementChildren(li).filter((c) => c.name === "p" || c.name === "div").length > 1)) return true;
  const nested = all(list, byTag(...LISTS));
  return nested.length > 0 && (list.name === "ol" || nested.some((l) => l.name === "ol"));
}

/** An ordered list's start number and countdown, as our list block stores them. */
export function orderedListNumbers(list: Element): { start?: number; reversed?: boolean } {
  const start = Number.parseInt(list.attribs.start ?? "", 10);
  return {
    ...(Number.isInteger(start) ? { start } : {}),
    ...(list.attribs.reversed !== undefined ? { reversed: true } : {}),
  };
}

const BLOCK_TAGS = ["p", "div", "ul", "ol", "pre", "table", "blockquote", "dl", "figure", "h1", "h2", "h3", "h4", "h5", "h6"];

/**
 * A definition list (`<dl><dt>Begriff</dt><dd>Erklärung</dd>…`) as markup our rich text keeps:
 * each term in bold, its description after a line break in the same paragraph (descriptions
 * with paragraphs or lists follow as they are). Our sanitiser has no dl/dt/dd and would run the
 * terms and descriptions together.
 */
export function definitionListHtml(dl: Element): string {
  const out: string[] = [];
  let terms: Element[] = [];
  let descriptions: Element[] = [];
  const flush = () => {
    if (terms.length === 0 && descriptions.length === 0) return;
    const term = terms
      .map((t) => toHtml(t.children).trim())
      .filter(Boolean)
      .map((html) => `<strong>${html}</strong>`)
      .join("<br>");
    const inline = descriptions.every((d) => !first(d, byTag(...BLOCK_TAGS)));
    if (inline) {
      const text = descriptions.map((d) => toHtml(d.children).trim()).filter(Boolean);
      out.push(`<p>${[term, ...text].filter(Boolean).join("<br>")}</p>`);
    } else {
      if (term) out.push(`<p>${term}</p>`);
      for (const d of descriptions) out.push(first(d, byTag(...BLOCK_TAGS)) ? toHtml(d.children) : `<p>${toHtml(d.children)}</p>`);
    }
    terms = [];
    descriptions = [];
  };
  // HTML allows a <div> around each term and its descriptions.
  const entries = elementChildren(dl).flatMap((c) => (c.name === "div" ? elementChildren(c) : [c]));
  for (const entry of entries) {
    if (entry.name === "dt") {
      if (descriptions.length > 0) flush();
      terms.push(entry);
    } else if (entry.name === "dd") descriptions.push(entry);
    else {
      flush();
      out.push(toHtml(entry));
    }
  }
  flush();
  return out.join("");
}

/**
 * Every definition list among the nodes (and inside them) replaced by definitionListHtml's
 * markup, innermost first. Returns the nodes to use (a top-level <dl> is replaced in the list).
 */
export function expandDefinitionLists(nodes: ChildNode[]): ChildNode[] {
  const lists = all(nodes, byTag("dl")).reverse();
  if (lists.length === 0) return nodes;
  const replaced = new Map<ChildNode, ChildNode[]>();
  for (const dl of lists) {
    const fresh = parseDocument(definitionListHtml(dl), { decodeEntities: true }).children;
    if (nodes.includes(dl)) replaced.set(dl, fresh);
    else {
      for (const node of fresh) prepend(dl, node);
      removeElement(dl);
    }
  }
  return nodes.flatMap((n) => replaced.get(n) ?? [n]);
}

/**
 * A WordPress title (post, page, menu entry, term name) as plain text. WordPress stores titles as
 * HTML ("A &amp; B", "Mit <em>Betonung</em>") and shows them as HTML, and the export writes that
 * HTML into CDATA (or escaped once more for XML): so the XML reader's text is decoded once more
 * here, exactly once, and tags are dropped with their text kept.
 */
export function htmlTitleText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, " ").trim();
  return visibleText(parseDocument(html, { decodeEntities: true, lowerCaseTags: true }).children);
}

/** Visible text with whitespace collapsed; <br> and a picture count as a space (words beside a picture stay apart). */
export function visibleText(nodes: ChildNode[]): string {
  const parts: string[] = [];
  const walk = (n: ChildNode) => {
    if (isText(n)) parts.push(n.data);
    else if (isTag(n)) {
      if (n.name === "br" || n.name === "img") parts.push(" ");
      else if (n.name !== "script" && n.name !== "style") n.children.forEach(walk);
    }
  };
  nodes.forEach(walk);
  return parts.join("").replace(/\s+/g, " ").trim();
}
