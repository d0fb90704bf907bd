import { ImportScreen } from "~/components/admin/import/import-screen";
import { deImport } from "~/i18n/import";
import { importReportSchema } from "~/lib/import-schema";
import { de } from "~/i18n/de";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { findImportMedia } from "~/server/import/media-zip.server";
import { findImportUpload, latestImportUpload } from "~/server/import/uploads.server";
import { latestJobs } from "~/server/jobs/jobs.server";
import { db, runtime } from "~/server/runtime.server";
import type { Route } from "./+types/import";

/**
 * The upload (?upload=, else the newest one still on the server: coming back to the screen finds
 * it again until it is imported or discarded) and the site's last import job: running (the screen
 * polls it), or its report or error. Uploads and runs go through /api/import.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRoute(request, "/admin/import");
  const id = new URL(request.url).searchParams.get("upload");
  const dataDir = runtime().env.DATA_DIR;
  const [last] = await latestJobs(db(), "import", 1);
  // An upload older than the last real import was left behind (another file was chosen then): not offered again.
  const report = last?.status === "done" ? importReportSchema.safeParse(last.result) : null;
  const importedAt = report?.success && !report.data.dry_run ? Date.parse(last!.updated_at) : 0;
  const upload = id ? await findImportUpload(dataDir, id) : await latestImportUpload(dataDir, importedAt);
  // Its ZIPs of wp-content/uploads ('Medien aus einer Sicherung') stay with it.
  const media = upload ? await findImportMedia(dataDir, upload.upload) : null;
  return { upload: upload && { upload: upload.upload, name: upload.name, size: upload.size, media: media && { files: media.files, zips: media.zips } }, last: last ?? null };
}

export const meta: Route.MetaFunction = () => [{ title: `${deImport.metaTitle} – ${de.admin.title}` }];

export default function Import({ loaderData }: Route.ComponentProps) {
  return <ImportScreen upload={loaderData.upload} last={loaderData.last} />;
}
