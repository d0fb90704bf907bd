import { LogoPicture } from "~/blocks/image/picture";
import { SITE_ATTR } from "~/site-runtime/contract";
import { deSite as de } from "~/i18n/site";
import type { SiteChrome } from "~/server/site/public-site.server";

const NETWORKS: Record<string, string> = { facebook: "Facebook", twitter: "Twitter", linkedin: "LinkedIn", instagram: "Instagram" };

const COLUMNS: Record<SiteChrome["footer"]["layout"], string> = {
  "two-column": "md:grid-cols-2",
  "three-column": "md:grid-cols-3",
  "four-column": "md:grid-cols-2 lg:grid-cols-4",
};

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav aria-label={title}>
      <p className="text-sm font-semibold uppercase tracking-wide opacity-80">{title}</p>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </nav>
  );
}

/** A column of internal links; nothing when there are none. */
function LinkColumn({ title, links, className }: { title: string; links: { title: string; href: string }[]; className: string }) {
  if (links.length === 0) return null;
  return (
    <Column title={title}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={className}>
            {link.title}
          </a>
        </li>
      ))}
    </Column>
  );
}

/**
 * Spec §2 footer: logo, description, the columns 'Navigation', 'Rechtliches' and 'Folgen Sie uns'
 * (each only with content), the copyright line with the current year and the tagline; two, three
 * or four columns; colours from the settings.
 */
export function SiteFooter({ chrome, year }: { chrome: SiteChrome; year: number }) {
  const { footer } = chrome;
  const linkClass = "underline-offset-4 opacity-90 hover:underline hover:opacity-100";
  return (
    <footer {...{ [SITE_ATTR.region]: "footer" }} style={{ backgroundColor: footer.backgroundColor, color: footer.textColor }}>
      <div className={`mx-auto grid max-w-[1200px] gap-8 px-4 py-12 sm:px-6 ${COLUMNS[footer.layout]}`}>
        <div>
          {footer.logo ? (
            // A logo that fails to load gives way to the site's name (the site runtime marks the box).
            <div {...{ [SITE_ATTR.logo]: "" }} className="group/logo">
              <LogoPicture
                src={footer.logo.src}
                alt={chrome.siteName}
                size={{ width: footer.logo.width, height: footer.logo.height }}
                className="group-data-[logo=failed]/logo:hidden"
                style={{ height: `${footer.logo.height}px`, width: "auto" }}
              />
              <p className="hidden text-lg font-semibold group-data-[logo=failed]/logo:block">{chrome.siteName}</p>
            </div>
          ) : (
            <p className="text-lg font-semibold">{chrome.siteName}</p>
          )}
          {chrome.siteDescription && <p className="mt-3 max-w-prose text-sm opacity-80">{chrome.siteDescription}</p>}
        </div>
        {footer.navigation && <LinkColumn title={de.site.footerNavigation} links={footer.navigation} className={linkClass} />}
        <LinkColumn title={de.site.legal} links={footer.legalLinks} className={linkClass} />
        {chrome.socialLinks.length > 0 && (
          <Column title={de.site.followUs}>
            {chrome.socialLinks.map((link) => (
              <li key={link.network}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {NETWORKS[link.network] ?? link.network}
                </a>
              </li>
            ))}
          </Column>
        )}
      </div>
      <div className="border-t border-current/15">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-1 px-4 py-5 text-sm opacity-80 sm:flex-row sm:justify-between sm:px-6">
          <p>
            © {year} {chrome.siteName}. {footer.copyrightText}
          </p>
          {footer.tagline && <p>{footer.tagline}</p>}
        </div>
      </div>
    </footer>
  );
}
