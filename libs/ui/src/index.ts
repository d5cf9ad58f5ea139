// The public surface of libs/ui: the app shell's createStorefront (apps call only this) and the
// pieces of shared/ that screens outside this library (the back-office) may reuse.
export * from './app-shell';
export * from './shared';
