/** Joins the truthy class names: conditional Tailwind classes without a dependency. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
