import type { Editor } from "@tiptap/core";
import { Baseline, Check } from "lucide-react";
import { Popover } from "radix-ui";
import { useId, useState } from "react";
import { PRESET_COLOURS } from "~/components/admin/editor/properties/constants";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { deEditor } from "~/i18n/editor";
import { cn } from "~/lib/utils";
import { colourCommand, currentColourChoice } from "./text-colour";
import { ToolbarButton, ToolbarPopoverContent } from "./toolbar-button";

const t = deEditor.richText.colour;
const tp = deEditor.properties.colour;

/** Applies a colour choice to the selection: null is 'Standard' (the design's text colour). */
export function applyColour(editor: Editor, choice: string | null): boolean {
  const command = colourCommand(choice);
  if (command.kind === "ignore") return false;
  const chain = editor.chain().focus();
  if (command.kind === "unset") chain.unsetColor().removeEmptyTextStyle().run();
  else chain.setColor(command.colour).run();
  return true;
}

/** Text colour: the nine preset colours of spec §9, 'Standard', and a colour typed by the rules of §5. */
export function ColourPopover({ editor, current, disabled, onCommand }: { editor: Editor | null; current: string | null; disabled?: boolean; onCommand: (command: () => void) => void }) {
  const [open, setOpen] = useState(false);
  const [custom, setCustom] = useState("");
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const chosen = currentColourChoice(current);

  const choose = (value: string | null) => {
    if (!editor) return;
    if (colourCommand(value).kind === "ignore") {
      setInvalid(true);
      return;
    }
    onCommand(() => applyColour(editor, value));
    setOpen(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setCustom(chosen.kind === "custom" ? chosen.colour : "");
          setInvalid(false);
        }
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        <ToolbarButton label={t.button} disabled={disabled} className="flex-col gap-0">
          <Baseline aria-hidden="true" />
          <span aria-hidden="true" className="-mt-0.5 h-1 w-4 rounded-sm border border-border" style={{ background: current ?? "currentColor" }} />
        </ToolbarButton>
      </Popover.Trigger>
      <ToolbarPopoverContent editor={editor} label={t.menu} className="w-64">
        <div className="grid gap-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={chosen.kind === "standard"}
            title={t.standardTitle}
            className="justify-start aria-pressed:border-ring"
            onClick={() => choose(null)}
          >
            <span aria-hidden="true" className="size-4 rounded-sm border bg-[linear-gradient(135deg,transparent_45%,var(--destructive)_45%,var(--destructive)_55%,transparent_55%)]" />
            {t.standard}
          </Button>
          <div role="group" aria-label={t.menu} className="grid grid-cols-9 gap-1">
            {PRESET_COLOURS.map((preset) => {
              const pressed = chosen.kind === "preset" && chosen.hex === preset.hex;
              return (
                <button
                  key={preset.hex}
                  type="button"
                  aria-label={tp.preset(preset.name, preset.hex)}
                  title={tp.preset(preset.name, preset.hex)}
                  aria-pressed={pressed}
                  onClick={() => choose(preset.hex)}
                  className="grid size-6 place-items-center rounded-sm border border-border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:ring-2 aria-pressed:ring-ring"
                  style={{ background: preset.hex }}
                >
                  {pressed && <Check aria-hidden="true" className={cn("size-3.5", preset.hex === "#FFFFFF" ? "text-black" : "text-white")} />}
                </button>
              );
            })}
          </div>
          <form
            className="grid gap-1.5"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              e.stopPropagation();
              choose(custom);
            }}
          >
            <label htmlFor={`${id}-custom`} className="text-xs font-medium">
              {t.custom}
            </label>
            <div className="flex gap-2">
              <Input
                id={`${id}-custom`}
                value={custom}
                spellCheck={false}
                autoComplete="off"
                placeholder="#3B82F6"
                className="h-8 font-mono text-xs"
                aria-invalid={invalid || undefined}
                aria-describedby={`${id}-custom-hint`}
                onChange={(e) => {
                  setCustom(e.target.value);
                  setInvalid(false);
                }}
              />
              <Button type="submit" size="sm" variant="secondary">
                {t.apply}
              </Button>
            </div>
            <p id={`${id}-custom-hint`} role={invalid ? "alert" : undefined} className={invalid ? "text-xs font-medium text-destructive" : "text-xs text-muted-foreground"}>
              {invalid ? t.invalid : t.customHint}
            </p>
          </form>
        </div>
      </ToolbarPopoverContent>
    </Popover.Root>
  );
}
