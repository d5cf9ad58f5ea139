import { SignJWT, importPKCS8 } from 'jose';
import { z } from 'zod';
import type { PushMessage, PushResult, PushSender } from '../adapters';
import type { FcmServiceAccount } from './fcm-service-account.schema';

/** The only scope FCM HTTP v1 needs; a broader one would be more than the gateway uses. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
export const FCM_BASE_URL = 'https://fcm.googleapis.com';

/** Google issues access tokens for an hour; renew a minute early so none expires mid-request. */
const ASSERTION_LIFETIME_SECONDS = 3600;
const RENEW_MARGIN_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;

export interface FcmPushSenderOptions {
  readonly serviceAccount: FcmServiceAccount;
  /** Origin of the messages:send API; tests point it at a local stub. */
  readonly baseUrl?: string;
  /**
   * The storefront's public address: a notification's link is a storefront path, and a browser
   * opens a push's link only when it is an absolute https URL.
   */
  readonly linkBaseUrl?: string;
  readonly fetch?: typeof fetch;
  /** The provider's tokens expire on real time; tests inject a clock. */
  readonly now?: () => Date;
  readonly timeoutMs?: number;
}

/** FCM or Google's token endpoint failed in a way that says nothing about the device token. */
export class PushProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PushProviderError';
  }
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
});

const fcmErrorSchema = z.object({
  error: z.object({
    status: z.string().optional(),
    details: z.array(z.object({ errorCode: z.string().optional() }).loose()).optional(),
  }),
});

/** FCM's error code (UNREGISTERED, INVALID_ARGUMENT, ...) from an error body, if it has one. */
async function fcmErrorCodes(response: Response): Promise<string[]> {
  const parsed = fcmErrorSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return [];
  const codes = (parsed.data.error.details ?? []).flatMap((detail) =>
    detail.errorCode ? [detail.errorCode] : [],
  );
  return parsed.data.error.status ? [...codes, parsed.data.error.status] : codes;
}

/** An absolute https link for the browser to open, or undefined when none can be made. */
function absoluteHttpsLink(link: string, base: string | undefined): string | undefined {
  try {
    const url = new URL(link, base);
    return url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The SPEC §3 push payload in FCM's v1 shape: notification (title, body), data (content, time,
 * link; FCM data values must be strings) and the web push click target.
 */
export function fcmMessageFor(
  message: PushMessage,
  sentAt: Date,
  linkBaseUrl: string | undefined,
): Record<string, unknown> {
  const data: Record<string, string> = { content: message.body, time: sentAt.toISOString() };
  if (message.link) data['link'] = message.link;
  const https = message.link ? absoluteHttpsLink(message.link, linkBaseUrl) : undefined;
  return {
    token: message.token,
    notification: { title: message.title, body: message.body },
    data,
    ...(https ? { webpush: { fcm_options: { link: https } } } : {}),
  };
}

/**
 * Firebase Cloud Messaging HTTP v1. The access token is obtained with the service account's
 * signed JWT assertion (RFC 7523) at the token URI named in the key file, kept until a minute
 * before it expires, and renewed once if FCM answers 401. A token FCM no longer knows (404 or
 * UNREGISTERED) is reported 'unregistered' so the caller deletes it; any other failure throws,
 * because it says nothing about the device and the token must be kept.
 */
export function createFcmPushSender(options: FcmPushSenderOptions): PushSender {
  const account = options.serviceAccount;
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sendUrl = new URL(
    `/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
    options.baseUrl ?? FCM_BASE_URL,
  ).toString();

  let signingKey: ReturnType<typeof importPKCS8> | undefined;
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function requestAccessToken(): Promise<string> {
    signingKey ??= importPKCS8(account.private_key, 'RS256');
    const issuedAt = Math.floor(now().getTime() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(account.private_key_id ? { kid: account.private_key_id } : {}),
      })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_LIFETIME_SECONDS)
      .sign(await signingKey);
    const response = await fetchFn(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      throw new PushProviderError(
        `FCM token exchange answered ${response.status}`,
        response.status,
      );
    }
    const answer = tokenAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!answer.success) {
      throw new PushProviderError('FCM token exchange answered without an access token', 502);
    }
    cached = {
      token: answer.data.access_token,
      renewAt: issuedAt * 1000 + answer.data.expires_in * 1000 - RENEW_MARGIN_MS,
    };
    return answer.data.access_token;
  }

  function accessToken(): Promise<string> {
    if (cached && now().getTime() < cached.renewAt) return Promise.resolve(cached.token);
    // Concurrent sends share one exchange instead of each signing its own assertion.
    pending ??= requestAccessToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function post(message: PushMessage): Promise<Response> {
    return fetchFn(sendUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ message: fcmMessageFor(message, now(), options.linkBaseUrl) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    async send(message): Promise<PushResult> {
      let response = await post(message);
      if (response.status === 401) {
        // Revoked or rotated early on Google's side: renew once, then give up.
        cached = undefined;
        await response.body?.cancel();
        response = await post(message);
      }
      if (response.ok) {
        await response.body?.cancel();
        return 'sent';
      }
      const codes = await fcmErrorCodes(response);
      if (response.status === 404 || codes.includes('UNREGISTERED')) return 'unregistered';
      throw new PushProviderError(
        `FCM answered ${response.status}${codes.length > 0 ? ` (${codes.join(', ')})` : ''}`,
        response.status,
      );
    },
  };
}
