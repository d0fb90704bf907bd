import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * A real S3-compatible server (s3rver) on a random loopback port with its own temp directory and
 * one bucket, so the storage suites exercise the AWS SDK's actual HTTP dialogue (signing, multipart,
 * ranges). `env` holds the variables createStorage(env) reads.
 */
export interface TestS3 {
  env: {
    S3_BUCKET: string;
    S3_ENDPOINT: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: boolean;
  };
  /** Ids of multipart uploads begun but neither completed nor aborted. */
  pendingUploads(): string[];
  /** Requests received, as "METHOD /path?query" (to check what reached the bucket). */
  requests: string[];
  close(): Promise<void>;
}

export async function startS3(options: { bucket?: string } = {}): Promise<TestS3> {
  const bucket = options.bucket ?? "cms-test";
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "cms-s3rver-"));
  const s3rver = new S3rver({ silent: true, directory, vhostBuckets: false, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  // s3rver keeps unfinished multipart uploads here and does not implement AbortMultipartUpload.
  const uploadsDir = path.join(directory, bucket, "._S3rver_uploads");
  const handle = s3rver.callback();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const url = new URL(req.url ?? "/", "http://s3");
    const uploadId = url.searchParams.get("uploadId");
    if (req.method === "DELETE" && uploadId !== null) {
      // AbortMultipartUpload as S3 does it: the parts are gone, 204.
      if (!/^[0-9a-f]+$/.test(uploadId) || !fs.existsSync(path.join(uploadsDir, uploadId))) {
        res.writeHead(404, { "Content-Type": "application/xml" }).end("<Error><Code>NoSuchUpload</Code></Error>");
        return;
      }
      fs.rmSync(path.join(uploadsDir, uploadId), { recursive: true, force: true });
      req.resume();
      res.writeHead(204).end();
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      // s3rver's fixed credentials: it checks signatures made with them.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: true,
    },
    pendingUploads: () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []),
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
