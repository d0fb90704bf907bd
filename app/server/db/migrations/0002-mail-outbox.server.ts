import type { Kysely } from "kysely";

// Written by the mail-service work: the mail_outbox table.
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
