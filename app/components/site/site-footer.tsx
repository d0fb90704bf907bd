import { Link } from "react-router";
import { deSite as de } from "~/i18n/site";
import type { SiteChrome } from "~/server/public-site.server";

export function SiteFooter({ chrome }: { chrome: SiteChrome }) {
  const { footer } = chrome;
  const year = new Date().getFullYear();
  return (
    <footer style={{ backgroundColor: footer.backgroundColor, color: footer.textColor }}>
      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div>
          <p className="text-lg font-semibold">{chrome.siteName}</p>
          {chrome.siteDescription && <p className="mt-2 max-w-prose text-sm opacity-80">{chrome.siteDescription}</p>}
        </div>
        {footer.legalLinks.length > 0 && (
          <nav aria-label={de.site.legal}>
            <p className="text-sm font-semibold uppercase tracking-wide opacity-70">{de.site.legal}</p>
            <ul className="mt-3 space-y-2 text-sm">
              {footer.legalLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="underline-offset-4 hover:underline">
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-1 px-4 py-5 text-sm opacity-75 sm:flex-row sm:justify-between sm:px-6">
          <p>
            © {year} {chrome.siteName}. {footer.copyrightText}
          </p>
          {footer.tagline && <p>{footer.tagline}</p>}
        </div>
      </div>
    </footer>
  );
}
