import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { mailSettings } from './mail-settings';

/** A production start that has everything but mail (files in the database it names). */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-32-characters!',
  DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
  PAYMENT_PROVIDER: 'simulator',
};
const SMTP_URL = 'smtps://mailer%40shop.example:s3cret-pa55@smtp.shop.example:465';

describe('mail settings', () => {
  it.each([
    ['nothing', {}, /SMTP_URL, MAIL_FROM: production sends e-mail/],
    ['a server without a sender', { SMTP_URL }, /MAIL_FROM: required to send e-mail over SMTP/],
    [
      'smtp named without a server',
      { MAIL_TRANSPORT: 'smtp', MAIL_FROM: 'no-reply@shop.example' },
      /SMTP_URL: required to send e-mail over SMTP/,
    ],
    ['the development outbox', { MAIL_TRANSPORT: 'outbox' }, /MAIL_TRANSPORT: the outbox is for/],
  ])('refuses a production start with %s, naming what is missing', (_label, env, error) => {
    expect(() => loadConfig({ ...PRODUCTION, ...env })).toThrow(error);
  });

  // Read from the settings alone: a whole production start needs every other provider too.
  it('lets production send over SMTP, or send nothing when mail is explicitly turned off', () => {
    const from = { name: 'Toko Impor', address: 'no-reply@shop.example' };
    expect(mailSettings({ SMTP_URL, MAIL_FROM: from }, true)).toEqual({
      settings: { transport: 'smtp', url: SMTP_URL, from },
    });
    expect(mailSettings({ MAIL_TRANSPORT: 'none' }, true)).toEqual({
      settings: { transport: 'none' },
    });
    expect(mailSettings({ MAIL_TRANSPORT: 'none', SMTP_URL, MAIL_FROM: from }, true)).toEqual({
      settings: { transport: 'none' },
    });
  });

  it('keeps the outbox in development and tests unless SMTP is configured', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).mail).toEqual({ transport: 'outbox' });
    expect(loadConfig({ NODE_ENV: 'test' }).mail).toEqual({ transport: 'outbox' });
    expect(
      loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.example' })
        .mail,
    ).toMatchObject({ transport: 'smtp', from: { name: undefined, address: 'a@b.example' } });
  });

  it.each([
    ['http://user:s3cret-pa55@smtp.shop.example', /SMTP_URL: SMTP_URL must be smtp:\/\//],
    ['smtp.shop.example:587', /SMTP_URL: SMTP_URL must be smtp:\/\//],
  ])('refuses SMTP_URL %s without repeating it', (value, error) => {
    const attempt = () =>
      loadConfig({ NODE_ENV: 'test', SMTP_URL: value, MAIL_FROM: 'a@b.example' });
    expect(attempt).toThrow(error);
    expect(attempt).not.toThrow(/s3cret/);
  });

  it.each(['no-reply', 'Shop <no-reply>', 'no-reply@', '<>'])('refuses MAIL_FROM %j', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', MAIL_FROM: value })).toThrow(
      /MAIL_FROM: MAIL_FROM must be an e-mail address/,
    );
  });

  it('reads a quoted display name', () => {
    expect(
      loadConfig({
        NODE_ENV: 'test',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: '"Toko, Impor" <no-reply@shop.example>',
      }).mail,
    ).toMatchObject({ from: { name: 'Toko, Impor', address: 'no-reply@shop.example' } });
  });
});
