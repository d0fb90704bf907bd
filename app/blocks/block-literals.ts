/**
 * The checker behind app/blocks/block-literals.contract.test.ts: code outside a block's own folder
 * must not name block types (issue 27 item 3). It asks the registry ("the block that carries post
 * meta", getBlockModule(type) === module) or calls a helper exported from the block's folder.
 *
 * The rule, for every registered type and alias:
 * - a name with a hyphen or underscore ("contact-form", "blog_meta") is reported wherever it stands
 *   as a whole quoted string ("…", '…' or `…`): nothing else in the code base is spelled that way;
 * - a plain word ("image", "list", "select", "heading" …) is also HTML, media, field or editor
 *   vocabulary, so it is reported only where it names a block: compared with or assigned to a
 *   `type` (`type: "hero"`, `b.type === "image"`; `content_type`/`asset_type` are other words), or
 *   passed to a block registry lookup (getBlockModule("card"), useLoadedData("downloads") …).
 * What is deliberately left (footer layouts called "two-column", the editor's own "select"
 * action …) is listed with its reason in the contract test, per file and name.
 */

export interface BlockLiteralHit {
  line: number;
  literal: string;
  text: string;
}

/** Functions whose first argument is a block type. */
const REGISTRY_CALLS = ["getBlockModule", "getBlockEditor", "blockIcon", "useLoadedData", "parseContent", "buildResult"];

function escape(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether `name` is distinctive enough to be reported in any quoted position (see above). */
export function isDistinctive(name: string): boolean {
  return /[-_]/.test(name);
}

function patternFor(name: string): RegExp {
  const quoted = `(["'\`])${escape(name)}\\1`;
  if (isDistinctive(name)) return new RegExp(quoted);
  const typeContext = `\\btype\\s*(?:===?|!==?|:)\\s*${quoted}`;
  const calls = `\\b(?:${REGISTRY_CALLS.join("|")})\\s*\\(\\s*${quoted.replace("\\1", "\\2")}`;
  return new RegExp(`${typeContext}|${calls}`);
}

/** Every line of `source` that names one of the block types `names`, with the name. */
export function findBlockLiterals(source: string, names: readonly string[]): BlockLiteralHit[] {
  const patterns = names.map((name) => [name, patternFor(name)] as const);
  const hits: BlockLiteralHit[] = [];
  source.split("\n").forEach((text, i) => {
    for (const [literal, pattern] of patterns) if (pattern.test(text)) hits.push({ line: i + 1, literal, text: text.trim() });
  });
  return hits;
}
