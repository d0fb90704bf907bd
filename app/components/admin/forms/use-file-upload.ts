import { useEffect, useRef, useState } from "react";

/** The file being sent: its name, size and the bytes sent so far. */
export interface Sending {
  name: string;
  size: number;
  loaded: number;
}

/** A request started by postFile (or one like it): its outcome and how to stop it. */
export interface FileRequest<O> {
  promise: Promise<O>;
  abort: () => void;
}

/**
 * One file at a time sent from a card, with its progress (`sending`, null when idle) and the
 * percentage for the progress bar. Leaving the screen mid-upload stops it (the server removes what
 * it got).
 */
export function useFileUpload() {
  const [sending, setSending] = useState<Sending | null>(null);
  const abort = useRef<(() => void) | null>(null);
  useEffect(() => () => abort.current?.(), []);

  async function run<O>(file: File, start: (onProgress: (loaded: number) => void) => FileRequest<O>): Promise<O> {
    const request = start((loaded) => setSending((current) => current && { ...current, loaded }));
    abort.current = request.abort;
    setSending({ name: file.name, size: file.size, loaded: 0 });
    const outcome = await request.promise;
    abort.current = null;
    setSending(null);
    return outcome;
  }

  const percent = sending && sending.size > 0 ? Math.min(100, Math.round((sending.loaded / sending.size) * 100)) : 0;
  return { sending, percent, run };
}
