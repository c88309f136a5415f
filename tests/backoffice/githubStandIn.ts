// A stand-in for GitHub's REST API on 127.0.0.1: answers workflow dispatches with 204 and keeps
// each one; GET /__received lists them, so tests in other processes can see what arrived.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDispatch {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export async function startGithubStandIn(): Promise<{ origin: string; close(): Promise<void> }> {
  const received: ReceivedDispatch[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '';
      if (request.method === 'GET' && path === '/__received') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
        return;
      }
      if (
        request.method === 'POST' &&
        /^\/repos\/[^/]+\/[^/]+\/actions\/workflows\/[^/]+\/dispatches$/.test(path)
      ) {
        received.push({
          method: request.method,
          path,
          authorization: request.headers.authorization ?? null,
          body: text === '' ? null : JSON.parse(text),
        });
        response.writeHead(204).end();
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
