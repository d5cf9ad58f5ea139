// Upload memory benchmark (issue 12 §2, decision 228). Not a test: it prints figures.
//
// Starts the gateway from its sources (`node --import tsx src/main.ts`, as the restart test does)
// on a fresh embedded database with the development demo accounts, signs the demo customer in
// (silver: the level without the logo benefit) and sends BENCH_UPLOADS (default 8) logo uploads
// of BENCH_UPLOAD_MB (default 60) MB each in BENCH_FILES (default 6) files, in parallel, with
// their Content-Length as a browser sends them. It prints the gateway's resident memory before, its peak while the uploads run
// (sampled every 10 ms from /proc and the kernel's high-water mark), and the answers.
//
// Environment: BENCH_GATEWAY_DIR (another gateway source folder, e.g. an export of an older
// commit, to compare with), BENCH_PORT (default 4720), BENCH_CHUNKED=1 (send without
// Content-Length, so only the limits while streaming can stop the bodies).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const gatewayDir = process.env.BENCH_GATEWAY_DIR ?? join(ROOT, 'apps/gateway');
const port = Number(process.env.BENCH_PORT ?? 4720);
const uploads = Number(process.env.BENCH_UPLOADS ?? 8);
const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 60);
const files = Number(process.env.BENCH_FILES ?? 6);
const chunked = process.env.BENCH_CHUNKED === '1';
const base = `http://127.0.0.1:${port}`;

/** Resident and peak resident memory of a process in MB (Linux /proc). */
async function memory(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function call(method, path, body, headers = {}) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json().catch(() => null) };
}

/**
 * One logo upload of `megabytes` MB in `files` files of equal size (each under the 10 MB a file
 * may have, so only the count and the total can stop it); resolves with the answer's status.
 */
function upload(token) {
  const boundary = `bench-${Math.random().toString(16).slice(2)}`;
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="cart_item_id"\r\n\r\n` +
      `5f0c6f43-3b4e-4d4e-9a55-3f6f7b0d9c11\r\n`,
  );
  const fileHead = (index) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logos"; filename="logo-${index}.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
  const fileBytes = Math.floor((megabytes * 1024 * 1024) / files) - 9;
  const chunkSize = 1024 * 1024;
  const closing = Buffer.from(`--${boundary}--\r\n`);
  const parts = [opening];
  for (let index = 0; index < files; index += 1) {
    parts.push(fileHead(index));
    for (let left = fileBytes; left > 0; left -= chunkSize) {
      parts.push(Buffer.alloc(Math.min(chunkSize, left), 0x20));
    }
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(closing);
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  return new Promise((resolvePromise) => {
    const req = request(`${base}/oci/orders/cart/logo`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(chunked ? {} : { 'content-length': String(length) }),
      },
    });
    let settled = false;
    const done = (status) => {
      if (!settled) resolvePromise(status);
      settled = true;
    };
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode));
    });
    // The gateway may answer and close before the body is sent: that is the point.
    req.on('error', (error) => done(`closed (${error.code ?? error.message})`));
    const closed = once(req, 'close').catch(() => undefined);
    (async () => {
      for (const part of parts) {
        if (settled || req.destroyed) return;
        if (!req.write(part)) await Promise.race([once(req, 'drain'), closed]);
      }
      if (!req.destroyed) req.end();
    })().catch(() => undefined);
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-upload-'));
const env = {
  ...process.env,
  NODE_ENV: 'development',
  MARKET: 'id',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  SEED_DEMO: 'true',
  CATALOG_SEED_PRODUCTS: '0',
  STOREFRONT_DIR: '',
  BACKOFFICE_DIR: '',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '10000',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
};
delete env.DATABASE_URL;
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: gatewayDir,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let waited = 0; ; waited += 250) {
    if (waited > 180_000) throw new Error('the gateway did not start');
    if (child.exitCode !== null) throw new Error('the gateway stopped while starting');
    // Any answer (even a 404 of a gateway without /health/live) means it listens.
    const ready = await fetch(`${base}/health/live`).catch(() => null);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const login = await call('POST', '/v1/auth/login', {
    email: 'demo.customer@example.com',
    password: 'Demo12345',
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const token = login.body.data.token;
  // Let start-up settle so the baseline is the idle process.
  await new Promise((r) => setTimeout(r, 2000));
  const before = await memory(child.pid);
  let highest = before.rss;
  const sampler = setInterval(() => {
    memory(child.pid)
      .then(({ rss }) => (highest = Math.max(highest, rss)))
      .catch(() => undefined);
  }, 10);
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: uploads }, () => upload(token)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = await memory(child.pid);
  console.log(
    `gateway ${gatewayDir}\n` +
      `${uploads} parallel uploads of ${megabytes} MB in ${files} files ` +
      `(${chunked ? 'chunked' : 'with Content-Length'}) ` +
      `from the silver demo customer, in ${seconds.toFixed(1)} s\n` +
      `answers: ${statuses.join(', ')}\n` +
      `RSS before ${before.rss.toFixed(0)} MB, peak while uploading ${highest.toFixed(0)} MB ` +
      `(sampled every 10 ms), after ${after.rss.toFixed(0)} MB; lifetime high-water ` +
      `${before.peak.toFixed(0)} MB before, ${after.peak.toFixed(0)} MB after\n` +
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}`,
  );
} finally {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
