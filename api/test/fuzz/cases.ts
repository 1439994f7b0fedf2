import type { Endpoint, EndpointName } from '@pear/contract';
import type { InjectOptions } from 'fastify';
import { hostileVideos } from '../fixtures/hostile-videos.js';
import {
  deepJson,
  HOSTILE_IDS,
  HOSTILE_STRINGS,
  hostileIdSegment,
  ILL_FORMED_STRINGS,
  WRONG_TYPES,
  type Random,
} from './values.js';

/*
 * Malformed requests for one contract endpoint, derived from its declaration (method, path, params, query, body
 * kind and schema, auth). Every case is malformed by construction: a request the contract's own schema would accept
 * is dropped here (zod `safeParse`), unless a later check refuses it for certain (an unknown id in the path, a
 * missing signature, a body over every limit).
 */

export type FuzzCase = {
  endpoint: EndpointName;
  family: string;
  description: string;
  request: InjectOptions;
};

export type HostilePdf = { name: string; bytes: Uint8Array };

export type FuzzContext = {
  random: Random;
  /** Valid credentials, so that a case reaches the check it aims at rather than stopping at 401. */
  authorizationFor(endpoint: EndpointName): Record<string, string>;
  forgedAuthorizations: Array<{ name: string; authorization: string | undefined }>;
  /** Every method the contract declares for a path. */
  methodsOf(path: string): Set<string>;
  pdfs: HostilePdf[];
};

type Schema = NonNullable<Endpoint['body']>;
type SchemaDef = { type?: string; shape?: Record<string, Schema>; options?: Schema[] };

const defOf = (schema: Schema): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The declared keys of an object schema (or of the first object in a union); undefined for records and others. */
function shapeKeys(schema: Schema | undefined): string[] | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'union') return def.options?.map(shapeKeys).find((keys) => keys !== undefined);
  return undefined;
}

const refusedBy = (schema: Schema | undefined, value: unknown) => !schema || !schema.safeParse(value).success;

/** A value for each path parameter that the params schema accepts but that names nothing (an unknown id). */
function unknownParams(endpoint: Endpoint): Record<string, string> {
  const keys = shapeKeys(endpoint.params) ?? [];
  const candidates = ['cs_local_0a1b2c3d', 'cs_test_fuzz_unknown', 'fuzz-unknown-uid'];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      candidates.find((candidate) => endpoint.params!.safeParse({ [key]: candidate }).success) ?? 'x',
    ]),
  );
}

function urlOf(endpoint: Endpoint, params: Record<string, string>, query = ''): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => params[name] ?? 'x');
  return query ? `${path}?${query}` : path;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

/** Whether the endpoint reads a body Fastify parses as JSON (the contract's json and raw-json kinds). */
const takesJson = (endpoint: Endpoint) =>
  endpoint.method !== 'GET' &&
  (endpoint.bodyKind === 'json' || endpoint.bodyKind === 'raw-json' || (endpoint.body && !endpoint.bodyKind));

/**
 * Whether any body at all is refused at this endpoint: its path names an unknown id (nothing to act on), or it
 * verifies a signature the fuzz cannot make.
 */
const refusesEveryBody = (endpoint: Endpoint) => endpoint.params !== undefined || endpoint.bodyKind === 'raw-json';

function multipart(field: string, filename: string, bytes: Uint8Array, boundary = 'fuzzBoundary7MA4YWxkTrZu0gW') {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** The request body kinds the fuzz can send a PDF as: raw, base64 in JSON, or a multipart file. */
function pdfRequest(endpoint: Endpoint, bytes: Uint8Array): Pick<InjectOptions, 'headers' | 'payload'> {
  if (endpoint.bodyKind === 'pdf')
    return { headers: { 'content-type': 'application/pdf' }, payload: Buffer.from(bytes) };
  if (endpoint.bodyKind === 'multipart') return multipart('thesis', 'thesis.pdf', bytes);
  const [key = 'pdf_base64'] = shapeKeys(endpoint.body) ?? [];
  return { headers: JSON_HEADERS, payload: JSON.stringify({ [key]: Buffer.from(bytes).toString('base64') }) };
}

const takesPdf = (endpoint: Endpoint) =>
  endpoint.bodyKind === 'pdf' ||
  endpoint.bodyKind === 'multipart' ||
  shapeKeys(endpoint.body)?.some((key) => /pdf/i.test(key));

export function casesFor(name: EndpointName, endpoint: Endpoint, context: FuzzContext): FuzzCase[] {
  const { random } = context;
  const cases: FuzzCase[] = [];
  const params = unknownParams(endpoint);
  const auth = context.authorizationFor(name);
  /** A case with the endpoint's method and URL unless `request` says otherwise, sent with `credentials`. */
  const add = (
    family: string,
    description: string,
    request: Partial<InjectOptions>,
    credentials: Record<string, string> = auth,
  ) =>
    cases.push({
      endpoint: name,
      family,
      description,
      request: {
        method: endpoint.method,
        url: urlOf(endpoint, params),
        ...request,
        headers: { ...credentials, ...(request.headers as Record<string, string> | undefined) },
      } as InjectOptions,
    });
  const keys = shapeKeys(endpoint.body);
  const addJsonBody = (family: string, description: string, body: unknown) => {
    if (refusesEveryBody(endpoint) || refusedBy(endpoint.body, body)) {
      add(family, description, { headers: JSON_HEADERS, payload: JSON.stringify(body) });
    }
  };

  // Forged and missing credentials (app tokens on viewer routes too); the body is hostile too, and must not be looked at.
  if (endpoint.auth === 'bearer' || endpoint.auth === 'viewer') {
    // A different third of the forgeries on each endpoint: each one is still tried on several.
    const forgeries = random.sample(context.forgedAuthorizations, Math.ceil(context.forgedAuthorizations.length / 3));
    for (const { name: forgery, authorization } of forgeries) {
      const decoration = takesJson(endpoint)
        ? {
            headers: JSON_HEADERS,
            payload: JSON.stringify({ [random.pick(HOSTILE_STRINGS)]: random.pick(HOSTILE_STRINGS) }),
          }
        : takesPdf(endpoint) && context.pdfs.length > 0
          ? pdfRequest(endpoint, random.pick(context.pdfs).bytes)
          : {};
      add('forged token', forgery, decoration, authorization === undefined ? {} : { authorization });
    }
  }
  if (endpoint.auth === 'apiKey') {
    for (const apikey of [undefined, 'wrong-key', 'k'.repeat(5000), 'pear-public-anon-key-but-longer']) {
      add(
        'forged token',
        `apikey ${apikey === undefined ? 'missing' : apikey.slice(0, 20)}`,
        { headers: JSON_HEADERS, payload: JSON.stringify({ email: random.pick(HOSTILE_STRINGS) }) },
        apikey === undefined ? {} : { apikey },
      );
    }
  }

  // Text the database cannot store: in the query (declared or not), in path parameters, in body fields.
  const queryKeys = [...(shapeKeys(endpoint.querystring) ?? []), 'q'];
  for (const key of random.sample(queryKeys, 2))
    add('NUL / surrogates', `query ${key}=a%00b`, { url: urlOf(endpoint, params, `${key}=a%00b`) });
  add('NUL / surrogates', 'query key with %00', { url: urlOf(endpoint, params, 'ke%00y=1') });
  for (const key of Object.keys(params)) {
    add('NUL / surrogates', `param ${key} with %00`, {
      url: urlOf(endpoint, { ...params, [key]: `${params[key]}%00` }),
    });
  }
  if (takesJson(endpoint)) {
    for (const key of keys ?? ['Location', random.pick(HOSTILE_STRINGS) || 'x']) {
      for (const text of random.sample(ILL_FORMED_STRINGS, 2)) {
        add('NUL / surrogates', `body.${key} = ${JSON.stringify(text)}`, {
          headers: JSON_HEADERS,
          payload: JSON.stringify({ [key]: text }),
        });
      }
    }
    add('NUL / surrogates', 'nested, in an array, in a key', {
      headers: JSON_HEADERS,
      payload: JSON.stringify({
        [keys?.[0] ?? 'a']: { list: ['fine', random.pick(ILL_FORMED_STRINGS)] },
        'k\u0000': 1,
      }),
    });
  }
  if (endpoint.bodyKind === 'form') {
    for (const key of keys ?? ['field'])
      add('NUL / surrogates', `form ${key}=%00`, { headers: FORM_HEADERS, payload: `${key}=x%00y` });
  }

  // A method the path does not have.
  const unused = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter(
    (method) => !context.methodsOf(endpoint.path).has(method),
  );
  for (const method of random.sample(unused, 2))
    add('wrong method', method, { method: method as InjectOptions['method'] });

  // Ids that climb out of the route or smuggle SQL, NoSQL, direction overrides; traversal below plain paths too.
  if (Object.keys(params).length > 0) {
    for (const id of random.sample(HOSTILE_IDS, 8)) {
      for (const key of Object.keys(params)) {
        add('path traversal / hostile id', `${key} = ${'raw' in id ? id.raw : JSON.stringify(id.value).slice(0, 40)}`, {
          url: urlOf(endpoint, { ...params, [key]: hostileIdSegment(id) }),
          ...(endpoint.bodyKind === 'form' ? { headers: FORM_HEADERS, payload: 'csrf=x' } : {}),
        });
      }
    }
  } else {
    add('path traversal / hostile id', 'suffix ..%2F..%2Fetc%2Fpasswd', {
      url: `${endpoint.path}/..%2F..%2Fetc%2Fpasswd`,
    });
    add('path traversal / hostile id', 'suffix %2e%2e', { url: `${endpoint.path}/%2e%2e/%2e%2e/` });
  }

  if (endpoint.method === 'GET') return cases;

  // Content types the endpoint does not take.
  for (const [type, payload] of random.sample(
    [
      ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
      ['text/csv', 'a,b\n1,2'],
      ['application/x-yaml', 'a: [1, 2'],
      ['image/png', '\x89PNG\r\n\x1a\n'],
    ] as const,
    2,
  )) {
    add('wrong content type', type, { headers: { 'content-type': type }, payload });
  }
  if (takesPdf(endpoint)) {
    add('wrong content type', 'JSON to a PDF upload', { headers: JSON_HEADERS, payload: '{"file":"%PDF-1.7"}' });
    add('wrong content type', 'text/plain to a PDF upload', {
      headers: { 'content-type': 'text/plain' },
      payload: '%PDF-1.7 not really',
    });
  }

  // JSON that is not JSON, or that poisons prototypes; JSON whose shape is wrong from the top.
  if (takesJson(endpoint) || (!endpoint.body && !endpoint.bodyKind)) {
    const broken = [
      '{"a":',
      "{'a':1}",
      '{"a":1,}',
      '{"a":1}}',
      '[1,2',
      '"unterminated',
      'NaN',
      '{"a":"\\x41"}',
      '\u0000{}',
    ];
    for (const text of random.sample(broken, 5))
      add('malformed JSON', JSON.stringify(text), { headers: JSON_HEADERS, payload: text });
    // No body at all is fine where the endpoint takes none (clients send the JSON content type regardless).
    if (endpoint.body || endpoint.bodyKind) add('malformed JSON', 'empty body', { headers: JSON_HEADERS, payload: '' });
    for (const text of ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}']) {
      add('malformed JSON', `prototype poisoning ${text.slice(2, 13)}`, { headers: JSON_HEADERS, payload: text });
    }
  }
  if (takesJson(endpoint)) {
    for (const text of ['null', '42', '"a string"', 'true', '[]', '[[]]', '{}', '[{}]']) {
      addJsonBody('wrong shape', text, JSON.parse(text));
    }

    // Wrong types, missing fields, extra fields, and hostile strings that the schema must refuse.
    const fieldKeys = keys ?? random.sample(HOSTILE_STRINGS.filter(Boolean), 4);
    const hostileObject = () => Object.fromEntries(fieldKeys.map((key) => [key, random.pick(HOSTILE_STRINGS)]));
    for (const key of fieldKeys) {
      for (const wrong of random.sample(WRONG_TYPES, 3)) {
        addJsonBody('wrong type', `${key}: ${JSON.stringify(wrong)}`, { ...hostileObject(), [key]: wrong });
      }
      for (const text of random.sample(HOSTILE_STRINGS, 3)) {
        addJsonBody('hostile strings', `${key}: ${JSON.stringify(text).slice(0, 40)}`, {
          ...hostileObject(),
          [key]: text,
        });
      }
      const missing = hostileObject();
      delete missing[key];
      addJsonBody('missing field', `without ${key}`, missing);
    }
    addJsonBody('extra fields', 'role, isAdmin, $where, __proto__-like keys on a wrong body', {
      [fieldKeys[0] ?? 'a']: 42,
      role: 'admin',
      isAdmin: true,
      $where: 'sleep(1000)',
      __proto: { polluted: true },
      'user.id': '00000000-0000-0000-0000-000000000000',
    });

    // 10,000 levels of nesting, at the top and in a field.
    for (const kind of ['array', 'object'] as const) {
      const deep = deepJson(10_000, kind);
      if (refusesEveryBody(endpoint) || refusedBy(endpoint.body, JSON.parse(deep))) {
        add('deep nesting', `${kind} 10,000 levels`, { headers: JSON_HEADERS, payload: deep });
      }
    }
    const field = fieldKeys[0] ?? 'a';
    const nestedField = `{${JSON.stringify(field)}:${deepJson(10_000, 'array')}}`;
    if (refusesEveryBody(endpoint) || refusedBy(endpoint.body, JSON.parse(nestedField))) {
      add('deep nesting', `${field}: array 10,000 levels`, { headers: JSON_HEADERS, payload: nestedField });
    }

    // Over the body limit (1 MiB for JSON; the resume's own limit, about 15 MB of base64, for the resume).
    const hugeLength = takesPdf(endpoint) ? 16 * 1024 * 1024 : 1_200_000;
    add('huge', `${field}: ${hugeLength.toLocaleString('en')} characters`, {
      headers: JSON_HEADERS,
      payload: JSON.stringify({ [field]: 'A'.repeat(hugeLength) }),
    });
  }

  // Broken, hostile and oversized PDFs, in whatever form the endpoint takes them.
  if (takesPdf(endpoint)) {
    for (const pdf of context.pdfs) add('hostile PDF', pdf.name, pdfRequest(endpoint, pdf.bytes));
    if (endpoint.bodyKind === 'multipart') {
      const form = multipart('thesis', 'thesis.pdf', context.pdfs[0]?.bytes ?? new Uint8Array());
      add('hostile PDF', 'multipart without a boundary', {
        headers: { 'content-type': 'multipart/form-data' },
        payload: form.payload,
      });
      add('hostile PDF', 'multipart cut short', { headers: form.headers, payload: form.payload.subarray(0, 120) });
      add(
        'hostile PDF',
        'the file in another field',
        multipart('resume', 'x.pdf', context.pdfs[0]?.bytes ?? new Uint8Array()),
      );
      add(
        'hostile PDF',
        'filename with traversal and NUL',
        multipart('thesis', '../../etc/passwd%00.pdf', new Uint8Array([37, 80])),
      );
    }
    if (endpoint.bodyKind === 'json' || (endpoint.body && !endpoint.bodyKind)) {
      add('hostile PDF', 'base64 that is not base64', {
        headers: JSON_HEADERS,
        payload: JSON.stringify({ [keys?.[0] ?? 'x']: '!!!% not base64 ###' }),
      });
    }
  }
  // Broken and hostile video containers, whatever type they claim: refused by their bytes (415 or 422).
  if (endpoint.bodyKind === 'video') {
    for (const video of hostileVideos(random.next)) {
      add('hostile video', video.name, { headers: { 'content-type': 'video/mp4' }, payload: video.bytes });
    }
  }
  return cases;
}
