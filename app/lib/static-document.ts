/**
 * A route handle that makes its documents plain server HTML without React Router's scripts
 * (the public site, docs/decisions/004). Read by the root layout and the server entry.
 */
export const STATIC_DOCUMENT_HANDLE = { staticDocument: true } as const;

export function isStaticDocumentHandle(handle: unknown): boolean {
  return (handle as { staticDocument?: unknown } | undefined)?.staticDocument === true;
}
