// Placeholder of the issue-30 base commit; its branch replaces it.
export default function Placeholder() {
  return <p>Noch nicht verfügbar</p>;
}
