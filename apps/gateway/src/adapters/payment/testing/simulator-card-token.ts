import { randomBytes } from 'node:crypto';

/**
 * A token as the simulator's stand-in for Xendit.js makes it in the browser
 * (dev-assets/xendit-simulator.js): the masked digits of a card and a random part.
 */
export function simulatorCardToken(bin = '411111', last4 = '1111'): string {
  return `simtok-${bin}${last4}-${randomBytes(16).toString('hex')}`;
}
