import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

/** A PEM key node can read: a pasted key with broken newlines fails at start, not at the first push. */
function isReadablePrivateKey(pem: string): boolean {
  try {
    createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

/**
 * The fields of a Google service-account key file that FCM HTTP v1 needs. Google's file carries
 * more (client_id, auth_uri, ...); they are ignored. `token_uri` is read from the file rather
 * than written in code, so a test (or a proxy) can point it elsewhere.
 */
export const fcmServiceAccountSchema = z.object({
  type: z.literal('service_account'),
  project_id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  private_key_id: z.string().min(1).optional(),
  private_key: z.string().refine(isReadablePrivateKey),
  client_email: z.email(),
  token_uri: z.url({ protocol: /^https?$/ }),
});

export type FcmServiceAccount = z.output<typeof fcmServiceAccountSchema>;

/**
 * The environment value: the key file's JSON text. A wrong value stops the gateway at start with
 * the variable's name and the broken field, never with the key itself in the message.
 */
export const fcmServiceAccountText = z.string().transform((text, ctx): FcmServiceAccount => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'is not JSON (paste the whole key file)' });
    return z.NEVER;
  }
  const result = fcmServiceAccountSchema.safeParse(parsed);
  if (!result.success) {
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: `${issue.path.join('.')} is missing or invalid` });
    }
    return z.NEVER;
  }
  return result.data;
});
