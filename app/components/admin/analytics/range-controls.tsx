import { CalendarRange } from "lucide-react";
import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { FormField } from "~/components/admin/forms/fields";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { deAnalytics } from "~/i18n/analytics";
import { RANGE_PRESETS } from "~/lib/analytics";
import { cn } from "~/lib/utils";
import { checkCustomRange, presetSearch, type RangeErrors, type ScreenRange } from "./range";

const t = deAnalytics.screen.ranges;

const SEGMENT =
  "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50";
const SEGMENT_IDLE = "text-foreground hover:bg-accent";
const SEGMENT_ACTIVE = "bg-primary-strong text-primary-foreground shadow-xs";

/**
 * The range as links (a range is an address: Back works, a link can be shared) plus a custom
 * range form that submits by GET. A bad custom range is refused at its field before navigating.
 */
export function RangeControls({ range }: { range: ScreenRange }) {
  const [customOpen, setCustomOpen] = useState(range.choice === "custom");
  const [errors, setErrors] = useState<RangeErrors>({});
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const customActive = range.choice === "custom";

  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t.label} className="flex flex-wrap gap-1 rounded-lg border bg-card p-1 shadow-xs sm:w-fit">
        {RANGE_PRESETS.map((preset) => {
          const active = range.choice === preset;
          return (
            <Link key={preset} to={presetSearch(preset)} preventScrollReset aria-current={active ? "true" : undefined} className={cn(SEGMENT, active ? SEGMENT_ACTIVE : SEGMENT_IDLE)}>
              {t.presets[preset]}
            </Link>
          );
        })}
        <button
          type="button"
          aria-expanded={customOpen}
          aria-controls="analytics-custom-range"
          aria-current={customActive ? "true" : undefined}
          className={cn(SEGMENT, customActive ? SEGMENT_ACTIVE : SEGMENT_IDLE)}
          onClick={() => setCustomOpen((v) => !v)}
        >
          <CalendarRange aria-hidden="true" className="size-4" />
          {t.custom}
        </button>
      </div>
      <div id="analytics-custom-range" hidden={!customOpen}>
        {customOpen && (
          <Form
            key={`${range.from}/${range.to}`}
            method="get"
            noValidate
            preventScrollReset
            className="flex flex-wrap items-start gap-3 rounded-lg border bg-card p-3 shadow-xs sm:w-fit"
            onSubmit={(event) => {
              const from = fromRef.current?.value ?? "";
              const to = toRef.current?.value ?? "";
              const found = checkCustomRange(from, to);
              setErrors(found);
              if (Object.keys(found).length === 0) return;
              event.preventDefault();
              (found.von ? fromRef : toRef).current?.focus();
            }}
          >
            <FormField id="analytics-von" label={t.from} error={errors.von}>
              {(aria) => (
                <Input
                  ref={fromRef}
                  id="analytics-von"
                  name="von"
                  type="date"
                  defaultValue={range.from}
                  className="w-40"
                  onChange={() => errors.von && setErrors({ ...errors, von: undefined })}
                  {...aria}
                />
              )}
            </FormField>
            <FormField id="analytics-bis" label={t.to} error={errors.bis}>
              {(aria) => (
                <Input
                  ref={toRef}
                  id="analytics-bis"
                  name="bis"
                  type="date"
                  defaultValue={range.to}
                  className="w-40"
                  onChange={() => errors.bis && setErrors({ ...errors, bis: undefined })}
                  {...aria}
                />
              )}
            </FormField>
            <Button type="submit" className="mt-[1.375rem]">
              {t.apply}
            </Button>
          </Form>
        )}
      </div>
    </div>
  );
}
