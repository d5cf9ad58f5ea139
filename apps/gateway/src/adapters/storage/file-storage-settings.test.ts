import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const DATABASE_URL = 'postgres://gateway@db.internal:5432/shop';
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-32-characters!',
  MAIL_TRANSPORT: 'none',
  COURIER_RATES: 'local',
  PAYMENT_PROVIDER: 'simulator',
};
const S3 = {
  FILE_STORAGE: 's3',
  S3_ENDPOINT: 'https://s3.example.com',
  S3_REGION: 'ap-southeast-3',
  S3_BUCKET: 'shop-files',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-value-never-shown',
};

const storageOf = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'development', DATA_DIR: '/srv/data', ...env }).fileStorage;

describe('which file store the settings choose', () => {
  it.each([
    ['the embedded database: local disk', {}, 'local'],
    ['DATABASE_URL: PostgreSQL', { DATABASE_URL }, 'postgres'],
    ['local named beside DATABASE_URL', { DATABASE_URL, FILE_STORAGE: 'local' }, 'local'],
    ['S3 named beside DATABASE_URL', { DATABASE_URL, ...S3 }, 's3'],
    ['production on PostgreSQL', { ...PRODUCTION, DATABASE_URL }, 'postgres'],
    ['production with local disk named', { ...PRODUCTION, FILE_STORAGE: 'local' }, 'local'],
    ['production on S3', { ...PRODUCTION, ...S3 }, 's3'],
  ])('%s', (_case, env: Record<string, string>, kind) => {
    expect(storageOf(env).kind).toBe(kind);
  });

  it('keeps local files in DATA_DIR/uploads', () => {
    expect(storageOf({})).toEqual({ kind: 'local', root: resolve('/srv/data', 'uploads') });
  });

  it('passes the S3 settings on, path style only when asked', () => {
    expect(storageOf(S3)).toEqual({
      kind: 's3',
      endpoint: 'https://s3.example.com',
      region: 'ap-southeast-3',
      bucket: 'shop-files',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-value-never-shown',
      forcePathStyle: false,
    });
    expect(storageOf({ ...S3, S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      forcePathStyle: true,
    });
  });
});

describe('file storage settings that stop the start', () => {
  it('refuses local disk in production unless FILE_STORAGE names it, naming the ways out', () => {
    expect(() => storageOf(PRODUCTION)).toThrow(
      /FILE_STORAGE: .*DATABASE_URL.*FILE_STORAGE=s3 with S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.*FILE_STORAGE=local/,
    );
  });

  it('refuses files in the embedded database, whose one connection a transaction holds', () => {
    expect(() => storageOf({ FILE_STORAGE: 'postgres' })).toThrow(
      'FILE_STORAGE: FILE_STORAGE=postgres keeps files in a PostgreSQL server: set DATABASE_URL',
    );
  });

  const withoutS3 = (...names: (keyof typeof S3)[]) =>
    Object.fromEntries(Object.entries(S3).filter(([name]) => !names.includes(name as never)));

  it.each([
    [{ FILE_STORAGE: 's3' }, 'S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY'],
    [withoutS3('S3_REGION'), 'S3_REGION'],
    [withoutS3('S3_SECRET_ACCESS_KEY', 'S3_BUCKET'), 'S3_BUCKET, S3_SECRET_ACCESS_KEY'],
  ])('names the missing S3 settings: %j', (env: Record<string, string>, missing) => {
    for (const mode of [{}, PRODUCTION]) {
      expect(() => storageOf({ ...mode, ...env })).toThrow(
        `${missing}: required when FILE_STORAGE=s3`,
      );
    }
  });

  it('refuses an unknown store and bad S3 values without echoing a secret', () => {
    expect(() => storageOf({ FILE_STORAGE: 'disk' })).toThrow(/FILE_STORAGE/);
    expect(() => storageOf({ ...S3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => storageOf({ ...S3, S3_BUCKET: 'ab' })).toThrow(/S3_BUCKET/);
    const start = () => storageOf({ ...PRODUCTION, ...withoutS3('S3_REGION') });
    expect(start).toThrow(/S3_REGION/);
    expect(start).not.toThrow(/secret-value-never-shown/);
  });
});
