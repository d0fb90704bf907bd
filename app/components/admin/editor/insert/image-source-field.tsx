import { ImageIcon } from "lucide-react";
import { useState } from "react";
import { FormField } from "~/components/admin/forms/fields";
import { AssetPicker } from "~/components/admin/media/asset-picker";
import { thumbnailUrl } from "~/components/admin/media/asset-preview";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { deEditor } from "~/i18n/editor";

const t = deEditor.insert;

/**
 * An image address for the insert dialogs: 'Aus Bibliothek wählen …' opens the asset picker
 * (images only), or the address is typed; a small preview shows what was chosen.
 */
export function ImageSourceField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  onAltSuggestion?: (alt: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const src = props.value.trim();
  const preview = src.startsWith("/media/") ? thumbnailUrl(src) : src;
  return (
    <FormField id={props.id} label={props.label} hint={t.srcHint} error={props.error} required={props.required}>
      {(aria) => (
        <div className="grid gap-2">
          <div className="flex gap-3">
            <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-muted-foreground" data-testid={`${props.id}-preview`}>
              {src ? (
                <img src={preview} alt={t.preview} className="size-full object-cover" />
              ) : (
                <ImageIcon aria-label={t.noImage} className="size-6" />
              )}
            </div>
            <div className="grid min-w-0 flex-1 content-start gap-2">
              <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setOpen(true)}>
                {t.choose}
              </Button>
              <Input
                id={props.id}
                type="text"
                inputMode="url"
                spellCheck={false}
                autoComplete="off"
                placeholder="/media/images/… oder https://…"
                value={props.value}
                onChange={(e) => props.onChange(e.target.value)}
                {...aria}
              />
            </div>
          </div>
          <AssetPicker
            open={open}
            onOpenChange={setOpen}
            types={["image"]}
            title={t.chooseImage}
            onSelect={(asset) => {
              props.onChange(asset.url);
              if (asset.alt_text) props.onAltSuggestion?.(asset.alt_text);
            }}
          />
        </div>
      )}
    </FormField>
  );
}
