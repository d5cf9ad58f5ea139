import type { WhatsAppMessage, WhatsAppSender } from '../adapters';

/** The Graph API version the message format below was written against. */
export const WHATSAPP_CLOUD_API_URL = 'https://graph.facebook.com/v20.0';

export interface WhatsAppCloudOptions {
  /** A system-user access token of the WhatsApp Business account. */
  readonly token: string;
  /** The id of the sending business phone number (not the number itself). */
  readonly phoneNumberId: string;
  /**
   * An approved template of the "authentication" category. WhatsApp lets a business open a
   * conversation only with a template, so one-time codes go through it when it is set; plain text
   * reaches only customers who wrote to the business within the last 24 hours.
   */
  readonly otpTemplate?: string | undefined;
  readonly apiUrl?: string | undefined;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** Thrown when the Cloud API refuses a message; carries its error code, never the token. */
export class WhatsAppCloudError extends Error {
  constructor(
    readonly status: number,
    readonly apiCode: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'WhatsAppCloudError';
  }
}

/** Our language codes are the ones WhatsApp templates use (id, en, th, kk, ru, ar). */
function templateBody(templateName: string, code: string, language: string) {
  return {
    type: 'template',
    template: {
      name: templateName,
      language: { code: language },
      // Authentication templates take the code twice: in the text and in the copy-code button.
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        {
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: code }],
        },
      ],
    },
  };
}

/**
 * Sends WhatsApp messages through the Cloud API:
 * POST {apiUrl}/{phoneNumberId}/messages with a bearer token. A refused or failed request throws,
 * so the caller can tell the customer to try again instead of waiting for a code that never comes.
 */
export function createWhatsAppCloudSender(options: WhatsAppCloudOptions): WhatsAppSender {
  const apiUrl = (options.apiUrl ?? WHATSAPP_CLOUD_API_URL).replace(/\/+$/, '');
  const endpoint = `${apiUrl}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const send = options.fetch ?? fetch;

  return {
    async send(message: WhatsAppMessage): Promise<void> {
      const content =
        options.otpTemplate && message.otp
          ? templateBody(options.otpTemplate, message.otp.code, message.otp.language)
          : { type: 'text', text: { preview_url: false, body: message.body } };
      const response = await send(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          // The API takes the number with its country code and without the plus.
          to: message.to.replace(/^\+/, ''),
          ...content,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (response.ok) return;
      let apiCode: number | undefined;
      let detail = response.statusText;
      try {
        const body = (await response.json()) as { error?: { code?: number; message?: string } };
        apiCode = body.error?.code;
        detail = body.error?.message ?? detail;
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      throw new WhatsAppCloudError(
        response.status,
        apiCode,
        `WhatsApp Cloud API refused the message (${response.status}${apiCode ? `, code ${apiCode}` : ''}): ${detail}`,
      );
    },
  };
}
