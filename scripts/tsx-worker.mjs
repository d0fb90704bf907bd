// A worker thread that runs a TypeScript module from source (vitest, tsx, Vite's SSR loader): tsx and the
// import.meta.glob hooks first, then the module named by workerData.entry (decision 031). In the
// built server the worker's own chunk is started directly and this file is not used.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import("./glob-register.mjs");
await import(workerData.entry);
