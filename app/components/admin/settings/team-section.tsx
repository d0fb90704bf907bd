import { Input } from "~/components/ui/input";
import { FormField, FormSection, SwitchField } from "~/components/admin/forms/fields";
import { dePeople } from "~/i18n/people";
import type { PanelProps } from "./settings-panels";

const t = dePeople.team;

/** The card 'Team' (issue 29): open sign-up, two-factor for administrators, how long the log keeps entries. */
export function TeamSection({ value, update, errors }: Pick<PanelProps, "value" | "update" | "errors">) {
  const days = value.team.logRetentionDays;
  return (
    <FormSection title={t.title} description={t.description}>
      <SwitchField id="settings-team-allowSignUp" label={t.allowSignUp} hint={t.allowSignUpHint} checked={value.team.allowSignUp} onChange={(v) => update((d) => void (d.team.allowSignUp = v))} />
      <SwitchField
        id="settings-team-requireTwoFactorForAdmins"
        label={t.requireTwoFactor}
        hint={t.requireTwoFactorHint}
        checked={value.team.requireTwoFactorForAdmins}
        onChange={(v) => update((d) => void (d.team.requireTwoFactorForAdmins = v))}
      />
      <FormField id="settings-team-logRetentionDays" label={t.logRetentionDays} hint={t.logRetentionDaysHint} error={errors["team.logRetentionDays"]}>
        {(aria) => (
          <Input
            id="settings-team-logRetentionDays"
            type="number"
            inputMode="numeric"
            min={1}
            max={3650}
            step={1}
            className="w-32"
            value={Number.isFinite(days) ? String(days) : ""}
            onChange={(e) => update((d) => void (d.team.logRetentionDays = e.target.value.trim() === "" ? Number.NaN : Number(e.target.value)), "team.logRetentionDays")}
            {...aria}
          />
        )}
      </FormField>
    </FormSection>
  );
}
