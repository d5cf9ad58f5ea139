/** Which variable is wrong or missing, and why: what a refused start names. */
export interface SettingsIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * A provider's settings read from the environment, or the one reason the gateway must not start
 * with them (config.ts adds it to the schema's issues, so the error names the variables).
 */
export type ProviderSettings<Settings> =
  { readonly settings: Settings } | { readonly issue: SettingsIssue };
