import http from "node:http";

/**
 * Announces a body of `contentLength` bytes, sends only its first bytes (`head`) and returns the
 * server's answer: for limits that must refuse a request by its Content-Length, before reading it.
 */
export function sendBodyHead(url: string, headers: Record<string, string>, contentLength: number, head = "--x\r\n"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers: { ...headers, "content-length": String(contentLength) } });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => (req.destroy(), resolve({ status: res.statusCode ?? 0, body })));
    });
    req.on("error", reject);
    req.write(head);
  });
}
