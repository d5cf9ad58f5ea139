import { solveChallenge } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestApp } from '../../../testing/test-app';

// Test fixtures of the captcha: what the storefront's widget does, done with the same library.

/** The widget's payload for a challenge and its solution: base64 of the JSON of both. */
export function captchaPayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh challenge from the gateway under test. */
export async function fetchCaptchaChallenge(t: TestApp): Promise<Challenge> {
  const { status, body } = await t.call({ method: 'GET', url: '/v1/auth/captcha' });
  if (status !== 200) throw new Error(`the captcha challenge answered ${status}`);
  return body.data as Challenge;
}

/** Solves a challenge by proof of work, as the widget does. */
export async function solveCaptcha(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the captcha challenge was not solved in time');
  return solution;
}

/** A solved captcha, ready for a form's `captcha` field: challenge fetched, then solved. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const challenge = await fetchCaptchaChallenge(t);
  return captchaPayload(challenge, await solveCaptcha(challenge));
}
