import http from "node:http";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "../env.server";
import { applyServerTimeouts } from "./request-deadline.server";

describe("request deadline settings", () => {
  it("switches Node's server-wide request timeout off and keeps the headers bounded", () => {
    const server = http.createServer();
    expect(server.requestTimeout).toBe(300_000);
    applyServerTimeouts(server, { requestMs: 120_000 });
    expect(server.requestTimeout).toBe(0);
    expect(server.headersTimeout).toBe(60_000);
    // A smaller whole-request bound bounds the headers too.
    applyServerTimeouts(server, { requestMs: 5000 });
    expect(server.headersTimeout).toBe(5000);
  });

  it("reads REQUEST_TIMEOUT_MS and UPLOAD_IDLE_TIMEOUT_MS with their defaults, and refuses nonsense in German", () => {
    const env = loadEnv({ DATA_DIR: "/tmp/cms-deadline-env", AUTH_SECRET: "x".repeat(32), PUBLIC_URL: "http://localhost:3000" });
    expect(env.REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(env.UPLOAD_IDLE_TIMEOUT_MS).toBe(60_000);
    expect(() => loadEnv({ DATA_DIR: "/tmp/cms-deadline-env", AUTH_SECRET: "x".repeat(32), REQUEST_TIMEOUT_MS: "5 Minuten" })).toThrow(ConfigError);
    const refusal = (() => {
      try {
        loadEnv({ DATA_DIR: "/tmp/cms-deadline-env", AUTH_SECRET: "x".repeat(32), UPLOAD_IDLE_TIMEOUT_MS: "10" });
        return null;
      } catch (error) {
        return (error as ConfigError).issues;
      }
    })();
    expect(refusal).toEqual([{ variable: "UPLOAD_IDLE_TIMEOUT_MS", message: "muss mindestens 100 sein" }]);
  });
});
