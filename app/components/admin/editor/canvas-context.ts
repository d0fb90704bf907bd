import { createContext, useContext } from "react";
import type { IndicatorStore, SelectionStore } from "./indicator-store";

/**
 * What every frame on the canvas needs. One object that never changes while the builder is open:
 * the selection and the drop indicator are stores each frame reads its own slice of, so a click or
 * a pointer move re-renders the frames concerned, not the whole canvas.
 */
export interface CanvasActions {
  selection: SelectionStore;
  indicator: IndicatorStore;
  select: (id: string) => void;
  remove: (id: string) => void;
  duplicate: (id: string) => void;
  /** The update-content action (canvas tools, in-place text editing). */
  update: (id: string, patch: Record<string, unknown>, coalesce?: string) => void;
}

export const CanvasContext = createContext<CanvasActions | null>(null);

export function useCanvas(): CanvasActions {
  const value = useContext(CanvasContext);
  if (!value) throw new Error("Canvas-Blöcke brauchen den CanvasContext des Editors");
  return value;
}
