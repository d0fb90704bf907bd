/** Small fixtures for the unit tests (issue 40: one place instead of copies). */

type Modifiers = Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>;

/** A keydown event's fields for a shortcut handler: key `k`, no modifier but `mods`, on `target`. */
export function keyPress(k: string, mods: Modifiers, target: unknown) {
  return { key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods, target: target as EventTarget };
}
