import type { CSSProperties } from "react";
import type { BlockStyle, Spacing } from "./types";

function px(value: number | string | undefined): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "number") return `${value}px`;
  return /^-?\d+(\.\d+)?$/.test(value) ? `${value}px` : value;
}

/** Only plain CSS lengths and colours get through; anything that could break out of a style value is dropped. */
function safe(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return /^[#(),.%\w\s-]+$/.test(value) && !/url\s*\(|expression/i.test(value) ? value : undefined;
}

function spacing(prefix: "margin" | "padding", s: Spacing | undefined): CSSProperties {
  if (!s) return {};
  return {
    [`${prefix}Top`]: safe(px(s.top)),
    [`${prefix}Right`]: safe(px(s.right)),
    [`${prefix}Bottom`]: safe(px(s.bottom)),
    [`${prefix}Left`]: safe(px(s.left)),
  };
}

/** Turns a stored block style (spec §3) into inline CSS for the block's wrapper. */
export function blockStyleToCss(style: BlockStyle | undefined): CSSProperties {
  if (!style) return {};
  const css: CSSProperties = {
    ...spacing("margin", style.margin),
    ...spacing("padding", style.padding),
    fontSize: safe(px(style.fontSize)),
    fontWeight: safe(style.fontWeight === undefined ? undefined : String(style.fontWeight)) as CSSProperties["fontWeight"],
    lineHeight: safe(style.lineHeight === undefined ? undefined : String(style.lineHeight)),
    textAlign: style.textAlign && ["left", "center", "right", "justify"].includes(style.textAlign) ? style.textAlign : undefined,
    backgroundColor: safe(style.backgroundColor),
    fontFamily: safe(style.fontFamily),
    color: safe(style.textColor ?? style.color),
    borderRadius: safe(px(style.borderRadius)),
  };
  for (const key of Object.keys(css) as (keyof CSSProperties)[]) {
    if (css[key] === undefined) delete css[key];
  }
  return css;
}
