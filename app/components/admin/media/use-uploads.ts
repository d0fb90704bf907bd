import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/sonner";
import type { Asset } from "~/lib/assets";
import { batchToasts, UploadQueue, xhrSender, type UploadItem } from "./upload-queue";

/**
 * The upload queue as React state. `onUploaded` receives the assets of a finished batch (e.g. to
 * refresh the list, or to select the new file in the picker).
 */
export function useUploads(onUploaded: (assets: Asset[]) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const callback = useRef(onUploaded);
  useEffect(() => {
    callback.current = onUploaded;
  }, [onUploaded]);
  const queueRef = useRef<UploadQueue | null>(null);
  if (queueRef.current === null) {
    queueRef.current = new UploadQueue({
      send: xhrSender,
      onChange: setItems,
      onBatchDone: (outcomes, names) => {
        for (const t of batchToasts(outcomes, names)) {
          if (t.kind === "success") toast.success(t.title);
          else toast.error(t.title, { description: t.description });
        }
        const assets = outcomes.flatMap((o) => (o.ok ? [o.asset] : []));
        callback.current(assets);
      },
    });
  }
  const queue = queueRef.current;
  useEffect(() => () => queue.dispose(), [queue]);

  const busy = items.some((item) => item.status === "queued" || item.status === "uploading");
  return {
    items,
    busy,
    add: (files: File[], folderId: string | null) => queue.add(files, folderId),
    cancel: (id: string) => queue.cancel(id),
    clearFinished: () => queue.clearFinished(),
  };
}
