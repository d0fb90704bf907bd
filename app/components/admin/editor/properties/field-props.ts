import type { FieldDescription } from "~/blocks/types";
import type { OfferedText } from "./take-over";
import type { PathSegment } from "./values";

/** What every field input gets. */
export interface FieldInputProps<F extends FieldDescription = FieldDescription> {
  field: F;
  /** The current value (content parsed with the schema's defaults; style as stored). */
  value: unknown;
  /** Where the value lives: ["buttons", 0, "text"], ["style", "margin", "top"]. */
  path: readonly PathSegment[];
  /** DOM id of the control the label points at. */
  id: string;
  /**
   * The new value. `typing` marks a change inside one continuous edit (keystrokes, slider drags),
   * which the history coalesces into one step per field. `offered`: text a chosen asset brings for
   * sibling fields (its alternative text, its description; see take-over.ts).
   */
  onChange: (value: unknown, typing?: boolean, offered?: OfferedText) => void;
  /**
   * A style value: unset means "as the theme says", so the control can be cleared ('Standard')
   * and an empty value is written as undefined.
   */
  optional?: boolean;
  /** Dense layout (the four sides of a spacing group): no slider. */
  compact?: boolean;
}

/**
 * A field input that may hold others (group, list, the dispatcher): a change carries the path of
 * the leaf being typed into ("buttons.0.text"), from which the panel makes the history's coalesce key.
 */
export type CompositeInputProps<F extends FieldDescription = FieldDescription> = Omit<FieldInputProps<F>, "onChange" | "id"> & {
  onChange: (value: unknown, typingPath?: string, offered?: OfferedText) => void;
};

/**
 * A change of one key of an object (a tab, a group, a list item); `siblings` are the other keys
 * of the same object that change with it (an image's alternative text taken over from the asset).
 */
export type KeyChange = (key: string, value: unknown, typingPath?: string, siblings?: Record<string, unknown>) => void;
