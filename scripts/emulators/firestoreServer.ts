// Starts @firestore-emulator/server (a Node gRPC implementation of the Firestore API) on
// 127.0.0.1 for a suite, and can stop it and start it again on the same port with its data, or
// fail the calls a test picks, as a flaky server would.
import { createRequire } from 'node:module';
import {
  FirestoreServer,
  FirestoreStateCollection,
  FirestoreStateDocument,
} from '@firestore-emulator/server';

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

/** A field of the server's document state: a map holds its fields in `value`. */
interface StateField {
  type: string;
  value: unknown;
  constructor: new (value: Record<string, StateField>) => StateField;
}
type StateFields = Record<string, StateField>;

/** The segments of a field path as firebase-admin sends it: `a.b`, `` `キー`.c ``, `` `a\`b` ``. */
export function fieldPathSegments(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i += 1) {
    const char = path[i]!;
    if (quoted && char === '\\') current += path[++i] ?? '';
    else if (char === '`') quoted = !quoted;
    else if (char === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += char;
  }
  segments.push(current);
  return segments;
}

function holds(fields: StateFields, segments: readonly string[]): boolean {
  const [head, ...rest] = segments;
  const field = fields[head!];
  if (!field) return false;
  if (rest.length === 0) return true;
  return field.type === 'map_value' && holds(field.value as StateFields, rest);
}

function without(fields: StateFields, segments: readonly string[]): StateFields {
  const [head, ...rest] = segments;
  const field = fields[head!];
  if (!field) return fields;
  if (rest.length === 0) {
    const { [head!]: _removed, ...kept } = fields;
    return kept;
  }
  if (field.type !== 'map_value') return fields;
  return { ...fields, [head!]: new field.constructor(without(field.value as StateFields, rest)) };
}

/**
 * The server finds a document by copying its collection's record of documents (immer) on every
 * lookup, and a lookup of a missing document adds an empty one for good: each lookup costs the
 * size of the collection, and a run that looks up many missing ids (an import checking 17,000
 * deck ids) goes quadratic (4,000 missing ids: 14 s; the 4 MB season CSV's preview passed the
 * Functions emulator's 300 s). Cloud Firestore looks a document up by its name; so does this:
 * an existing entry is returned as it is, a new one is added to a record the collection owns.
 * Installed once.
 */
let lookupsInstalled = false;
function installDirectLookups(): void {
  if (lookupsInstalled) return;
  lookupsInstalled = true;
  interface Collection {
    emitter: unknown;
    database: unknown;
    documents: Record<string, FirestoreStateDocument>;
  }
  const proto = FirestoreStateCollection.prototype as unknown as {
    getDocument(this: Collection, name: string): FirestoreStateDocument;
  };
  const Document = FirestoreStateDocument as unknown as new (
    ...args: [unknown, unknown, Collection, string, object, object]
  ) => FirestoreStateDocument;
  proto.getDocument = function getDocument(name) {
    const found = this.documents[name];
    if (found) return found;
    // immer froze the record it made: the collection takes a copy it owns once, then adds to it.
    if (Object.isFrozen(this.documents)) this.documents = { ...this.documents };
    const document = new Document(this.emitter, this.database, this, name, {}, {});
    this.documents[name] = document;
    return document;
  };
}

/**
 * Cloud Firestore deletes a field that a write's update mask names but its data lacks: that is
 * how FieldValue.delete() travels (update, or set with merge). The server keeps such fields, so a
 * delete would silently do nothing. This teaches it the documented rule (google.firestore.v1
 * Write.update_mask), before its own merge of the fields the data holds. Installed once.
 */
let maskedDeletesInstalled = false;
function installMaskedDeletes(): void {
  if (maskedDeletesInstalled) return;
  maskedDeletesInstalled = true;
  type Write = (this: { fields: StateFields }, date: Date, data: StateFields, mask?: string[]) => unknown;
  const proto = FirestoreStateDocument.prototype as unknown as { update: Write; set: Write };
  for (const method of ['update', 'set'] as const) {
    const original = proto[method];
    proto[method] = function write(date, data, mask = []) {
      for (const path of mask) {
        const segments = fieldPathSegments(path);
        if (!holds(data, segments)) this.fields = without(this.fields, segments);
      }
      return original.call(this, date, data, mask);
    };
  }
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
/** What Commit reads of a write (google.firestore.v1.Write, as the server's messages hold it). */
interface CommitWrite {
  has_delete: boolean;
  delete: string;
  has_update: boolean;
  update: { name: string };
  has_transform: boolean;
  transform: { document: string };
  has_current_document: boolean;
  current_document: { has_exists: boolean; exists: boolean };
}

/**
 * The existence precondition a commit breaks, as Cloud Firestore answers it, or undefined. The
 * server applies a commit's writes one by one, so a create refused halfway left the writes before
 * it stored: a transaction retried after ALREADY_EXISTS then found its own events and counted them
 * as skipped. Cloud Firestore commits all or nothing; so does the server once this checks every
 * write first (the writes before it in the same commit included).
 */
function brokenPrecondition(
  server: FirestoreServer,
  writes: readonly CommitWrite[],
): { code: number; details: string } | undefined {
  const exists = new Map<string, boolean>();
  for (const write of writes) {
    const name = write.has_delete
      ? write.delete
      : write.has_update
        ? write.update.name
        : write.has_transform
          ? write.transform.document
          : undefined;
    if (name === undefined) continue;
    const now = exists.get(name) ?? server.state.getDocument(name).metadata.hasExist;
    if (write.has_current_document && write.current_document.has_exists) {
      if (write.current_document.exists && !now) return { code: 5, details: `no entity to update: ${name}` };
      if (!write.current_document.exists && now)
        return { code: 6, details: `entity already exists: ${name}` };
    }
    exists.set(name, !write.has_delete);
  }
  return undefined;
}

/** Every call passes here: failed when `fault` picks it, a commit refused whole when it must be. */
function wrapHandlers(server: FirestoreServer, fault: () => Fault | undefined): void {
  const handlers = (server as unknown as { server: { handlers: Map<string, Handler> } }).server.handlers;
  for (const [path, handler] of handlers) {
    const method = path.slice(path.lastIndexOf('/') + 1);
    const answer = handler.func;
    handler.func = (call, callback) => {
      const code = fault()?.({ method, request: call.request.toObject?.() ?? {} });
      if (code === undefined) {
        const broken =
          method === 'Commit'
            ? brokenPrecondition(server, (call.request as { writes: CommitWrite[] }).writes)
            : undefined;
        return broken ? callback?.(broken) : answer(call, callback);
      }
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
  installMaskedDeletes();
  installDirectLookups();
  let fault: Fault | undefined;
  let server = new FirestoreServer();
  wrapHandlers(server, () => fault);
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
      wrapHandlers(server, () => fault);
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
