import { describe, expect, it } from 'vitest';
import { describeBackofficeTexts } from '../../testing/describe-texts';
import { BACKOFFICE_FEATURES } from '../features';
import { SHELL_MESSAGES } from './index';

describeBackofficeTexts('shell', SHELL_MESSAGES);
for (const feature of BACKOFFICE_FEATURES) {
  describeBackofficeTexts(feature.id, feature.messages);
}

describe('the features’ texts together', () => {
  it('never reuse an id of the shell or of another feature', () => {
    const seen = new Map<string, string>(
      Object.keys(SHELL_MESSAGES['en-US']).map((id) => [id, 'shell']),
    );
    for (const feature of BACKOFFICE_FEATURES) {
      for (const id of Object.keys(feature.messages['en-US'])) {
        expect(seen.get(id), `${id} of ${feature.id}`).toBeUndefined();
        seen.set(id, feature.id);
      }
    }
  });

  it('label every navigation entry with a text of its feature', () => {
    for (const feature of BACKOFFICE_FEATURES) {
      for (const entry of feature.nav) {
        expect(feature.messages['en-US'][entry.labelId], entry.labelId).toBeTruthy();
        expect(entry.path.split('/')[1]).toBe(feature.id);
      }
    }
  });
});
