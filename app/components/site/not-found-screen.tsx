import { deSite as de } from "~/i18n/site";

/** Spec §2: 'Oops! Page not found' and a link 'Return to Home', with a German line for German visitors. */
export function NotFoundScreen({ slug }: { slug?: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{de.site.notFoundHeading}</h1>
      <p className="mt-2 text-muted-foreground">{de.site.notFoundHelp}</p>
      <p className="mt-1 text-sm text-muted-foreground">{slug ? de.site.pageNotFound(slug) : de.site.notFoundTitle}</p>
      <a
        href="/"
        className="mt-8 rounded-md text-primary-strong underline underline-offset-4 hover:text-primary/80 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {de.site.notFoundLink}
      </a>
    </div>
  );
}
