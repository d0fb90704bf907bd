import { pino, type Logger } from "pino";

let current: Logger = pino({ level: process.env.LOG_LEVEL ?? "info" });

export function configureLogger(level: string): Logger {
  current = pino({ level });
  return current;
}

export function logger(): Logger {
  return current;
}
