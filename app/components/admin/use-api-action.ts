import { useCallback, useState } from "react";
import { apiRequest, describeFailure, type ApiResult } from "~/components/admin/pages/api-client";
import { toast } from "~/components/ui/sonner";

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
}

/**
 * The admin screens' "send to the API" step: busy state, the server's field errors, and a German
 * toast either way. Returns the result so the caller can go on (reset a form, revalidate, navigate).
 */
export function useApiAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const run = useCallback(async <T = unknown>({ method, url, body, success, failure, key = "action" }: ApiAction): Promise<ApiResult<T>> => {
    setBusy(key);
    const result = await apiRequest<T>(method, url, body);
    setBusy(null);
    if (result.ok) {
      setErrors({});
      if (success) toast.success(success);
    } else {
      setErrors(result.fields);
      toast.error(failure, { description: describeFailure(result) });
    }
    return result;
  }, []);

  return { run, busy, errors, setErrors };
}
