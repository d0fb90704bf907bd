// Placeholder until the settings API lands (issue 4).
export async function loader() {
  return Response.json({ error: "Noch nicht verfügbar" }, { status: 501 });
}
