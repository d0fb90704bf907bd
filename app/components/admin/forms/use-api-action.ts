import { useCallback, useState } from "react";
import { apiRequest, describeFailure, type ApiResult } from "~/components/admin/pages/api-client";
import { toast } from "~/components/ui/sonner";

export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;
export type FieldErrors = Record<string, string>;

export interface ApiAction {
  method: string;
  url: string;
  body?: unknown;
  /** Toast on success; omit for none. */
  success?: string;
  /** Toast title on failure; the server's field messages or error become its description. */
  failure: string;
  /** Names the running action in `busy` (default "action"), e.g. to spin only the clicked button. */
  key?: string;
  /**
   * Which field each failure message belongs to. Default: the server's `fields` of a 400/409
   * `{error, fields}`; e.g. a 409 that names the slug only by `code` needs its own mapping.
   */
  fieldErrors?: (failure: ApiFailure) => FieldErrors;
}

export interface Outcome {
  errors: FieldErrors;
  toast: { kind: "success" | "error"; title: string; description?: string } | null;
}

/** What a finished request means for the form: its field errors and the toast to show. Pure. */
export function settle(result: ApiResult<unknown>, action: Pick<ApiAction, "success" | "failure" | "fieldErrors">): Outcome {
  if (result.ok) return { errors: {}, toast: action.success ? { kind: "success", title: action.success } : null };
  return {
    errors: action.fieldErrors ? action.fieldErrors(result) : result.fields,
    toast: { kind: "error", title: action.failure, description: describeFailure(result) },
  };
}

/** The errors without the one of a field the user has just changed. */
export function clearFieldError(errors: FieldErrors, ...fields: string[]): FieldErrors {
  if (!fields.some((field) => field in errors)) return errors;
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

/**
 * The admin's one "send a form or dialog to the API" step: busy state, the server's field errors,
 * and a German toast either way. Returns the result so the caller can go on (close the dialog,
 * reset the form, revalidate, navigate).
 */
export function useApiAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const run = useCallback(async <T = unknown>(action: ApiAction): Promise<ApiResult<T>> => {
    setBusy(action.key ?? "action");
    const result = await apiRequest<T>(action.method, action.url, action.body);
    setBusy(null);
    const outcome = settle(result, action);
    setErrors(outcome.errors);
    if (outcome.toast?.kind === "success") toast.success(outcome.toast.title);
    else if (outcome.toast) toast.error(outcome.toast.title, { description: outcome.toast.description });
    return result;
  }, []);

  return { run, busy, errors, setErrors };
}
