// Start-up benchmark of the gateway (npm run bench:start). Not a test: it prints figures.
//
// Runs the root `start` script (what `npm start` runs, without npm itself) on a data folder
// of its own: once to create, migrate and seed it, then BENCH_RUNS times (default 5) on the
// existing folder, each time measuring from spawning the process to the first answered HTTP
// request, then stopping it with SIGTERM. Goal: a median under 3 s on an existing folder.
//
// Environment: MARKET (default id), BENCH_RUNS (default 5), BENCH_DATA_DIR (an existing
// folder to measure instead of a fresh temporary one; it is then left in place), BENCH_COMMAND
// (another command to compare with the start script, e.g. with different Node flags).
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const GOAL_MS = 3000;
const STARTUP_LIMIT_MS = 300_000;
const market = process.env.MARKET ?? 'id';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const { scripts } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
const command = process.env.BENCH_COMMAND ?? scripts.start;
// `npm start` builds the bundle first (prestart); the benchmark builds once, then times starts only.
if (!process.env.BENCH_COMMAND && scripts.prestart) {
  execFileSync('sh', ['-c', scripts.prestart], { cwd: ROOT, stdio: 'inherit' });
}
const ownFolder = !process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'bench-start-')));

/**
 * CPU seconds the process has used (Linux /proc), printed beside the wall time: on a busy
 * machine the wall time mostly measures the queue for a core, the CPU time what the start costs.
 */
let clockTicks;
async function cpuMs(pid) {
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the file, 12 and 13 after the command name.
    return Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks);
  } catch {
    return undefined;
  }
}

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** One start: milliseconds from spawn to the first HTTP answer, then a graceful stop. */
async function measureStart() {
  const port = await freePort();
  const env = {
    ...process.env,
    PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
    MARKET: market,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const startedAt = performance.now();
  // `exec env`: the shell becomes the gateway (also for a command that starts with VAR=value),
  // whose exit code is then the one read below. Its own process group, so that the stop reaches
  // every process the command may start.
  const child = spawn('sh', ['-c', `exec env ${command}`], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = once(child, 'exit');
  let status;
  while (status === undefined) {
    if (child.exitCode !== null) throw new Error(`the gateway exited while starting:\n${errors}`);
    if (performance.now() - startedAt > STARTUP_LIMIT_MS) throw new Error(`no answer:\n${errors}`);
    try {
      status = (await fetch(`http://127.0.0.1:${port}/address/area`)).status;
    } catch {
      await new Promise((done) => setTimeout(done, 10));
    }
  }
  const ms = Math.round(performance.now() - startedAt);
  const cpu = await cpuMs(child.pid);
  process.kill(-child.pid, 'SIGTERM');
  const [code] = await exited;
  if (code !== 0) throw new Error(`SIGTERM ended the gateway with code ${code}:\n${errors}`);
  return { ms, cpu, status };
}

const describe = ({ ms, cpu, status }) =>
  `${ms} ms${cpu === undefined ? '' : ` (CPU ${cpu} ms)`}, HTTP ${status}`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

try {
  console.log(`gateway start-up, market ${market}, data folder ${dataDir}`);
  console.log(`command: ${command}`);
  console.log(`load average before: ${load()}`);
  const first = await measureStart();
  console.log(
    `first start (${ownFolder ? 'create, migrate, seed' : 'given folder'}): ${describe(first)}`,
  );
  const times = [];
  const cpus = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await measureStart();
    times.push(result.ms);
    if (result.cpu !== undefined) cpus.push(result.cpu);
    console.log(`start ${run}/${runs} on the existing folder: ${describe(result)}`);
  }
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
  };
  const wall = summary(times);
  console.log(`wall: min ${wall.min} ms, median ${wall.median} ms, max ${wall.max} ms`);
  if (cpus.length > 0) {
    const cpu = summary(cpus);
    console.log(`CPU:  min ${cpu.min} ms, median ${cpu.median} ms, max ${cpu.max} ms`);
  }
  console.log(`load average after: ${load()}`);
  console.log(`goal: median under ${GOAL_MS} ms: ${wall.median < GOAL_MS ? 'met' : 'NOT met'}`);
} finally {
  if (ownFolder) await rm(dataDir, { recursive: true, force: true });
}
