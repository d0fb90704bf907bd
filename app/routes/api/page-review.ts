import { json } from "~/server/api/respond.server";

// Placeholder of the issue-30 base commit; its branch replaces it.
export async function loader() {
  return json({ error: "Noch nicht verfügbar" }, 501);
}

export async function action() {
  return json({ error: "Noch nicht verfügbar" }, 501);
}
