import { resolve } from 'node:path';

/** The repository's root: builds and the gateway are found from here whatever the cwd is. */
export const WORKSPACE_ROOT = resolve(import.meta.dirname, '../../../..');

/** Run output (traces, gateway logs, the JSON report) under the ignored tmp/ folder. */
export const E2E_OUTPUT_DIR = resolve(WORKSPACE_ROOT, 'tmp/e2e');
