/**
 * The signed-in staff member's display name. A staff token's payload carries only ids (the
 * gateway signs `{ id, typ: 'staff', ver }`), so the name comes from the login answer and is kept
 * for the tab's life; a new tab shows the generic "Signed in" label until the next sign-in.
 */
const KEY = 'staff_name';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Reading sessionStorage throws where the browser blocks site data.
    return undefined;
  }
}

export function rememberStaffName(name: string): void {
  storage()?.setItem(KEY, name);
}

export function readStaffName(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function forgetStaffName(): void {
  storage()?.removeItem(KEY);
}
