import { deRoles } from "~/i18n/roles";
import { CAPABILITIES, ROLE_LABELS, type Capability } from "~/lib/access";
import { API_OPERATIONS, JOB_CAPABILITIES, type OperationAccess } from "../auth/operations";

/**
 * The role matrix in the OpenAPI document (issue 29): every operation names what it needs from
 * app/server/auth/operations.ts, as `x-capability` (the id, or "public"), `x-roles` (the stored
 * role ids that have it) and a German line "Berechtigung: Redakteur, Administrator" in front of its
 * description. The docs page (docs-page.server.tsx) shows the same and the matrix table.
 */

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

export function rolesOf(capability: Capability): string[] {
  return [...CAPABILITIES[capability].roles];
}

/** "Redakteur, Administrator" (weakest first, as people read it). */
export function roleNames(capability: Capability): string {
  return rolesOf(capability)
    .reverse()
    .map((role) => ROLE_LABELS[role as keyof typeof ROLE_LABELS])
    .join(", ");
}

function permissionLine(key: string, access: OperationAccess): string {
  if (access === "public") return deRoles.permissionPublic;
  if (key === "GET /api/jobs/{id}") {
    return deRoles.permissionJob(
      Object.entries(JOB_CAPABILITIES)
        .map(([kind, capability]) => `${kind}: ${roleNames(capability)}`)
        .join("; "),
    );
  }
  return `${deRoles.permission(roleNames(access))} – ${CAPABILITIES[access].label}`;
}

/** The paths with each operation's permission added (operations missing from the matrix are left as they are; a test finds them). */
export function withAccess<P extends Record<string, Record<string, unknown>>>(paths: P): P {
  const matrix = API_OPERATIONS as Record<string, OperationAccess | undefined>;
  const out: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(paths)) {
    const next: Record<string, unknown> = { ...item };
    for (const method of METHODS) {
      const operation = item[method] as { description?: string } | undefined;
      const key = `${method.toUpperCase()} ${path}`;
      const access = matrix[key];
      if (!operation || !access) continue;
      const line = permissionLine(key, access);
      next[method] = {
        ...operation,
        description: operation.description ? `${line}. ${operation.description}` : line,
        "x-capability": access,
        "x-roles": access === "public" ? [] : rolesOf(access),
      };
    }
    out[path] = next;
  }
  return out as P;
}
