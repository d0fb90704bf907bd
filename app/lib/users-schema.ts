import { z } from "zod";
import { dePeople } from "~/i18n/people";
import { isEmailAddress } from "./email";
import { ROLES } from "./access";

/** Request and answer shapes of /api/users (issue 29, 'Benutzer'); the OpenAPI document is made from these. */

const e = dePeople.errors;
const role = z.enum(ROLES, { error: e.roleInvalid });

export const inviteSchema = z.object({
  email: z
    .string({ error: e.emailInvalid })
    .trim()
    .toLowerCase()
    .refine((value) => isEmailAddress(value), { error: e.emailInvalid })
    .meta({ examples: ["redaktion@example.org"] }),
  role: role.meta({ description: "admin (Administrator), editor (Redakteur) oder author (Autor)" }),
});

export const personPatchSchema = z
  .object({
    role: z.enum(ROLES, { error: e.roleOrNull }).nullable().optional().meta({ description: "Neue Rolle; null nimmt den Zugriff" }),
    active: z.boolean({ error: e.activeInvalid }).optional().meta({ description: "false deaktiviert (alle Sitzungen enden sofort), true reaktiviert" }),
  })
  .refine((value) => value.role !== undefined || value.active !== undefined, { error: e.nothingToChange, path: ["role"] });

const timestamp = z.string().meta({ examples: ["2026-01-31T09:30:00.000Z"] });

export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES).nullable().meta({ description: "null: kein Zugriff" }),
  two_factor_enabled: z.boolean(),
  last_sign_in_at: timestamp.nullable(),
  active: z.boolean(),
  created_at: timestamp,
  email_verified: z.boolean().meta({ description: "false: selbst registriert und Adresse noch nicht bestätigt ('nicht bestätigt'; eine Rolle erst danach)" }),
});

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  invited_at: timestamp,
  expires_at: timestamp,
});

export const peopleSchema = z.object({
  users: z.array(personSchema),
  invitations: z.array(invitationSchema),
});

export type Person = z.infer<typeof personSchema>;
export type OpenInvitation = z.infer<typeof invitationSchema>;
export type People = z.infer<typeof peopleSchema>;
