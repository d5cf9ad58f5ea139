// Prints line, branch and function coverage per project from vitest's json-summary, so that a
// reader of the CI log sees which project lost coverage, not only the workspace total. The
// thresholds themselves are enforced by vitest (vitest.config.ts); this script only reports.
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const summaryPath = resolve(root, 'coverage/coverage-summary.json');

if (!existsSync(summaryPath)) {
  console.error(
    `coverage: ${relative(root, summaryPath)} is missing; run vitest with --coverage first`,
  );
  process.exit(1);
}

const summary = JSON.parse(readFileSync(summaryPath, 'utf8'));
const METRICS = ['lines', 'branches', 'functions'];
const projects = new Map();

for (const [file, counts] of Object.entries(summary)) {
  if (file === 'total') continue;
  const [kind, name] = relative(root, file).split(/[\\/]/);
  const project = `${kind}/${name}`;
  const totals =
    projects.get(project) ?? Object.fromEntries(METRICS.map((m) => [m, { covered: 0, total: 0 }]));
  for (const metric of METRICS) {
    totals[metric].covered += counts[metric].covered;
    totals[metric].total += counts[metric].total;
  }
  projects.set(project, totals);
}

const percent = ({ covered, total }) =>
  total === 0 ? '  —   ' : `${((covered / total) * 100).toFixed(1).padStart(5)}%`;
const width = Math.max(...[...projects.keys()].map((p) => p.length), 'project'.length);

console.log(`\n${'project'.padEnd(width)}  ${METRICS.map((m) => m.padStart(9)).join('  ')}`);
for (const [project, totals] of [...projects].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    `${project.padEnd(width)}  ${METRICS.map((m) => percent(totals[m]).padStart(9)).join('  ')}`,
  );
}
console.log(
  `${'total'.padEnd(width)}  ${METRICS.map((m) => percent(summary.total[m]).padStart(9)).join('  ')}`,
);
