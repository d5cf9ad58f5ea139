/**
 * Imported first (a bare import) by every browser entry: the storefronts' and the back-office's
 * main.tsx. zod 4 probes once whether it may compile its checks with `new Function`; the pages'
 * Content-Security-Policy forbids eval (decision 230), and the browser reports the probe as a
 * CSP violation even though zod catches it and checks without compiling. zod's `jitless` setting
 * skips the probe.
 *
 * It writes zod's global settings object (`globalThis.__zod_globalConfig`, which zod's
 * `config()` reads and writes) instead of importing zod: importing zod here would pull zod's
 * core into the storefront's first render (3.9 KB gzip over its budget). Either order works:
 * zod keeps an object that is already there. zod-without-eval.test.ts fails if a zod upgrade
 * moves the object. Listed in this package's `sideEffects` so the bundler keeps it. The gateway
 * does not import it and keeps the compiled checks.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
