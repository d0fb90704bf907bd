import { useEffect, useState } from "react";
import type { Block } from "~/blocks/types";
import { SeoPanel } from "~/components/admin/pages/seo-panel";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { deEditor } from "~/i18n/editor";
import { checkSeo, fixHeadingLevels, type SeoResult } from "~/blocks/seo";

/** How long the check waits after the last change (typing must not re-run it per keystroke). */
export const SEO_LIVE_DEBOUNCE_MS = 300;

export interface LiveSeoCheckProps {
  blocks: Block[];
  title: string;
  contentType: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /**
   * Paths of existing pages, for the internal-link check; without it links are not checked.
   * Pass a memoised set: a new set on every render restarts the debounce each time.
   */
  existingPaths?: Set<string>;
  /**
   * Applies the corrected blocks (the builder dispatches `replace`). Called only when a heading
   * level changes; a rejected promise shows 'Fehler beim Korrigieren: {message}'.
   */
  onFixHeadings: (blocks: Block[], changed: number) => void | Promise<void>;
}

function run(props: LiveSeoCheckProps): SeoResult {
  return checkSeo({
    title: props.title,
    content_type: props.contentType,
    meta_title: props.metaTitle,
    meta_description: props.metaDescription,
    blocks: props.blocks,
    existingPaths: props.existingPaths,
  });
}

/**
 * The SEO check of app/blocks/seo.ts over the builder's current blocks, re-run 300 ms after the last
 * change, with 'Überschriften korrigieren' (fixHeadingLevels) handing the fixed blocks back.
 */
export function LiveSeoCheck(props: LiveSeoCheckProps) {
  const { blocks, title, contentType, metaTitle, metaDescription, existingPaths } = props;
  const [result, setResult] = useState<SeoResult>(() => run(props));
  const [pending, setPending] = useState(false);
  const [fixing, setFixing] = useState(false);

  useEffect(() => {
    setPending(true);
    const timer = setTimeout(() => {
      setResult(checkSeo({ title, content_type: contentType, meta_title: metaTitle, meta_description: metaDescription, blocks, existingPaths }));
      setPending(false);
    }, SEO_LIVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [blocks, title, contentType, metaTitle, metaDescription, existingPaths]);

  async function fix() {
    setFixing(true);
    try {
      const fixed = fixHeadingLevels(blocks, { contentType, title });
      if (fixed.changed === 0) {
        toast.info(deEditor.insert.seoLive.alreadyFine);
        return;
      }
      await props.onFixHeadings(fixed.blocks, fixed.changed);
      toast.success(de.seo.headingsFixed);
    } catch (error) {
      console.error("Überschriften korrigieren", error);
      toast.error(de.seo.headingsFixFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      setFixing(false);
    }
  }

  return (
    <div data-testid="seo-live" aria-busy={pending}>
      <SeoPanel result={result} stale={false} fixing={fixing} onFixHeadings={() => void fix()} />
    </div>
  );
}
