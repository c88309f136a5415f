// Starts @firestore-emulator/server (a Node gRPC implementation of the Firestore API) on
// 127.0.0.1 for a suite, and can stop it and start it again on the same port with its data, or
// fail the calls a test picks, as a flaky server would.
import { createRequire } from 'node:module';
import { FirestoreServer, FirestoreStateDocument } from '@firestore-emulator/server';

// The server's own copy of grpc-js: credentials from another copy are refused by its Server.
const require = createRequire(import.meta.url);
const grpc = createRequire(require.resolve('@firestore-emulator/server'))('@grpc/grpc-js') as {
  ServerCredentials: { createInsecure(): unknown };
};

interface GrpcServer {
  bindAsync(
    address: string,
    credentials: unknown,
    callback: (error: Error | null, port: number) => void,
  ): void;
}

/**
 * The server does not know the `__name__` field, so ordering and filtering by document id
 * (`FieldPath.documentId()`, what Cloud Firestore does for paging) would match nothing. This
 * teaches it that field, compared like Cloud Firestore compares document names. Installed once.
 */
let documentIdsInstalled = false;
function installDocumentIds(): void {
  if (documentIdsInstalled) return;
  documentIdsInstalled = true;
  const proto = FirestoreStateDocument.prototype as unknown as {
    getField(this: FirestoreStateDocument, path: string): unknown;
  };
  const original = proto.getField;
  proto.getField = function getField(path: string) {
    if (path !== '__name__') return original.call(this, path);
    const value = `${this.getPath()}`;
    const key = (other: unknown) => {
      const o = other as { type?: string; value?: unknown };
      return o?.type === 'reference_value' && typeof o.value === 'string' ? o.value : undefined;
    };
    const compare = (other: unknown, test: (a: string, b: string) => boolean) => {
      const b = key(other);
      return b !== undefined && test(value, b);
    };
    return {
      type: 'reference_value',
      value,
      toJSON: () => ({ type: 'reference_value', value }),
      toV1ValueObject: () => ({ reference_value: value }),
      eq: (other: unknown) => compare(other, (a, b) => a === b),
      lt: (other: unknown) => compare(other, (a, b) => a < b),
      lte: (other: unknown) => compare(other, (a, b) => a <= b),
      gt: (other: unknown) => compare(other, (a, b) => a > b),
      gte: (other: unknown) => compare(other, (a, b) => a >= b),
    };
  };
}

/** A call the server received: its gRPC method (`RunQuery`, `Commit`...) and its request. */
export interface ServerCall {
  method: string;
  /** The request as the server decoded it (protobuf object form, snake_case fields). */
  request: Record<string, unknown>;
}

/** The gRPC status code to fail a call with (14 UNAVAILABLE, 3 INVALID_ARGUMENT...), or undefined to answer it. */
export type Fault = (call: ServerCall) => number | undefined;

interface Handler {
  func: (
    call: {
      request: { toObject?: () => Record<string, unknown> };
      emit(event: 'error', error: unknown): void;
    },
    callback?: (error: unknown) => void,
  ) => void;
  type: string;
}

/** Routes each call of the server through `fault()` first (grpc-js keeps its handlers in `handlers`). */
function injectFaults(server: FirestoreServer, fault: () => Fault | undefined): void {
  const handlers = (server as unknown as { server: { handlers: Map<string, Handler> } }).server.handlers;
  for (const [path, handler] of handlers) {
    const method = path.slice(path.lastIndexOf('/') + 1);
    const answer = handler.func;
    handler.func = (call, callback) => {
      const code = fault()?.({ method, request: call.request.toObject?.() ?? {} });
      if (code === undefined) return answer(call, callback);
      const error = { code, details: `injected by the test (${method})` };
      // A unary call answers through its callback, a server stream by an 'error' event.
      if (handler.type === 'unary') callback?.(error);
      else call.emit('error', error);
    };
  }
}

export interface Emulator {
  /** `127.0.0.1:<port>`, for FIRESTORE_EMULATOR_HOST. */
  readonly host: string;
  readonly port: number;
  readonly server: FirestoreServer;
  /** Stops the server at once (open calls fail with UNAVAILABLE); its data is kept. */
  stop(): void;
  /**
   * Starts a new server on the same port holding the stopped server's data; with `newPort`, on a
   * fresh port (FIRESTORE_EMULATOR_HOST follows), out of reach of calls a stopped run's client
   * still retries on its own.
   */
  restart(options?: { newPort?: boolean }): Promise<void>;
  /** Fails the calls `fault` picks from now on, across restarts; undefined answers all again. */
  setFault(fault: Fault | undefined): void;
}

function bind(server: FirestoreServer, port: number): Promise<number> {
  const grpcServer = (server as unknown as { server: GrpcServer }).server;
  return new Promise((resolve, reject) => {
    grpcServer.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    );
  });
}

/**
 * Starts a server on a free port of 127.0.0.1 (or the given one, for `npm run emulators`) and
 * points FIRESTORE_EMULATOR_HOST at it.
 */
export async function startEmulator(options: { port?: number } = {}): Promise<Emulator> {
  installDocumentIds();
  let fault: Fault | undefined;
  let server = new FirestoreServer();
  injectFaults(server, () => fault);
  let port = await bind(server, options.port ?? 0);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  let running = true;
  return {
    get host() {
      return `127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    get server() {
      return server;
    },
    stop() {
      if (running) server.stop();
      running = false;
    },
    async restart({ newPort = false } = {}) {
      if (running) server.stop();
      // The data lives in the state's projects; the new server takes them over.
      const projects = (server.state as unknown as { projects: unknown }).projects;
      server = new FirestoreServer();
      injectFaults(server, () => fault);
      (server.state as unknown as { projects: unknown }).projects = projects;
      port = await bind(server, newPort ? 0 : port);
      process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
      running = true;
    },
    setFault(next) {
      fault = next;
    },
  };
}
