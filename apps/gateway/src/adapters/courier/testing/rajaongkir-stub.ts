import type { IncomingMessage, Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One place RajaOngkir can deliver to, as its destination search lists it. */
export interface StubDestination {
  readonly id: number;
  readonly province_name: string;
  readonly city_name: string;
  readonly district_name: string;
  readonly subdistrict_name: string;
  readonly zip_code: string;
  /** What each service costs per started kilogram to this place (the stub's own tariff). */
  readonly perKg: Readonly<Record<string, number>>;
}

/** Gambir, Jakarta Pusat, as RajaOngkir lists it (the warehouse's own village in the tests). */
export function gambirDestination(perKg: StubDestination['perKg']): StubDestination {
  return {
    id: 17_473,
    province_name: 'DKI JAKARTA',
    city_name: 'JAKARTA PUSAT',
    district_name: 'GAMBIR',
    subdistrict_name: 'GAMBIR',
    zip_code: '10110',
    perKg,
  };
}

export interface StubManifest {
  readonly manifest_code: string;
  readonly manifest_description: string;
  readonly manifest_date: string;
  readonly manifest_time: string;
  readonly city_name: string;
}

export interface StubWaybill {
  readonly courier: string;
  readonly delivered: boolean;
  /** When set, the call must carry these last five digits of the recipient's phone. */
  readonly lastPhoneNumber?: string;
  readonly manifest: readonly StubManifest[];
}

export interface StubCall {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly key: string | undefined;
  readonly contentType: string | undefined;
  readonly form: Record<string, string>;
}

/**
 * A local HTTP server speaking the part of Komerce's RajaOngkir API v2 the adapter uses, from
 * its documentation (rajaongkir.com/docs, "RajaOngkir API V2"): every answer is
 * `{ meta: { message, code, status }, data }` and the API key travels in the `key` header.
 * - GET  /api/v1/destination/domestic-destination?search=&limit=&offset= : places whose village,
 *   district, city or postal code matches; 404 "Data not found" when none.
 * - POST /api/v1/calculate/domestic-cost (form: origin, destination, weight in grams, courier
 *   codes joined by ':', price): one row per service, `cost` in rupiah, `etd` like "2-3 day".
 * - POST /api/v1/track/waybill?awb=&courier=[&last_phone_number=] : `delivered` and `manifest`
 *   scans; 404 for a waybill the courier does not know.
 */
export interface RajaOngkirStub {
  readonly url: string;
  readonly calls: StubCall[];
  readonly waybills: Map<string, StubWaybill>;
  /** Answer the next call with this status and body instead. */
  failNext(status: number, body: unknown): void;
  /** Hold every answer this long (a timeout test). */
  delayMs: number;
  close(): Promise<void>;
}

const SERVICES: Readonly<Record<string, readonly [name: string, service: string, etd: string][]>> =
  {
    jne: [
      ['Jalur Nugraha Ekakurir (JNE)', 'REG', '2-3 day'],
      ['Jalur Nugraha Ekakurir (JNE)', 'YES', '1 day'],
    ],
    jnt: [['J&T Express', 'EZ', '2-4 day']],
    sicepat: [['SiCepat Express', 'REG', '']],
  };

const meta = (code: number, message: string) => ({
  message,
  code,
  status: code < 400 ? 'success' : 'error',
});

export async function startRajaOngkirStub(options: {
  readonly apiKey: string;
  readonly originId: number;
  readonly destinations: readonly StubDestination[];
}): Promise<RajaOngkirStub> {
  const calls: StubCall[] = [];
  const waybills = new Map<string, StubWaybill>();
  let failure: { status: number; body: unknown } | null = null;

  const answer = (request: IncomingMessage, raw: string): [number, unknown] => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const query = Object.fromEntries(url.searchParams);
    const form =
      request.headers['content-type'] === 'application/x-www-form-urlencoded'
        ? Object.fromEntries(new URLSearchParams(raw))
        : {};
    calls.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query,
      key: request.headers['key'] as string | undefined,
      contentType: request.headers['content-type'],
      form,
    });
    if (request.headers['key'] !== options.apiKey) {
      return [401, { meta: meta(401, 'Invalid Api key, key not found'), data: null }];
    }
    if (failure) {
      const { status, body } = failure;
      failure = null;
      return [status, body];
    }

    if (request.method === 'GET' && url.pathname === '/api/v1/destination/domestic-destination') {
      const search = (query['search'] ?? '').trim().toUpperCase();
      if (!search) return [422, { meta: meta(422, 'search is required'), data: null }];
      const found = options.destinations.filter(
        (place) =>
          place.zip_code === search ||
          [place.subdistrict_name, place.district_name, place.city_name].some((name) =>
            name.includes(search),
          ),
      );
      if (found.length === 0) return [404, { meta: meta(404, 'Data not found'), data: null }];
      return [
        200,
        {
          meta: meta(200, 'Success Get Domestic Destinations'),
          data: found.map(({ perKg: _perKg, ...place }) => ({
            ...place,
            label: `${place.subdistrict_name}, ${place.district_name}, ${place.city_name}, ${place.province_name}, ${place.zip_code}`,
          })),
        },
      ];
    }

    if (request.method === 'POST' && url.pathname === '/api/v1/calculate/domestic-cost') {
      const weight = Number(form['weight']);
      const missing = ['origin', 'destination', 'weight', 'courier'].filter((key) => !form[key]);
      if (missing.length > 0 || !Number.isInteger(weight) || weight < 1) {
        return [422, { meta: meta(422, `invalid ${missing.join(', ') || 'weight'}`), data: null }];
      }
      if (Number(form['origin']) !== options.originId) {
        return [400, { meta: meta(400, 'origin not found'), data: null }];
      }
      const place = options.destinations.find(
        (candidate) => candidate.id === Number(form['destination']),
      );
      if (!place) return [400, { meta: meta(400, 'destination not found'), data: null }];
      const kilograms = Math.ceil(weight / 1_000);
      const rows = (form['courier'] ?? '').split(':').flatMap((code) =>
        (SERVICES[code] ?? [])
          .filter(([, service]) => place.perKg[`${code}/${service}`] !== undefined)
          .map(([name, service, etd]) => ({
            name,
            code,
            service,
            description: service === 'YES' ? 'Yakin Esok Sampai' : 'Layanan Reguler',
            cost: (place.perKg[`${code}/${service}`] ?? 0) * kilograms,
            etd,
          })),
      );
      if (rows.length === 0) return [404, { meta: meta(404, 'Data not found'), data: null }];
      return [200, { meta: meta(200, 'Success Calculate Domestic Shipping cost'), data: rows }];
    }

    if (request.method === 'POST' && url.pathname === '/api/v1/track/waybill') {
      const waybill = waybills.get(query['awb'] ?? '');
      if (!waybill || waybill.courier !== query['courier']) {
        return [404, { meta: meta(404, 'Invalid waybill. Data not found'), data: null }];
      }
      if (waybill.lastPhoneNumber && query['last_phone_number'] !== waybill.lastPhoneNumber) {
        return [
          400,
          { meta: meta(400, 'last_phone_number is required for this courier'), data: null },
        ];
      }
      const latest = waybill.manifest[0];
      return [
        200,
        {
          meta: meta(200, 'Success Get Waybill'),
          data: {
            delivered: waybill.delivered,
            summary: {
              courier_code: waybill.courier,
              waybill_number: query['awb'],
              status: waybill.delivered ? 'DELIVERED' : 'ON PROCESS',
            },
            delivery_status: {
              status: waybill.delivered ? 'DELIVERED' : 'ON PROCESS',
              pod_receiver: '',
              pod_date: latest?.manifest_date ?? '',
              pod_time: latest?.manifest_time ?? '',
            },
            manifest: waybill.manifest,
          },
        },
      ];
    }
    return [404, { meta: meta(404, 'Not Found'), data: null }];
  };

  const stub = {
    calls,
    waybills,
    delayMs: 0,
    failNext(status: number, body: unknown) {
      failure = { status, body };
    },
  };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const [status, body] = answer(request, raw);
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
        response.end(JSON.stringify(body));
      };
      if (stub.delayMs > 0) setTimeout(send, stub.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}/api/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
