import type {} from 'altcha/types/global';
import type { AltchaGlobal } from 'altcha/types';

/** What the stand-in saw: each configuration, and the challenges it fetched through it. */
export interface FakeCaptchaRecord {
  readonly configurations: Record<string, unknown>[];
  readonly challenges: unknown[];
  /** Solves to fail from now on (a worker that cannot run, an unreachable gateway). */
  failing: boolean;
}

export const fakeCaptcha: FakeCaptchaRecord = {
  configurations: [],
  challenges: [],
  failing: false,
};

interface FakeConfig {
  challenge?: string;
  fetch?: (url: string) => Promise<Response>;
  language?: string;
}

/**
 * Stands in for the ALTCHA widget in jsdom (no workers, no secure context): the same element
 * name and methods. `verify()` fetches the challenge through the configured `fetch` (the form's
 * RTK Query call to the mock gateway) and "solves" it without the proof of work, so the payload
 * a form sends carries the challenge it was given. Its checkbox shows the configured language's
 * label from `$altcha.i18n` ("Verified" once solved), as the real widget does.
 */
class FakeAltchaWidget extends HTMLElement {
  private config: FakeConfig = {};
  private state = 'unverified';

  async configure(config: FakeConfig) {
    this.config = { ...this.config, ...config };
    fakeCaptcha.configurations.push({ ...config });
    this.render();
  }

  getState() {
    return this.state;
  }

  reset() {
    this.setState('unverified', null);
  }

  async verify() {
    this.setState('verifying', null);
    const { challenge, fetch } = this.config;
    const response = fakeCaptcha.failing || !fetch ? null : await fetch(challenge ?? '');
    if (!response?.ok) {
      this.setState('error', null);
      return null;
    }
    const parsed: unknown = await response.json();
    fakeCaptcha.challenges.push(parsed);
    const payload = btoa(
      JSON.stringify({ challenge: parsed, solution: { counter: 7, derivedKey: 'ab' } }),
    );
    this.setState('verified', payload);
    return { payload };
  }

  private setState(state: string, payload: string | null) {
    this.state = state;
    this.render();
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }

  private render() {
    const strings = globalThis.$altcha.i18n.get(this.config.language ?? 'en');
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.checked = this.state === 'verified';
    // Like the real one, the label tells the state once verified.
    label.append(box, (this.state === 'verified' ? strings?.verified : strings?.label) ?? '');
    this.replaceChildren(label);
  }
}

/** Defines the stand-in `<altcha-widget>` and the `$altcha` registry it reads its texts from. */
export async function installFakeCaptchaWidget(): Promise<void> {
  if (!globalThis.$altcha) {
    const texts: Record<string, Record<string, string>> = { en: { label: "I'm not a robot" } };
    globalThis.$altcha = {
      algorithms: new Map(),
      i18n: {
        get: (name: string) => texts[name],
        set: (name: string, value: Record<string, string>) => {
          texts[name] = value;
        },
      },
    } as unknown as AltchaGlobal;
  }
  if (!customElements.get('altcha-widget')) {
    customElements.define('altcha-widget', FakeAltchaWidget);
  }
}
