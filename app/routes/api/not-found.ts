import { notFound } from "~/server/api/respond.server";

/** Unknown /api/… paths answer in JSON, not with the site's HTML 404 page. */
export async function loader() {
  return notFound("Unbekannte API-Adresse");
}

export async function action() {
  return notFound("Unbekannte API-Adresse");
}
