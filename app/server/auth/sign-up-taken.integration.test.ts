import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { de } from "~/i18n/de";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { listOutbox } from "../mail/outbox.server";

/**
 * Issue 26 item 5: sign-up answers alike for new and taken addresses (nobody learns who has an
 * account), and the owner of a taken one is mailed, at most three times an hour (a counter, so on
 * both databases). The sign-in throttling of the same issue is a stress test
 * (sign-in-throttle.stress.test.ts).
 */

const isSession = (c: string) => c.startsWith("cms.session_token=") && !/max-age=0/i.test(c);

describe(`sign-up with a taken address (${testDbLabel})`, () => {
  let app: TestApp;

  async function signUp(client: HttpClient, email: string, ip: string) {
    return client.post("/api/auth/sign-up/email", { email, password: "geheim123", name: email.split("@")[0] }, { "x-forwarded-for": ip });
  }

  beforeAll(async () => {
    app = await createTestApp();
    // The first account (admin) is signed in by its sign-up; the colleague signs up later.
    expect((await signUp(app.client(), "chefin@example.org", "10.0.0.1")).body.token).toBeTruthy();
    expect((await signUp(app.client(), "kollege@example.org", "10.0.0.2")).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("sign-up answers a taken address exactly like a new one, and mails the owner instead", async () => {
    const taken = await signUp(app.client(), "kollege@example.org", "10.0.0.50");
    const fresh = await signUp(app.client(), "neu@example.org", "10.0.0.51");
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(taken.status);
    const shape = (body: Record<string, unknown>) =>
      JSON.stringify(body, (key, value) => (key === "" || key === "user" ? value : value === null ? "null" : typeof value));
    expect(shape(taken.body)).toBe(shape(fresh.body));
    expect(taken.body.token).toBeNull();
    expect(fresh.body.token).toBeNull();
    expect(taken.body.user.email).toBe("kollege@example.org");
    expect(taken.setCookies.some(isSession)).toBe(false);
    expect(fresh.setCookies.some(isSession)).toBe(false);
    expect(taken.headers.get("content-type")).toBe(fresh.headers.get("content-type"));

    // The owner of the taken address learns of it by mail; the new address gets its confirmation link.
    await expect
      .poll(async () => (await listOutbox(app.database.db, { limit: 100 })).filter((m) => m.to_address === "kollege@example.org").map((m) => m.subject))
      .toContain(de.auth.mail.existingSubject);
    const mail = (await listOutbox(app.database.db, { limit: 100 })).find((m) => m.subject === de.auth.mail.existingSubject)!;
    expect(mail.text_body).toContain("Jemand wollte mit Ihrer E-Mail-Adresse ein Konto anlegen".replace("Jemand", "jemand"));
    expect(mail.text_body).toContain("Passwort vergessen?");
    expect(mail.text_body).toContain(`${app.url}/auth`);
    await expect
      .poll(async () => (await listOutbox(app.database.db, { limit: 100 })).filter((m) => m.to_address === "neu@example.org").map((m) => m.subject))
      .toContain(de.auth.mail.verifySubject);
    // Many more tries mail the owner at most three times an hour (the answers stay the same).
    for (let i = 0; i < 4; i++) expect((await signUp(app.client(), "kollege@example.org", `10.0.1.${i}`)).status).toBe(200);
    const toOwner = async () => (await listOutbox(app.database.db, { limit: 100 })).filter((m) => m.subject === de.auth.mail.existingSubject).length;
    // All five sign-ups of the taken address have been through the mail limit (its counter says
    // so), and no more than three mails went out.
    const takenHits = async () =>
      Number((await app.database.db.selectFrom("rate_limits").select("count").where("key", "=", "sign-up:taken-mail:kollege@example.org").executeTakeFirst())?.count ?? 0);
    await expect.poll(takenHits).toBe(5);
    expect(await toOwner()).toBe(3);
    // The taken account is unchanged: its password still works, the sign-up's does not matter.
    const signIn = await app.client().post("/api/auth/sign-in/email", { email: "kollege@example.org", password: "geheim123" }, { "x-forwarded-for": "10.0.0.52" });
    expect(signIn.status).toBe(200);
  });
});
