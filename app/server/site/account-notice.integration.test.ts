import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_LANDING } from "~/lib/account-landing";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { accountNotice } from "./account-notice.server";

/** Spec §7: after a new account's confirmation link the site root says whether access is still to come. */
describe(`account notice at the site root (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let newcomer: HttpClient;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("chefin@example.de");
    newcomer = await app.signedUp("neu@example.de");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("a new account without a role is told an administrator must grant access", async () => {
    expect(await accountNotice(newcomer.request(SIGN_UP_LANDING))).toBe("pending");
  });

  it("an account with a role is pointed to the admin area; someone not signed in here just learns it is confirmed", async () => {
    expect(await accountNotice(admin.request(SIGN_UP_LANDING))).toBe("ready");
    expect(await accountNotice(new Request(app.url + SIGN_UP_LANDING))).toBe("confirmed");
  });

  it("says nothing without the marker", async () => {
    expect(await accountNotice(newcomer.request("/"))).toBeNull();
    expect(await accountNotice(newcomer.request("/?konto=irgendwas"))).toBeNull();
  });
});
