import { z } from "zod";
import { hostsOfAddresses, isLegacyImageHost, LEGACY_IMAGE_HOSTS_MAX } from "~/lib/legacy-image-hosts";
import type { Db } from "../db/client.server";
import { latestJobs } from "../jobs/jobs.server";

/** What of an import job's result tells where files stayed (reports before kept_hosts have only the list). */
const keptOfReport = z.object({
  dry_run: z.boolean(),
  kept_hosts: z.array(z.string()).optional(),
  media_failures: z.array(z.object({ url: z.string() })).optional(),
});

/**
 * The hosts the newest finished import (not a dry run) left files on: the settings screen offers
 * them for 'Bilder der alten Website anzeigen'. Only offered: the import never turns it on.
 */
export async function lastImportKeptHosts(db: Db): Promise<string[]> {
  for (const job of await latestJobs(db, "import", 10)) {
    if (job.status !== "done") continue;
    const report = keptOfReport.safeParse(job.result);
    if (!report.success || report.data.dry_run) continue;
    const hosts = report.data.kept_hosts ?? hostsOfAddresses((report.data.media_failures ?? []).map((f) => f.url));
    return hosts.filter(isLegacyImageHost).slice(0, LEGACY_IMAGE_HOSTS_MAX);
  }
  return [];
}
