import { useState } from "react";
import type { InsertDialogProps } from "~/blocks/block-editor";
import { BUTTON_SIZES, BUTTON_SIZE_LABELS, BUTTON_VARIANTS, BUTTON_VARIANT_LABELS } from "~/blocks/fields";
import type { BuildResult } from "./content";

export const VARIANT_OPTIONS = BUTTON_VARIANTS.map((value) => ({ value, label: BUTTON_VARIANT_LABELS[value] }));
export const SIZE_OPTIONS = BUTTON_SIZES.map((value) => ({ value, label: BUTTON_SIZE_LABELS[value] }));

/** Submits a built result: the content goes out, or the field errors are shown. */
export function useSubmit(onInsert: InsertDialogProps["onInsert"]) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (built: BuildResult) => {
    if (built.ok) onInsert(built.content);
    else setErrors(built.errors);
  };
  return { errors, setErrors, submit };
}
