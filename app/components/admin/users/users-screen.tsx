import { MailPlus } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";
import { FormField } from "~/components/admin/forms/fields";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { useApiAction } from "~/components/admin/forms/use-api-action";
import { DataTable, ListEmpty, type DataColumn } from "~/components/admin/forms/data-table";
import { IconButton } from "~/components/admin/forms/icon-button";
import { ListSearch } from "~/components/admin/forms/list-pager";
import { RowBadge, RowSelectTrigger } from "~/components/admin/forms/row-controls";
import { RowIconSprite, type RowIconName } from "~/components/admin/forms/row-icons";
import { AdminPageHeader } from "~/components/admin/page-header";
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
  | { kind: "role"; person: Person; role: Role | null }
  | { kind: "withdraw" | "resend"; invitation: OpenInvitation };

/** The icons of the rows' actions, drawn once (RowIconSprite). */
const PEOPLE_ICONS: readonly RowIconName[] = ["chevronDown", "key", "power", "powerOff", "rotate", "trash"];

const roleWord = (role: Role | null) => (role ? ROLE_LABELS[role] : t.noRole);

/** A self sign-up that has not confirmed its address yet: no role to give until it has. */
const unconfirmed = (person: Person) => !person.email_verified && person.role === null;

/** Title, text and button of each confirmation. */
function confirmTexts(confirm: Confirm): { title: string; description: string; label: string } {
  switch (confirm.kind) {
    case "role": {
      const from = roleWord(confirm.person.role);
      const to = roleWord(confirm.role);
      return { title: t.roleChangeTitle, description: t.roleChangeText(confirm.person.name, from, to, confirm.role === "admin"), label: t.roleChangeConfirm };
    }
    case "withdraw":
      return { title: t.withdrawTitle, description: t.withdrawText(confirm.invitation.email), label: t.withdraw };
    case "resend":
      return { title: t.resendTitle, description: t.resendText(confirm.invitation.email), label: t.resend };
    case "deactivate":
      return { title: t.deactivateTitle, description: t.deactivateText(confirm.person.name), label: t.deactivate };
    case "reactivate":
      return { title: t.reactivateTitle, description: t.reactivateText(confirm.person.name), label: t.reactivate };
    case "reset-2fa":
      return { title: t.resetTwoFactorTitle, description: t.resetTwoFactorText(confirm.person.name), label: t.resetTwoFactor };
  }
}

function RoleSelect({ id, value, onChange, label, disabled }: { id: string; value: Role | null; onChange: (role: Role | null) => void; label: string; disabled?: boolean }) {
  return (
    <Select value={value ?? NO_ROLE} onValueChange={(v) => onChange(isRole(v) ? v : null)} disabled={disabled}>
      <RowSelectTrigger id={id} aria-label={label} className="w-40" />
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

/** Where a list of the screen stands: how many match, the page shown, how many pages. */
interface ListPages {
  total: number;
  page: number;
  pageCount: number;
}

export interface UsersScreenProps {
  /** One page of the people (by name) and one of the open invitations (newest first), both matching `q`. */
  users: Person[];
  invitations: OpenInvitation[];
  q: string;
  people: ListPages;
  /** `param`: the address parameter of the invitations' page. */
  invitationPages: ListPages & { param: string };
  currentUserId: string;
}

/** The people page: everyone with role, two-factor, last sign-in and status; open invitations; invite. */
export function UsersScreen({ users, invitations, q, people, invitationPages, currentUserId }: UsersScreenProps) {
  const revalidator = useRevalidator();
  const { run, busy } = useApiAction();
  const [inviting, setInviting] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  async function patch(person: Person, body: { role?: Role | null; active?: boolean }, success: string) {
    const result = await run({ method: "PATCH", url: `/api/users/${person.id}`, body, success, failure: t.actionFailed, key: person.id });
    void revalidator.revalidate();
    return result;
  }

  /** A change to or from Administrator is asked first (one slip must not make an admin). */
  function changeRole(person: Person, role: Role | null) {
    if (role === person.role) return;
    if (role === "admin" || person.role === "admin") setConfirm({ kind: "role", person, role });
    else void patch(person, { role }, t.roleChanged(person.name, roleWord(role)));
  }

  async function confirmed(target: Confirm) {
    setConfirm(null);
    if (target.kind === "role") {
      await patch(target.person, { role: target.role }, t.roleChanged(target.person.name, roleWord(target.role)));
    } else if (target.kind === "resend") {
      await run({ method: "POST", url: `/api/users/invitations/${target.invitation.id}/resend`, success: t.resent(target.invitation.email), failure: t.actionFailed });
      void revalidator.revalidate();
    } else if (target.kind === "withdraw") {
      await run({ method: "DELETE", url: `/api/users/invitations/${target.invitation.id}`, success: t.withdrawn, failure: t.actionFailed });
      void revalidator.revalidate();
    } else if (target.kind === "reset-2fa") {
      await run({ method: "POST", url: `/api/users/${target.person.id}/reset-2fa`, success: t.twoFactorReset(target.person.name), failure: t.actionFailed });
      void revalidator.revalidate();
    } else if (target.kind === "deactivate" || target.kind === "reactivate") {
      const active = target.kind === "reactivate";
      await patch(target.person, { active }, active ? t.reactivated(target.person.name) : t.deactivated(target.person.name));
    }
  }

  const now = Date.now();
  const personColumns: DataColumn<Person>[] = [
    {
      header: t.columns.name,
      className: "max-sm:order-1",
      cell: (person) => (
        <>
          <div className="font-medium [overflow-wrap:anywhere]" data-person-name="">
            {person.name}
            {person.id === currentUserId && (
              <RowBadge variant="secondary" className="ml-2 align-middle">
                {t.you}
              </RowBadge>
            )}
          </div>
          <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{person.email}</div>
        </>
      ),
    },
    {
      header: t.columns.role,
      className: "max-sm:order-3",
      cell: (person) =>
        unconfirmed(person) ? (
          <span className="text-muted-foreground" title={t.unconfirmedHint}>
            –<span className="sr-only">{t.unconfirmedHint}</span>
          </span>
        ) : (
          <RoleSelect id={`role-${person.id}`} label={t.roleFor(person.name)} value={person.role} disabled={busy === person.id} onChange={(role) => changeRole(person, role)} />
        ),
    },
    {
      header: t.columns.twoFactor,
      headerClassName: "max-md:hidden",
      className: "max-md:hidden",
      cell: (person) => <RowBadge variant={person.two_factor_enabled ? "success" : "outline"}>{person.two_factor_enabled ? t.twoFactorOn : t.twoFactorOff}</RowBadge>,
    },
    {
      header: t.columns.lastSignIn,
      headerClassName: "max-md:hidden",
      className: "whitespace-nowrap tabular-nums max-md:hidden",
      cell: (person) => (person.last_sign_in_at ? formatDateTime(person.last_sign_in_at) : <span className="text-muted-foreground">{t.never}</span>),
    },
    {
      header: t.columns.active,
      className: "max-sm:order-4 max-sm:justify-self-end",
      cell: (person) =>
        unconfirmed(person) ? (
          <RowBadge variant="secondary" title={t.unconfirmedHint}>
            {t.unconfirmed}
          </RowBadge>
        ) : (
          <RowBadge variant={person.active ? "outline" : "destructive"}>{person.active ? t.active : t.inactive}</RowBadge>
        ),
    },
    {
      header: t.actions,
      srOnly: true,
      className: "max-sm:order-2",
      cell: (person) => (
        <div className="flex justify-end gap-1">
          {person.two_factor_enabled && <IconButton icon="key" label={t.resetTwoFactor} target={person.name} onClick={() => setConfirm({ kind: "reset-2fa", person })} />}
          {person.id === currentUserId ? null : person.active ? (
            <IconButton icon="powerOff" label={t.deactivate} target={person.name} destructive onClick={() => setConfirm({ kind: "deactivate", person })} />
          ) : (
            <IconButton icon="power" label={t.reactivate} target={person.name} onClick={() => setConfirm({ kind: "reactivate", person })} />
          )}
        </div>
      ),
    },
  ];
  const invitationColumns: DataColumn<OpenInvitation>[] = [
    { header: t.columns.email, className: "[overflow-wrap:anywhere] max-sm:order-1 max-sm:font-medium", cell: (invitation) => invitation.email },
    { header: t.columns.role, className: "max-sm:order-3", cell: (invitation) => ROLE_LABELS[invitation.role] },
    { header: t.invitedAt, headerClassName: "max-sm:hidden", className: "whitespace-nowrap tabular-nums max-sm:hidden", cell: (invitation) => formatDateTime(invitation.invited_at) },
    {
      header: t.expiresAt,
      className: "whitespace-nowrap tabular-nums max-sm:order-4 max-sm:justify-self-end max-sm:text-sm",
      cell: (invitation) => (
        <>
          {formatDateTime(invitation.expires_at)}
          {new Date(invitation.expires_at).getTime() <= now && (
            <RowBadge variant="destructive" className="ml-2">
              {t.expired}
            </RowBadge>
          )}
        </>
      ),
    },
    {
      header: t.actions,
      srOnly: true,
      className: "max-sm:order-2",
      cell: (invitation) => (
        <div className="flex justify-end gap-1">
          <IconButton icon="rotate" label={t.resend} target={invitation.email} onClick={() => setConfirm({ kind: "resend", invitation })} />
          <IconButton icon="trash" label={t.withdraw} target={invitation.email} destructive onClick={() => setConfirm({ kind: "withdraw", invitation })} />
        </div>
      ),
    },
  ];
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4">
      <RowIconSprite names={PEOPLE_ICONS} />
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
      {(people.pageCount > 1 || invitationPages.pageCount > 1 || q) && (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-2 shadow-xs">
          <ListSearch value={q} placeholder={t.searchPlaceholder} label={t.searchLabel} />
          <span className="px-1 text-sm text-muted-foreground tabular-nums">{t.peopleCount(people.total)}</span>
        </div>
      )}
      <DataTable
        columns={personColumns}
        rows={users}
        rowKey={(person) => person.id}
        rowProps={(person) => ({ "data-email": person.email })}
        cards
        testId="people-table"
        empty={<ListEmpty>{q ? t.noMatch : t.empty}</ListEmpty>}
        paging={{ page: people.page, pageCount: people.pageCount, testId: "people-pager", label: t.title }}
      />

      {invitations.length > 0 && (
        <section className="grid gap-2" aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="text-base font-semibold">
            {t.invitations}
          </h2>
          <DataTable
            columns={invitationColumns}
            rows={invitations}
            rowKey={(invitation) => invitation.id}
            rowProps={(invitation) => ({ "data-email": invitation.email })}
            cards
            testId="invitations-table"
            empty={null}
            paging={{ page: invitationPages.page, pageCount: invitationPages.pageCount, param: invitationPages.param, testId: "invitations-pager", label: t.invitations }}
          />
        </section>
      )}

      {inviting && <InviteDialog onClose={() => setInviting(false)} onInvited={() => void revalidator.revalidate()} />}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        destructive={confirm?.kind !== "reactivate" && confirm?.kind !== "resend"}
        title={confirm ? confirmTexts(confirm).title : ""}
        description={confirm ? confirmTexts(confirm).description : ""}
        confirmLabel={confirm ? confirmTexts(confirm).label : ""}
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
