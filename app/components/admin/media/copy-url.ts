import { toast } from "~/components/ui/sonner";
import { deMedia } from "~/i18n/media";

/** The file's address as a visitor would use it (absolute, for pasting into mails or other sites). */
export function absoluteUrl(url: string): string {
  return typeof window === "undefined" ? url : new URL(url, window.location.origin).href;
}

export async function copyAssetUrl(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(absoluteUrl(url));
    toast.success(deMedia.toasts.copied);
  } catch (error) {
    console.error("URL kopieren", error);
    toast.error(deMedia.toasts.copyFailed, { description: absoluteUrl(url) });
  }
}
