import { KeyRound, MailPlus, Power, PowerOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";
import { FormField } from "~/components/admin/forms/fields";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { useApiAction } from "~/components/admin/forms/use-api-action";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { dePeople } from "~/i18n/people";
import { ROLE_LABELS, ROLES, isRole, type Role } from "~/lib/access";
import { formatDateTime } from "~/lib/format";
import type { OpenInvitation, Person } from "~/lib/users-schema";

const t = dePeople;
const NO_ROLE = "none";

type Confirm =
  | { kind: "deactivate" | "reactivate" | "reset-2fa"; person: Person }
  | { kind: "withdraw"; invitation: OpenInvitation };

function RoleSelect({ id, value, onChange, label, disabled }: { id: string; value: Role | null; onChange: (role: Role | null) => void; label: string; disabled?: boolean }) {
  return (
    <Select value={value ?? NO_ROLE} onValueChange={(v) => onChange(isRole(v) ? v : null)} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className="h-8 w-40">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </SelectItem>
        ))}
        <SelectItem value={NO_ROLE}>{t.noRole}</SelectItem>
      </SelectContent>
    </Select>
  );
}

/** The people page: everyone with role, two-factor, last sign-in and status; open invitations; invite. */
export function UsersScreen({ users, invitations, currentUserId }: { users: Person[]; invitations: OpenInvitation[]; currentUserId: string }) {
  const revalidator = useRevalidator();
  const { run, busy } = useApiAction();
  const [inviting, setInviting] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  async function patch(person: Person, body: { role?: Role | null; active?: boolean }, success: string) {
    const result = await run({ method: "PATCH", url: `/api/users/${person.id}`, body, success, failure: t.actionFailed, key: person.id });
    void revalidator.revalidate();
    return result;
  }

  async function confirmed(target: Confirm) {
    setConfirm(null);
    if (target.kind === "withdraw") {
      await run({ method: "DELETE", url: `/api/users/invitations/${target.invitation.id}`, success: t.withdrawn, failure: t.actionFailed });
      void revalidator.revalidate();
    } else if (target.kind === "reset-2fa") {
      await run({ method: "POST", url: `/api/users/${target.person.id}/reset-2fa`, success: t.twoFactorReset(target.person.name), failure: t.actionFailed });
      void revalidator.revalidate();
    } else {
      const active = target.kind === "reactivate";
      await patch(target.person, { active }, active ? t.reactivated(target.person.name) : t.deactivated(target.person.name));
    }
  }

  const now = Date.now();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4">
      <AdminPageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <Button onClick={() => setInviting(true)}>
            <MailPlus aria-hidden="true" />
            {t.invite}
          </Button>
        }
      />
      {users.length === 0 ? (
        <p className="rounded-xl border bg-card p-8 text-center text-muted-foreground">{t.empty}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border bg-card shadow-xs">
          <table className="w-full text-left" data-testid="people-table">
            <thead className="border-b text-xs text-muted-foreground">
              <tr>
                <th className="px-4 py-2 font-medium">{t.columns.name}</th>
                <th className="px-4 py-2 font-medium">{t.columns.role}</th>
                <th className="px-4 py-2 font-medium max-md:hidden">{t.columns.twoFactor}</th>
                <th className="px-4 py-2 font-medium max-md:hidden">{t.columns.lastSignIn}</th>
                <th className="px-4 py-2 font-medium">{t.columns.active}</th>
                <th className="px-4 py-2">
                  <span className="sr-only">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((person) => (
                <tr key={person.id} className="border-b last:border-b-0" data-email={person.email}>
                  <td className="px-4 py-2">
                    <div className="font-medium">
                      {person.name}
                      {person.id === currentUserId && (
                        <Badge variant="secondary" className="ml-2 align-middle">
                          {t.you}
                        </Badge>
                      )}
                    </div>
                    <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{person.email}</div>
                  </td>
                  <td className="px-4 py-2">
                    <RoleSelect
                      id={`role-${person.id}`}
                      label={t.roleFor(person.name)}
                      value={person.role}
                      disabled={busy === person.id}
                      onChange={(role) => void patch(person, { role }, t.roleChanged(person.name, role ? ROLE_LABELS[role] : t.noRole))}
                    />
                  </td>
                  <td className="px-4 py-2 max-md:hidden">
                    <Badge variant={person.twoFactorEnabled ? "success" : "outline"}>{person.twoFactorEnabled ? t.twoFactorOn : t.twoFactorOff}</Badge>
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap tabular-nums max-md:hidden">{person.lastSignInAt ? formatDateTime(person.lastSignInAt) : <span className="text-muted-foreground">{t.never}</span>}</td>
                  <td className="px-4 py-2">
                    <Badge variant={person.active ? "outline" : "destructive"}>{person.active ? t.active : t.inactive}</Badge>
                  </td>
                  <td className="px-4 py-2">
                    <div className="flex justify-end gap-1">
                      {person.twoFactorEnabled && (
                        <Button variant="ghost" size="icon" className="size-8" aria-label={`${t.resetTwoFactor}: ${person.name}`} title={t.resetTwoFactor} onClick={() => setConfirm({ kind: "reset-2fa", person })}>
                          <KeyRound aria-hidden="true" />
                        </Button>
                      )}
                      {person.active ? (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8 text-destructive hover:text-destructive"
                          aria-label={`${t.deactivate}: ${person.name}`}
                          title={t.deactivate}
                          onClick={() => setConfirm({ kind: "deactivate", person })}
                        >
                          <PowerOff aria-hidden="true" />
                        </Button>
                      ) : (
                        <Button variant="ghost" size="icon" className="size-8" aria-label={`${t.reactivate}: ${person.name}`} title={t.reactivate} onClick={() => setConfirm({ kind: "reactivate", person })}>
                          <Power aria-hidden="true" />
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {invitations.length > 0 && (
        <section className="grid gap-2" aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="text-base font-semibold">
            {t.invitations}
          </h2>
          <div className="relative overflow-x-auto rounded-xl border bg-card shadow-xs">
            <table className="w-full text-left" data-testid="invitations-table">
              <thead className="border-b text-xs text-muted-foreground">
                <tr>
                  <th className="px-4 py-2 font-medium">{t.columns.email}</th>
                  <th className="px-4 py-2 font-medium">{t.columns.role}</th>
                  <th className="px-4 py-2 font-medium max-sm:hidden">{t.invitedAt}</th>
                  <th className="px-4 py-2 font-medium">{t.expiresAt}</th>
                  <th className="px-4 py-2">
                    <span className="sr-only">{t.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invitations.map((invitation) => {
                  const expired = new Date(invitation.expiresAt).getTime() <= now;
                  return (
                    <tr key={invitation.id} className="border-b last:border-b-0" data-email={invitation.email}>
                      <td className="px-4 py-2 [overflow-wrap:anywhere]">{invitation.email}</td>
                      <td className="px-4 py-2">{ROLE_LABELS[invitation.role]}</td>
                      <td className="px-4 py-2 whitespace-nowrap tabular-nums max-sm:hidden">{formatDateTime(invitation.invitedAt)}</td>
                      <td className="px-4 py-2 whitespace-nowrap tabular-nums">
                        {formatDateTime(invitation.expiresAt)}
                        {expired && (
                          <Badge variant="destructive" className="ml-2">
                            {t.expired}
                          </Badge>
                        )}
                      </td>
                      <td className="px-4 py-2">
                        <div className="flex justify-end">
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8 text-destructive hover:text-destructive"
                            aria-label={`${t.withdraw}: ${invitation.email}`}
                            title={t.withdraw}
                            onClick={() => setConfirm({ kind: "withdraw", invitation })}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {inviting && <InviteDialog onClose={() => setInviting(false)} onInvited={() => void revalidator.revalidate()} />}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        destructive={confirm?.kind !== "reactivate"}
        title={confirm ? { deactivate: t.deactivateTitle, reactivate: t.reactivateTitle, "reset-2fa": t.resetTwoFactorTitle, withdraw: t.withdrawTitle }[confirm.kind] : ""}
        description={
          !confirm
            ? ""
            : confirm.kind === "withdraw"
              ? t.withdrawText(confirm.invitation.email)
              : { deactivate: t.deactivateText, reactivate: t.reactivateText, "reset-2fa": t.resetTwoFactorText }[confirm.kind](confirm.person.name)
        }
        confirmLabel={confirm ? { deactivate: t.deactivate, reactivate: t.reactivate, "reset-2fa": t.resetTwoFactor, withdraw: t.withdraw }[confirm.kind] : ""}
        onConfirm={() => confirm && void confirmed(confirm)}
      />
    </div>
  );
}

function InviteDialog({ onClose, onInvited }: { onClose: () => void; onInvited: () => void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("editor");
  const { run, busy, errors, setErrors } = useApiAction();

  async function send() {
    const result = await run({ method: "POST", url: "/api/users/invite", body: { email, role }, success: t.invited(email.trim()), failure: t.actionFailed });
    if (result.ok) {
      onClose();
      onInvited();
    }
  }

  return (
    <FormDialog title={t.inviteTitle} description={t.inviteText} onClose={onClose} onSubmit={send} submitLabel={t.inviteSend} busy={busy !== null}>
      <FormField id="invite-email" label={t.columns.email} error={errors.email} required>
        {(aria) => <Input id="invite-email" type="email" autoComplete="off" value={email} placeholder="name@beispiel.de" onChange={(e) => (setEmail(e.target.value), setErrors({}))} {...aria} />}
      </FormField>
      <FormField id="invite-role" label={t.columns.role} error={errors.role}>
        {() => (
          <Select value={role} onValueChange={(v) => isRole(v) && setRole(v)}>
            <SelectTrigger id="invite-role" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ROLES.map((r) => (
                <SelectItem key={r} value={r}>
                  {ROLE_LABELS[r]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
    </FormDialog>
  );
}
