/** The wait between two codes the brief fixes (the gateway's own interval, decision 061). */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

/**
 * The longest wait the gateway ever asks for: its hourly cap on sends (decision 061). A client
 * clock far behind the gateway's would otherwise read `resend_at` as hours away.
 */
export const OTP_RESEND_WAIT_MAX_SECONDS = 3600;

/**
 * Seconds the resend button waits after a code was sent. The gateway's `resend_at` wins when it
 * is later than the cooldown (the hourly cap pushes it out); the wait is never shorter than the
 * cooldown, so a clock running ahead of the gateway's cannot offer a send the gateway refuses,
 * and never longer than the hour (decision 111).
 */
export function resendWaitSeconds(resendAt: string, now: Date): number {
  const untilGateway = Math.ceil((Date.parse(resendAt) - now.getTime()) / 1000);
  if (!Number.isFinite(untilGateway)) return OTP_RESEND_COOLDOWN_SECONDS;
  return Math.min(Math.max(OTP_RESEND_COOLDOWN_SECONDS, untilGateway), OTP_RESEND_WAIT_MAX_SECONDS);
}

/** A wait as the clock shows it: minutes and two-digit seconds ('0:59', '12:05'). */
export function splitWait(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.ceil(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
