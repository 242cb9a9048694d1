import {createReadStream} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

export type Server = {readonly origin: string; close(): Promise<void>};

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

/** Compressed by the host: text formats and WebAssembly (woff2, zip and images are compressed already). */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.xsl', '.svg', '.txt', '.wasm']);

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** The file for a URL path with clean URLs, as Docusaurus's output expects: x, x.html, x/index.html. */
async function resolve(root: string, pathname: string): Promise<string | undefined> {
  const relative = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, relative);
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (candidate.startsWith(root) && (await isFile(candidate))) {
      return candidate;
    }
  }
  return undefined;
}

/**
 * Serves a Docusaurus build over loopback as a static host with precompressed
 * assets would: clean URLs, 404.html for unknown paths, and gzip for text and
 * WebAssembly, compressed once per file and kept in memory (so a benchmark
 * measures the page, not this server compressing 10 MB of Pyodide again).
 */
export async function serveBuild(dir: string): Promise<Server> {
  const root = path.resolve(dir);
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    void (async () => {
      const {pathname} = new URL(request.url ?? '/', 'http://localhost');
      let file = await resolve(root, pathname);
      let status = 200;
      if (!file) {
        status = 404;
        file = path.join(root, '404.html');
      }
      const extension = path.extname(file);
      response.setHeader('Content-Type', types[extension] ?? 'application/octet-stream');
      response.setHeader('Cache-Control', 'no-cache');
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      if (acceptsGzip && compressible.has(extension)) {
        let body = gzipped.get(file);
        if (!body) {
          body = gzipSync(await readFile(file));
          gzipped.set(file, body);
        }
        response.writeHead(status, {'Content-Encoding': 'gzip', 'Content-Length': body.length, Vary: 'Accept-Encoding'});
        response.end(body);
        return;
      }
      response.writeHead(status, {'Content-Length': (await stat(file)).size});
      createReadStream(file).pipe(response);
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
