import { db } from "~/server/runtime.server";
import { loadFeed, rssXml, xmlResponse } from "~/server/blog/feed.server";

/** GET /blog/rss.xml: RSS 2.0 of the newest 20 posts (served from the page cache). */
export async function loader() {
  return xmlResponse(rssXml(await loadFeed(db())), "application/rss+xml");
}
