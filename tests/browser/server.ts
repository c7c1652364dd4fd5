/**
 * A static file server that answers like a common static host: index.html
 * for a folder, a 301 to the folder's address with a trailing slash, and
 * 404.html with status 404 for anything unknown.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

function decodePath(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes("\0") ? undefined : decoded;
  } catch {
    return undefined;
  }
}

async function fileAt(path: string) {
  return stat(path).catch(() => undefined);
}

function send(response: ServerResponse, request: IncomingMessage, status: number, path: string, size: number) {
  response.writeHead(status, {
    "content-type": contentTypes[extname(path)] ?? "application/octet-stream",
    "content-length": size,
  });
  if (request.method === "HEAD") response.end();
  else createReadStream(path).pipe(response);
}

export async function startServer(root: string): Promise<StaticServer> {
  const server = createServer(async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const url = new URL(request.url ?? "/", "http://localhost");
    const pathname = decodePath(url.pathname);
    if (pathname === undefined) {
      response.writeHead(400).end();
      return;
    }
    const path = join(root, normalize(pathname));
    const inside = path === root || path.startsWith(root + sep);
    const found = inside ? await fileAt(path) : undefined;
    if (found?.isDirectory()) {
      if (!pathname.endsWith("/")) {
        response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      const index = join(path, "index.html");
      const indexFile = await fileAt(index);
      if (indexFile?.isFile()) return send(response, request, 200, index, indexFile.size);
    } else if (found?.isFile()) {
      return send(response, request, 200, path, found.size);
    }
    const notFound = join(root, "404.html");
    const notFoundFile = await fileAt(notFound);
    if (notFoundFile) return send(response, request, 404, notFound, notFoundFile.size);
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
