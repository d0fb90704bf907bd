import { InboxScreen } from "~/components/admin/inbox/inbox-screen";
import { de } from "~/i18n/de";
import { INBOX_PAGE_SIZE } from "~/lib/inbox";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { getSubmission, listSubmissions, parseInboxQuery, setSubmissionRead } from "~/server/contact/inbox.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/inbox";

/** /admin/inbox: contact form submissions; ?id= opens one (and marks it read, as a mail client does). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRoute(request, "/admin/inbox");
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  let selected = id ? await getSubmission(db(), id) : null;
  if (selected && !selected.read) selected = await setSubmissionRead(db(), selected.id, true);
  const query = { ...parseInboxQuery(params), limit: INBOX_PAGE_SIZE };
  const list = await listSubmissions(db(), query);
  return { list, selected, missing: Boolean(id && !selected), offset: query.offset ?? 0 };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${de.admin.nav.inbox}${loaderData?.list.unread ? ` (${loaderData.list.unread})` : ""} – ${de.admin.title}` },
];

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxScreen {...loaderData} />;
}
