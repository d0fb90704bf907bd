import net from "node:net";

/** Shared by the mail and contact suites. */

// ---------------------------------------------------------------------------------------------
// A real (tiny) SMTP server on loopback, so the tests exercise nodemailer's actual SMTP dialogue.

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtp {
  port: number;
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

export async function startFakeSmtp(options: { port?: number; mailFromReply?: string } = {}): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    socket.setEncoding("utf8");
    const reply = (line: string) => socket.write(line + "\r\n");
    let buffer = "";
    let inData = false;
    let current: Omit<ReceivedMail, "data"> = { from: "", to: [] };
    reply("220 fake.smtp.test ESMTP");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          const data = buffer.slice(0, end + 2).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          messages.push({ ...current, data });
          current = { from: "", to: [] };
          inData = false;
          reply("250 2.0.0 OK: queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.split(/[ :]/)[0].toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? "";
        if (verb === "EHLO" || verb === "HELO") reply("250 fake.smtp.test");
        else if (verb === "MAIL") {
          if (options.mailFromReply) reply(options.mailFromReply);
          else {
            current.from = address;
            reply("250 2.1.0 OK");
          }
        } else if (verb === "RCPT") {
          current.to.push(address);
          reply("250 2.1.5 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET" || verb === "NOOP") reply("250 2.0.0 OK");
        else if (verb === "QUIT") {
          reply("221 2.0.0 Bye");
          socket.end();
        } else reply("502 5.5.2 Command not implemented");
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port nobody listens on (for "SMTP server down"). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// ---------------------------------------------------------------------------------------------
// Just enough RFC 822 / MIME reading to check what a mail client would show.

export function parseMessage(raw: string): { headers: Record<string, string>; body: string } {
  const text = raw.replace(/\r\n/g, "\n");
  const split = text.indexOf("\n\n");
  const headerText = text.slice(0, split).replace(/\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of headerText.split("\n")) {
    const colon = line.indexOf(":");
    const key = line.slice(0, colon).trim().toLowerCase();
    if (!(key in headers)) headers[key] = line.slice(colon + 1).trim();
  }
  return { headers, body: text.slice(split + 2) };
}

function bytesToUtf8(latin1: string): string {
  return Buffer.from(latin1, "latin1").toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : bytesToUtf8(data.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)))),
    );
}

export function decodeBody(body: string, transferEncoding: string | undefined): string {
  switch ((transferEncoding ?? "").toLowerCase()) {
    case "quoted-printable":
      return bytesToUtf8(body.replace(/=\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))));
    case "base64":
      return Buffer.from(body, "base64").toString("utf8");
    default:
      return body;
  }
}

