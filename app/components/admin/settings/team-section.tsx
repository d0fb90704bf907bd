import { Input } from "~/components/ui/input";
import { FormField, FormSection, SwitchField } from "~/components/admin/forms/fields";
import { dePeople } from "~/i18n/people";
import type { PanelProps } from "./settings-panels";

const t = dePeople.team;

/** The card 'Team' (issue 29): open sign-up, two-factor for administrators, how long the log keeps entries. */
export function TeamSection({ value, update, errors }: Pick<PanelProps, "value" | "update" | "errors">) {
  const days = value.team.log_retention_days;
  return (
    <FormSection title={t.title} description={t.description}>
      <SwitchField id="settings-team-allowSignUp" label={t.allowSignUp} hint={t.allowSignUpHint} checked={value.team.allow_sign_up} onChange={(v) => update((d) => void (d.team.allow_sign_up = v))} />
      <SwitchField
        id="settings-team-requireTwoFactorForAdmins"
        label={t.requireTwoFactor}
        hint={t.requireTwoFactorHint}
        checked={value.team.require_two_factor_for_admins}
        onChange={(v) => update((d) => void (d.team.require_two_factor_for_admins = v))}
      />
      <FormField id="settings-team-logRetentionDays" label={t.logRetentionDays} hint={t.logRetentionDaysHint} error={errors["team.log_retention_days"]}>
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
            onChange={(e) => update((d) => void (d.team.log_retention_days = e.target.value.trim() === "" ? Number.NaN : Number(e.target.value)), "team.log_retention_days")}
            {...aria}
          />
        )}
      </FormField>
    </FormSection>
  );
}
