import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { classifyHref, safeHref } from "~/lib/links";

/**
 * Links by spec §4: paths starting with / stay in the same tab; external http(s) links open in a new
 * tab; pdf links download and open in a new tab; tel: and mailto: links get an icon. Plain anchors
 * everywhere: public pages are whole documents (docs/decisions/004), and islands must not pull
 * the router into a visitor's browser.
 */
export function SmartLink({
  href,
  target,
  className,
  children,
}: {
  href: string;
  target?: string;
  className?: string;
  children: ReactNode;
}) {
  const url = safeHref(href);
  const kind = classifyHref(url);
  if (kind === "tel" || kind === "mailto") {
    const Icon = kind === "tel" ? Phone : Mail;
    return (
      <a href={url} className={className}>
        <Icon aria-hidden="true" className="inline size-4 shrink-0" />
        {children}
      </a>
    );
  }
  if (kind === "internal" && target !== "_blank") {
    return (
      <a href={url} className={className}>
        {children}
      </a>
    );
  }
  const newTab = kind === "external" || kind === "pdf" || target === "_blank";
  return (
    <a
      href={url}
      className={className}
      target={newTab ? "_blank" : undefined}
      rel={newTab ? "noopener noreferrer" : undefined}
      download={kind === "pdf" ? "" : undefined}
    >
      {children}
    </a>
  );
}
