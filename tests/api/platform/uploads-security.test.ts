// Uploaded images (logo, mobile logo, employee picture): a file over 1.5 MB is refused whole with 413 and nothing is
// stored, however the bytes arrive; only decodable images within the pixel cap are kept, stripped of anything that
// is not the picture; stored files are served with a CSP that runs nothing.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '../../../domain/index.ts';
import { createEmployee } from '../../support/factories.ts';
import { png } from '../../support/png.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: { token: string };
let base: string;
let employeeId: number;

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  employeeId = (await createEmployee(t.db)).id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
after(async () => { await t?.close(); });

const MB = 1024 * 1024;
const TARGETS = [
  { name: 'company logo', url: () => '/api/company/logo', field: 'logo' },
  { name: 'mobile logo', url: () => '/api/company/logo-mobile', field: 'logo' },
  { name: 'employee picture', url: () => `/api/employees/${employeeId}/picture`, field: 'picture' },
] as const;

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------
/** A multipart/form-data body with one file part (built by hand: a 50 MB body is one copy, not several). */
function multipart(field: string, content: Buffer, type = 'image/png', filename = 'image.png') {
  const boundary = `----pontual-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head, 'latin1'), content, Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1')]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(url: string, field: string, content: Buffer, { type = 'image/png' } = {}) {
  const { body, contentType } = multipart(field, content, type);
  return t.request({ method: 'POST', url, token: admin.token, payload: body, headers: { 'content-type': contentType } });
}

function* chunks(body: Buffer, size: number) {
  for (let at = 0; at < body.length; at += size) yield body.subarray(at, at + size);
}

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, token: admin.token, headers });
const storedCount = async () => Number((await t.db.selectFrom('stored_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A file of exactly `size` bytes that starts as a real PNG (so only its size is wrong). */
function oversized(size: number): Buffer {
  const head = png([7, 7, 7, 255]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x41)]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let c = 0xffffffff;
  for (const b of body) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}

/** An 8-bit grey PNG that declares `width` × `height` but carries only `rows` rows of pixel data (a few bytes). */
function pngHeaderOnly(width: number, height: number, rows = 1): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    png().subarray(0, 8), pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rows * (width + 1)))), pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF of `frames` frames of `width` × `height` whose image data is empty: big on paper, a few hundred bytes. */
function gifHeaderOnly(width: number, height: number, frames: number): Buffer {
  const u16 = (n: number) => Buffer.from([n & 0xff, n >> 8]);
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]), // graphic control: 100 ms
    Buffer.from([0x2c]), u16(0), u16(0), u16(width), u16(height), Buffer.from([0]),
    Buffer.from([2, 1, 0x2c, 0]), // LZW: clear code, end code
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'), u16(width), u16(height), Buffer.from([0x80, 0, 0, 0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 11]), Buffer.from('NETSCAPE2.0', 'latin1'), Buffer.from([3, 1, 0, 0, 0]),
    ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b]),
  ]);
}

/** A real JPEG with a comment segment and an EXIF description that both carry a script. */
async function jpegWithScript(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .withExif({ IFD0: { ImageDescription: '<script>alert("exif")</script>' } }).jpeg().toBuffer();
  const text = Buffer.from('<script>alert("comment")</script>', 'latin1');
  const com = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([(text.length + 2) >> 8, (text.length + 2) & 0xff]), text]);
  return Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
}

// ---------------------------------------------------------------------------------------------------------------
// Size: 413, nothing stored
// ---------------------------------------------------------------------------------------------------------------
describe('a file over 1.5 MB is refused with 413 and nothing is stored', () => {
  const SIZES = [
    { label: '1.5 MB + 1 byte', bytes: IMAGE_MAX_BYTES + 1 },
    { label: '2 MB', bytes: 2 * MB },
    { label: '10 MB', bytes: 10 * MB },
    { label: '50 MB', bytes: 50 * MB },
  ];
  for (const target of TARGETS) {
    test(`${target.name}: 1.5 MB + 1 byte, 2, 10 and 50 MB → 413 FILE_TOO_LARGE whole, however the bytes arrive; the previous image stays`, async () => {
      const previous = png([1, 2, 3, 255], { width: 2 });
      assert.equal((await upload(target.url(), target.field, previous)).statusCode, 204);
      const count = await storedCount();
      for (const size of SIZES) {
        const content = oversized(size.bytes);
        const { body, contentType } = multipart(target.field, content);
        for (const streamed of [false, true]) {
          const payload = streamed ? Readable.from(chunks(body, 64 * 1024)) : body;
          const res = await t.request({ method: 'POST', url: target.url(), token: admin.token, payload, headers: { 'content-type': contentType } });
          assertRejected(res, 413, target.field, 'FILE_TOO_LARGE');
          assert.equal(await storedCount(), count, `${size.label}${streamed ? ', streamed' : ''}: nothing stored`);
        }
        // Over a real connection, the body cut exactly where the file reaches the limit: busboy then stopped the file
        // there without a further chunk to say so, and the first 1.5 MB were kept as if complete.
        const cut = body.indexOf(content.subarray(0, 16)) + IMAGE_MAX_BYTES;
        for (const splits of [[cut], [cut - 10, cut]]) {
          const res = await sendInPieces(target.url(), contentType, body, splits);
          if (res.status !== 'reset') {
            assert.equal(res.status, 413, `${size.label} split at ${splits}: ${res.status}`);
            assert.equal(res.body.subErrors[0].field, target.field);
          }
          assert.equal(await storedCount(), count, `${size.label} split at ${splits}: nothing stored`);
        }
        const served = await get(target.url());
        assert.equal(served.statusCode, 200);
        assert.deepEqual(served.rawPayload, previous, `${size.label}: the previous image is still served`);
      }
    });
  }

  test('exactly 1.5 MB is not refused for its size', async () => {
    const exact = png([9, 8, 7, 255], { padding: IMAGE_MAX_BYTES - png([9, 8, 7, 255]).length - 12 - 'Comment\0'.length });
    assert.equal(exact.length, IMAGE_MAX_BYTES);
    const res = await upload('/api/company/logo', 'logo', exact);
    assert.equal(res.statusCode, 204, res.body);
    assert.deepEqual((await get('/api/company/logo')).rawPayload, png([9, 8, 7, 255]), 'stored without its text chunk');
  });

  test('over a real connection, whatever the chunking around the limit → 413 and nothing stored for a picture never set', async () => {
    const url = `/api/employees/${(await createEmployee(t.db)).id}/picture`;
    const content = oversized(2 * MB);
    const { body, contentType } = multipart('picture', content);
    const start = body.indexOf(content.subarray(0, 16));
    const cut = start + IMAGE_MAX_BYTES;
    for (const splits of [[start, cut], [start + 65536, cut], [cut + 1], [cut - 1], [start + 1000, cut - 1000, cut + 1000]]) {
      const res = await sendInPieces(url, contentType, body, splits);
      assert.equal(res.status, 413, `split at ${splits}`);
    }
    assert.equal((await get(url)).statusCode, 404);
  });

  test('a 50 MB body is answered 413 at once, the client sees that answer, and the server reads little of the rest', async () => {
    const { body, contentType } = multipart('logo', oversized(50 * MB));
    const headers = { 'content-type': contentType, authorization: `Bearer ${admin.token}` };
    const count = await storedCount();

    // Streamed (chunked, through fetch). The client sends 4 MB, then waits for an answer before sending more: the
    // 413 must come while it waits (the limit is met after 1.5 MB), not after the other 46 MB. (fetch stops sending
    // once it has the answer, so the client then hangs up; the declared-length case below keeps sending.)
    const streamed = watchServerSide('/api/company/logo');
    const gate = gateAfter(4 * MB);
    let pulled = 0;
    const aborter = new AbortController();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (pulled >= body.length) return controller.close();
        if (pulled >= 4 * MB) await gate.opened;
        controller.enqueue(body.subarray(pulled, pulled + 64 * 1024));
        pulled += 64 * 1024;
      },
    });
    const res = await gate.answeredWhileHeld(
      fetch(`${base}/api/company/logo`, { method: 'POST', headers, body: stream, duplex: 'half', signal: aborter.signal } as RequestInit),
    );
    assert.equal(res.status, 413);
    assert.equal((await res.json()).code, 'FILE_TOO_LARGE');
    aborter.abort();
    gate.open();
    const readByServer = await streamed.closed;
    assert.ok(readByServer < 12 * MB, `the server read ${(readByServer / MB).toFixed(1)} MB of a refused 50 MB body`);

    // Declared length (Node's http client, which reports a reset rather than an answer if the server cuts the
    // connection over unread bytes): refused on the headers, and the 413 reaches the client.
    const declared = await postWithNodeHttp('/api/company/logo', { ...headers, 'content-length': String(body.length) }, body);
    assert.equal(declared.status, 413, declared.error);
    assert.equal(JSON.parse(declared.body).code, 'FILE_TOO_LARGE');

    // A client that never stops sending, whatever the answer: the server reads at most its 8 MB discard budget past
    // the answer, then cuts the connection.
    const relentless = watchServerSide('/api/company/logo');
    await sendRelentlessly('/api/company/logo', { ...headers, 'content-length': String(body.length) }, body);
    const relentlessRead = await relentless.closed;
    assert.ok(relentlessRead < 12 * MB, `the server read ${(relentlessRead / MB).toFixed(1)} MB of a refused 50 MB body`);
    assert.equal(await storedCount(), count);
  });
});

/**
 * The client holds its body at `bytes` until the answer arrives: an answer that comes while it is held was given
 * with at most that much sent. A server that waited for the whole body would never answer: after 20 s the test fails.
 */
function gateAfter(bytes: number) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return {
    opened,
    open,
    async answeredWhileHeld<T>(answer: Promise<T>): Promise<T> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within 20 s with ${bytes / MB} MB sent`)), 20_000);
      });
      try { return await Promise.race([answer, late]); } finally { clearTimeout(timer); }
    },
  };
}

/** The server's side of the next request to `url`: `closed` resolves with the body bytes it read once its socket closed. */
function watchServerSide(url: string) {
  return {
    closed: new Promise<number>((resolve) => {
      const onRequest = (req: http.IncomingMessage) => {
        if (req.url !== url || req.method !== 'POST') return;
        t.app.server.off('request', onRequest);
        const socket = req.socket;
        const before = socket.bytesRead;
        socket.once('close', () => resolve(socket.bytesRead - before));
      };
      t.app.server.on('request', onRequest);
    }),
  };
}

/** Writes a whole request on a bare socket, as fast as it goes, never reading; resolves when the server hangs up. */
function sendRelentlessly(url: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<void>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(base).port) });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
    const head = [`POST ${url} HTTP/1.1`, `host: ${new URL(base).host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    void (async () => {
      for (const chunk of chunks(body, 64 * 1024)) {
        if (socket.destroyed) return;
        if (!socket.write(chunk)) await new Promise((next) => { socket.once('drain', next); socket.once('close', next); });
      }
    })();
  });
}

/**
 * POSTs `body` with node:http in 64 KB writes, holding at 4 MB until the answer arrives (see gateAfter); resolves
 * once the answer is read (or the request failed).
 */
function postWithNodeHttp(url: string, headers: Record<string, string>, body: Buffer) {
  const gate = gateAfter(4 * MB);
  return gate.answeredWhileHeld(new Promise<{ status?: number; body: string; error?: string }>((resolve) => {
    const out = { status: undefined as number | undefined, body: '', error: undefined as string | undefined };
    const req = http.request(`${base}${url}`, { method: 'POST', headers }, (res) => {
      out.status = res.statusCode;
      gate.open();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { out.body += chunk; });
      res.on('end', () => { req.destroy(); resolve(out); });
    });
    req.on('error', (err) => { out.error = String(err); gate.open(); if (out.status === undefined) resolve(out); });
    void (async () => {
      let sent = 0;
      for (const chunk of chunks(body, 64 * 1024)) {
        if (req.destroyed) return;
        if (sent >= 4 * MB) await gate.opened;
        sent += chunk.length;
        if (!req.write(chunk)) await new Promise((next) => { req.once('drain', next); req.once('close', next); });
      }
      req.end();
    })();
  }));
}

/** POSTs `body` over a real connection (chunked), handing it over in pieces cut at `splits`, a little apart. */
async function sendInPieces(url: string, contentType: string, body: Buffer, splits: number[]) {
  const pieces = [...splits, body.length].map((end, i, all) => body.subarray(i === 0 ? 0 : all[i - 1], end));
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i >= pieces.length) return controller.close();
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 30));
      controller.enqueue(new Uint8Array(pieces[i++]));
    },
  });
  let res: Response;
  try {
    res = await fetch(`${base}${url}`, {
      method: 'POST', headers: { 'content-type': contentType, authorization: `Bearer ${admin.token}` }, body: stream, duplex: 'half',
    } as RequestInit);
  } catch (error) {
    // Past the 8 MiB the server drains after its 413, it cuts the connection by design; a client still writing one
    // giant piece may then see the reset before it has read the answer. Below that budget the 413 must arrive.
    if (body.length > IMAGE_MAX_BYTES + 8 * MB) return { status: 'reset' as const, body: { subErrors: [] } };
    throw error;
  }
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : { subErrors: [] }) as { subErrors: { field: string }[] } };
}

// ---------------------------------------------------------------------------------------------------------------
// Content: decoded, bounded in pixels, cleaned
// ---------------------------------------------------------------------------------------------------------------
describe('only decodable images within the pixel cap are stored, cleaned', () => {
  test('a 30,000 × 30,000 PNG (900 megapixels in a few bytes) → 413 IMAGE_TOO_LARGE naming the field, nothing stored', async () => {
    for (const target of TARGETS) {
      const before1 = await get(target.url());
      const count = await storedCount();
      const res = await upload(target.url(), target.field, pngHeaderOnly(30_000, 30_000));
      assertRejected(res, 413, target.field, 'IMAGE_TOO_LARGE');
      assert.equal(await storedCount(), count);
      const after1 = await get(target.url());
      assert.equal(after1.statusCode, before1.statusCode);
      assert.deepEqual(after1.rawPayload, before1.rawPayload);
    }
  });

  test('over the pixel cap in any format → 413 IMAGE_TOO_LARGE; one pixel over 4096 × 4096 is over', async () => {
    const url = '/api/company/logo-mobile';
    const count = await storedCount();
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const hugeJpeg = Buffer.from(jpeg);
    hugeJpeg.writeUInt16BE(20_000, sof + 5);
    hugeJpeg.writeUInt16BE(20_000, sof + 7);
    const cases = [
      { bytes: gifHeaderOnly(5000, 5000, 1), type: 'image/gif' },
      { bytes: hugeJpeg, type: 'image/jpeg' },
      { bytes: pngHeaderOnly(IMAGE_MAX_PIXELS + 1, 1), type: 'image/png' },
      { bytes: pngHeaderOnly(4097, 4096), type: 'image/png' },
    ];
    for (const c of cases) assertRejected(await upload(url, 'logo', c.bytes, { type: c.type }), 413, 'logo', 'IMAGE_TOO_LARGE');
    assert.equal(await storedCount(), count);
  });

  test('a 4096 × 4096 PNG, right at the cap, is accepted', async () => {
    const full = pngHeaderOnly(4096, 4096, 4096);
    assert.ok(full.length < IMAGE_MAX_BYTES);
    const res = await upload('/api/company/logo-mobile', 'logo', full);
    assert.equal(res.statusCode, 204, res.body);
    const meta = await sharp((await get('/api/company/logo-mobile')).rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height], [4096, 4096]);
  });

  test('JPEG magic bytes followed by a script, or a PNG signature followed by one → 400 UNSUPPORTED_FILE_TYPE, nothing stored', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>\n'.repeat(20), 'latin1');
    const fakes = [
      { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), script]), type: 'image/jpeg' },
      { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), script]), type: 'image/jpeg' },
      { bytes: Buffer.concat([png().subarray(0, 8), script]), type: 'image/png' },
      { bytes: Buffer.concat([Buffer.from('GIF89a', 'latin1'), script]), type: 'image/gif' },
      { bytes: Buffer.concat([png().subarray(0, 33), script]), type: 'image/png' }, // a real IHDR, then no pixels
    ];
    for (const target of TARGETS) {
      const count = await storedCount();
      for (const fake of fakes) {
        assertRejected(await upload(target.url(), target.field, fake.bytes, { type: fake.type }), 400, target.field, 'UNSUPPORTED_FILE_TYPE');
      }
      assert.equal(await storedCount(), count);
    }
  });

  test('a real JPEG whose EXIF and comment carry a script is stored re-encoded: no script, same dimensions, no EXIF', async () => {
    const jpeg = await jpegWithScript(64, 48);
    assert.ok(jpeg.includes('<script>'));
    for (const target of TARGETS) {
      const res = await upload(target.url(), target.field, jpeg, { type: 'image/jpeg' });
      assert.equal(res.statusCode, 204, res.body);
      const served = await get(target.url());
      assert.equal(served.headers['content-type'], 'image/jpeg');
      assert.ok(!served.rawPayload.includes('script'), 'the script text is gone');
      const meta = await sharp(served.rawPayload).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height, meta.exif, meta.comments], ['jpeg', 64, 48, undefined, undefined]);
      const { dominant } = await sharp(served.rawPayload).stats();
      assert.ok(Math.abs(dominant.r - 200) < 24 && Math.abs(dominant.g - 30) < 24 && Math.abs(dominant.b - 60) < 24, JSON.stringify(dominant));
    }
  });

  test('a PNG keeps its pixels byte for byte, without text chunks or bytes after its end', async () => {
    const clean = png([40, 50, 60, 255], { width: 3, height: 2 });
    const iend = clean.length - 12;
    const text = pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1'));
    const dirty = Buffer.concat([clean.subarray(0, 33), text, clean.subarray(33, iend + 12), Buffer.from('<script>alert(2)</script>')]);
    const res = await upload('/api/company/logo', 'logo', dirty);
    assert.equal(res.statusCode, 204, res.body);
    assert.deepEqual((await get('/api/company/logo')).rawPayload, clean);
  });

  test('a PNG with a colour profile is re-encoded to an sRGB PNG without the profile', async () => {
    const withProfile = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#336699' } }).withIccProfile('p3').png().toBuffer();
    assert.ok((await sharp(withProfile).metadata()).icc);
    assert.equal((await upload('/api/company/logo', 'logo', withProfile)).statusCode, 204);
    const meta = await sharp((await get('/api/company/logo')).rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height, meta.icc], ['png', 8, 8, undefined]);
  });

  test('an animated GIF keeps its first frame; a WebP is re-encoded without its EXIF', async () => {
    const frames = 3;
    const raw = Buffer.alloc(32 * 32 * frames * 4);
    for (let f = 0; f < frames; f++) for (let p = 0; p < 32 * 32; p++) raw.set([f * 100, 50, 200 - f * 60, 255], (f * 32 * 32 + p) * 4);
    const gif = await sharp(raw, { raw: { width: 32, height: 32 * frames, channels: 4, pageHeight: 32 } }).gif({ loop: 0, delay: 200 }).toBuffer();
    assert.equal((await sharp(gif, { animated: true }).metadata()).pages, frames);
    assert.equal((await upload('/api/company/logo', 'logo', gif, { type: 'image/gif' })).statusCode, 204);
    const served = await get('/api/company/logo');
    assert.equal(served.headers['content-type'], 'image/gif');
    const meta = await sharp(served.rawPayload, { animated: true }).metadata();
    assert.deepEqual([meta.width, meta.height, meta.pages], [32, 32, 1]);
    assert.deepEqual(await sharp(served.rawPayload).raw().toBuffer(), await sharp(gif).raw().toBuffer(), 'the first frame, same pixels');

    const webp = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#0a0' } })
      .withExif({ IFD0: { ImageDescription: '<script>alert(3)</script>' } }).webp().toBuffer();
    assert.ok(webp.includes('<script>'));
    assert.equal((await upload('/api/company/logo', 'logo', webp, { type: 'image/webp' })).statusCode, 204);
    const servedWebp = await get('/api/company/logo');
    assert.equal(servedWebp.headers['content-type'], 'image/webp');
    assert.ok(!servedWebp.rawPayload.includes('script'));
    const webpMeta = await sharp(servedWebp.rawPayload).metadata();
    assert.deepEqual([webpMeta.width, webpMeta.height, webpMeta.exif], [20, 10, undefined]);
  });

  test('an EXIF-rotated photo is stored upright', async () => {
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#888' } }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    assert.equal((await upload(TARGETS[2].url(), 'picture', sideways, { type: 'image/jpeg' })).statusCode, 204);
    const meta = await sharp((await get(TARGETS[2].url())).rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height, meta.orientation], [20, 40, undefined]);
  });

  test('many uploads at once all succeed (image work waits its turn)', async () => {
    const employees = await Promise.all(Array.from({ length: 6 }, () => createEmployee(t.db)));
    const jpeg = await jpegWithScript(300, 200);
    const answers = await Promise.all(employees.map((e) => upload(`/api/employees/${e.id}/picture`, 'picture', jpeg, { type: 'image/jpeg' })));
    assert.deepEqual(answers.map((a) => a.statusCode), employees.map(() => 204));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Serving
// ---------------------------------------------------------------------------------------------------------------
describe('stored images are served inert', () => {
  test('GET of a logo, a mobile logo and a picture carries a CSP that runs nothing and nosniff, on 200 and 304', async () => {
    for (const target of TARGETS) {
      assert.equal((await upload(target.url(), target.field, png([5, 6, 7, 255]))).statusCode, 204);
      const res = await get(target.url());
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-security-policy'], "default-src 'none'; sandbox");
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      const again = await get(target.url(), { 'if-none-match': String(res.headers.etag) });
      assert.equal(again.statusCode, 304);
      assert.equal(again.headers['content-security-policy'], "default-src 'none'; sandbox");
      assert.equal(again.headers['x-content-type-options'], 'nosniff');
    }
  });
});
