import { db } from "~/server/runtime.server";
import { atomXml, loadFeed, xmlResponse } from "~/server/blog/feed.server";

/** GET /blog/atom.xml: Atom 1.0 of the newest 20 posts (served from the page cache). */
export async function loader() {
  return xmlResponse(atomXml(await loadFeed(db())), "application/atom+xml");
}
