import { useMemo } from "react";
import { BlockDataContext, type BlockData } from "~/blocks/data";
import { LiveSeoCheck } from "~/components/admin/editor/insert/seo-live";
import { PageBuilder } from "~/components/admin/editor/page-builder";
import type { StatusTone } from "~/components/admin/editor/session/session";
import type { UseEditor } from "~/editor/use-editor";
import type { PageFormValues } from "./page-settings-fields";

interface Props {
  editor: UseEditor;
  values: PageFormValues;
  pages: { id: string; title: string; slug: string; content_type?: string }[];
  existingPaths: Set<string>;
  suggestions?: Readonly<Record<string, readonly string[]>>;
  status: string;
  statusTone: StatusTone;
  saving: boolean;
  publishing: boolean;
  canPublish: boolean;
  onSave: () => void;
  /** Absent: the person may not publish (an Autor). */
  onPublish?: () => void;
  /** Issue 30 ('Ansehen'): the canvas as preview only. */
  readOnly?: boolean;
}

/** The builder tab: the canvas with its toolbar and panels, and below it the live SEO check. */
export function BuildTab({ editor, values, pages, existingPaths, suggestions, status, statusTone, saving, publishing, canPublish, onSave, onPublish, readOnly }: Props) {
  // A blog post's canvas shows its title as visitors see it (below the meta block, app/blocks/blog-meta).
  const postData = useMemo<BlockData>(() => (values.content_type === "blog" ? { editorPage: { title: values.title } } : {}), [values.content_type, values.title]);
  return (
    <>
      <BlockDataContext.Provider value={postData}>
        <PageBuilder
          editor={editor}
          pages={pages}
          suggestions={suggestions}
          onSave={onSave}
          saving={saving}
          status={status}
          statusTone={statusTone}
          onPublish={onPublish}
          readOnly={readOnly}
          publishing={publishing}
          canPublish={canPublish}
        />
      </BlockDataContext.Provider>
      {/* The SEO check follows the canvas as it is edited; its heading fix is one undoable step (not while only watching). */}
      <div className={readOnly ? "hidden" : "mt-4 max-w-3xl"}>
        <LiveSeoCheck
          blocks={editor.state.blocks}
          title={values.title}
          contentType={values.content_type}
          metaTitle={values.meta_title}
          metaDescription={values.meta_description}
          existingPaths={existingPaths}
          onFixHeadings={(blocks) => editor.dispatch({ type: "replace", blocks })}
        />
      </div>
    </>
  );
}
