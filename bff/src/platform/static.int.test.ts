import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startHarness, type Harness } from '../test/harness';
import { IMMUTABLE, REVALIDATE } from './static';

function write(root: string, file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

describe('static files (embedded)', () => {
  let h: Harness;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-static-'));
    write(root, 'shell/dist/index.html', '<!doctype html><title>Flow</title>');
    write(root, 'shell/dist/assets/main.3f2a1b9c.js', 'console.log("shell")');
    write(root, 'shell/dist/sw.js', 'self.addEventListener("fetch", () => {})');
    write(root, 'shell/dist/river-flowing.m4a', '0123456789');
    write(root, 'mfe-community/dist/mf-manifest.json', '{"name":"community"}');
    write(root, 'mfe-community/dist/remoteEntry.js', 'var community;');
    write(root, 'mfe-community/dist/static/js/wall.abcdef12.js', 'export default 1');
    // What the build writes beside every text asset (packages/build precompressPlugins).
    const big = 'console.log("a wall of text");\n'.repeat(200);
    write(root, 'shell/dist/big.0123abcd.js', big);
    write(root, 'shell/dist/big.0123abcd.js.br', zlib.brotliCompressSync(big));
    write(root, 'shell/dist/big.0123abcd.js.gz', zlib.gzipSync(big));
    write(root, 'shell/dist/index.html.br', zlib.brotliCompressSync('<!doctype html><title>Flow</title>'));
    write(root, 'mfe-community/dist/remoteEntry.js.gz', zlib.gzipSync('var community;'));
    h = await startHarness({ env: { FLOW_STATIC_ROOT: root } });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell index at / without caching', async () => {
    const res = await h.agent().get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Flow</title>');
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it('falls back to index.html for client routes', async () => {
    for (const route of ['/about', '/daily-verse', '/no/such/page']) {
      const res = await h.agent().get(route).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/html/);
      expect(res.headers['cache-control']).toBe(REVALIDATE);
    }
  });

  it('keeps a missing asset a 404 instead of answering HTML', async () => {
    const res = await h.agent().get('/assets/missing.12345678.js').set('Accept', '*/*');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });

  it('caches hashed files for a year and entry points not at all', async () => {
    const hashed = await h.agent().get('/assets/main.3f2a1b9c.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    expect((await h.agent().get('/sw.js')).headers['cache-control']).toBe(REVALIDATE);
  });

  it('serves remotes with CORS and the right cache headers', async () => {
    const manifest = await h.agent().get('/remotes/community/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe(REVALIDATE);
    const entry = await h.agent().get('/remotes/community/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe(REVALIDATE);
    const chunk = await h.agent().get('/remotes/community/static/js/wall.abcdef12.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for unknown remotes and files, never the shell', async () => {
    for (const url of ['/remotes/community/nope.js', '/remotes/unknown/mf-manifest.json', '/remotes/billing/mf-manifest.json']) {
      const res = await h.agent().get(url).set('Accept', 'text/html');
      expect(res.status).toBe(404);
    }
  });

  it('refuses to leave the static folders', async () => {
    const res = await h.agent().get('/remotes/community/..%2f..%2fshell%2fdist%2findex.html');
    expect([400, 403, 404]).toContain(res.status);
    expect(res.text).not.toContain('<title>Flow</title>');
  });

  it('answers revalidation with 304', async () => {
    const first = await h.agent().get('/remotes/community/mf-manifest.json');
    const again = await h
      .agent()
      .get('/remotes/community/mf-manifest.json')
      .set('If-Modified-Since', first.headers['last-modified']);
    expect(again.status).toBe(304);
  });

  it('serves byte ranges (audio in Safari)', async () => {
    const res = await h.agent().get('/river-flowing.m4a').set('Range', 'bytes=2-5').buffer(true);
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 2-5/10');
    expect(String(res.body)).toBe('2345');
  });

  describe('precompressed assets', () => {
    // Raw node:http: supertest would decompress the body and hide what went over the wire.
    const get = (url: string, encoding: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${h.url}${url}`, { headers: { 'Accept-Encoding': encoding, ...headers } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });

    it('serves the brotli copy to browsers that accept it, with Vary and the asset cache policy', async () => {
      const res = await get('/big.0123abcd.js', 'gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(zlib.brotliDecompressSync(res.body).toString()).toContain('a wall of text');
    });

    it('falls back to gzip, then to the plain file', async () => {
      const gz = await get('/big.0123abcd.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['vary']).toMatch(/accept-encoding/i);
      expect(zlib.gunzipSync(gz.body).toString()).toContain('a wall of text');
      const plain = await get('/big.0123abcd.js', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);
      expect(plain.body.toString()).toContain('a wall of text');
    });

    it('compresses the page itself and remote entries, keeping their revalidation policy', async () => {
      const page = await get('/', 'br');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe(REVALIDATE);
      const route = await get('/daily-verse', 'br', { Accept: 'text/html' });
      expect(route.headers['content-encoding']).toBe('br');
      expect(route.headers['content-type']).toMatch(/html/);
      const entry = await get('/remotes/community/remoteEntry.js', 'gzip');
      expect(entry.headers['content-encoding']).toBe('gzip');
      expect(entry.headers['cache-control']).toBe(REVALIDATE);
      expect(entry.headers['access-control-allow-origin']).toBe('*');
    });

    it('never answers a byte range out of a compressed copy', async () => {
      const res = await get('/big.0123abcd.js', 'br', { Range: 'bytes=0-9' });
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBeUndefined();
    });
  });

  it('leaves /api alone', async () => {
    const res = await h.agent().get('/api/unknown').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
    expect((await h.agent().get('/api/posts')).status).toBe(200);
  });
});

describe('without built front ends', () => {
  let h: Harness;
  let empty: string;
  beforeAll(async () => {
    empty = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-empty-'));
    h = await startHarness({ env: { FLOW_STATIC_ROOT: empty } });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it('still serves the API and answers pages with a JSON 404', async () => {
    expect((await h.agent().get('/api/posts')).status).toBe(200);
    const page = await h.agent().get('/about').set('Accept', 'text/html');
    expect(page.status).toBe(404);
    expect(page.body).toEqual({ error: 'not_found', message: 'Page not found' });
  });
});
