import dns2 from 'dns2';
import { Server as TcpServer, Socket } from 'node:net';

const { Packet } = dns2;

export interface MxRecord {
  exchange: string;
  priority: number;
}

interface RecordSet {
  txt: string[][];
  cname?: string;
  mx: MxRecord[];
  a: string[];
}

const HOST = '127.0.0.1';
const TTL_SECONDS = 5;
const MAX_CHARACTER_STRING = 255;
const PORT_ATTEMPTS = 20;

type Send = (response: dns2.Packet) => Promise<Buffer>;

// How a name's look-ups can fail: an error answer, or none at all.
export type DnsFailure = 'servfail' | 'refused' | 'timeout';

// An authoritative DNS server on loopback for tests, answering from an in-memory map. UDP and TCP share
// one random port: a DKIM record of a 2048-bit key can exceed 512 bytes, and then the resolver retries the
// truncated UDP answer over TCP. Unknown names get NXDOMAIN; a known name without the asked type gets an
// empty NOERROR answer (NODATA), as a real server would give. A name with a CNAME answers any other type
// with the CNAME followed by the target's records of that type (RFC 1034 4.3.2), as a server holding both
// zones does: an MX or SPF look-up of a bounce subdomain reaches the bounce domain's records.
export class DnsTestServer {
  private readonly records = new Map<string, RecordSet>();
  private readonly failures = new Map<string, DnsFailure>();
  private readonly sockets = new Set<Socket>();
  private udp?: dns2.UDPServer;
  private tcp?: TcpServer;
  private port = 0;

  // host:port, ready for DNS_SERVERS or Resolver.setServers.
  get address(): string {
    if (!this.port) throw new Error('DnsTestServer is not started');
    return `${HOST}:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.port) return;
    for (let attempt = 1; attempt <= PORT_ATTEMPTS; attempt++) {
      const udp = dns2.createUDPServer((request, send) => this.answer(request, send));
      await udp.listen(0, HOST);
      const { port } = udp.address();
      const tcp = dns2.createTCPServer((request, send) => this.answer(request, send));
      tcp.on('connection', (socket: Socket) => {
        this.sockets.add(socket);
        socket.once('close', () => this.sockets.delete(socket));
      });
      try {
        await listen(tcp, port);
      } catch (error) {
        await closeUdp(udp);
        if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') continue;
        throw error;
      }
      this.udp = udp;
      this.tcp = tcp;
      this.port = port;
      return;
    }
    throw new Error(`DnsTestServer found no port free for both UDP and TCP in ${PORT_ATTEMPTS} attempts`);
  }

  async stop(): Promise<void> {
    const { udp, tcp } = this;
    this.udp = undefined;
    this.tcp = undefined;
    this.port = 0;
    for (const socket of this.sockets) socket.destroy();
    await Promise.all([udp ? closeUdp(udp) : undefined, tcp ? closeTcp(tcp) : undefined]);
  }

  // One TXT record per entry. A string is split into 255-byte character-strings within its record (as
  // DNS hosting panels do with long DKIM keys); an array gives the character-strings explicitly.
  setTxt(name: string, records: ReadonlyArray<string | readonly string[]>): void {
    this.set(name).txt = records.map((record) =>
      typeof record === 'string' ? splitTxt(record) : checkChunks(record),
    );
  }

  setCname(name: string, target: string): void {
    this.set(name).cname = target;
  }

  setMx(name: string, records: readonly MxRecord[]): void {
    this.set(name).mx = records.map((record) => ({ ...record }));
  }

  setA(name: string, addresses: string | readonly string[]): void {
    this.set(name).a = typeof addresses === 'string' ? [addresses] : [...addresses];
  }

  remove(name: string): void {
    this.records.delete(normalize(name));
  }

  // Every look-up of the name fails so until heal(name) or clear(), whatever records it has.
  fail(name: string, failure: DnsFailure): void {
    this.failures.set(normalize(name), failure);
  }

  heal(name: string): void {
    this.failures.delete(normalize(name));
  }

  clear(): void {
    this.records.clear();
    this.failures.clear();
  }

  // The records of the asked name, or its CNAME and then those of the target (a chain of a few at most).
  private resources(question: dns2.Packet.Question, set: RecordSet): dns2.Packet.Resource[] {
    const answers: dns2.Packet.Resource[] = [];
    let name = question.name;
    let current: RecordSet | undefined = set;
    for (let hops = 0; current?.cname && question.type !== Packet.TYPE.CNAME && hops < 8; hops++) {
      answers.push(
        Packet.createResourceFromQuestion(
          { ...question, name },
          { type: Packet.TYPE.CNAME, class: Packet.CLASS.IN, ttl: TTL_SECONDS, domain: current.cname },
        ),
      );
      name = current.cname;
      current = this.records.get(normalize(name));
    }
    return current ? [...answers, ...resources({ ...question, name }, current)] : answers;
  }

  private set(name: string): RecordSet {
    const key = normalize(name);
    let set = this.records.get(key);
    if (!set) {
      set = { txt: [], mx: [], a: [] };
      this.records.set(key, set);
    }
    return set;
  }

  private answer(request: dns2.Packet, send: Send): void {
    const response = Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    const [question] = request.questions;
    const failure = question ? this.failures.get(normalize(question.name)) : undefined;
    if (failure === 'timeout') return;
    const set = question ? this.records.get(normalize(question.name)) : undefined;
    if (!question) response.header.rcode = Packet.RCODE.FORMERR;
    else if (failure) response.header.rcode = FAILURE_RCODES[failure];
    else if (!set) response.header.rcode = Packet.RCODE.NXDOMAIN;
    else response.answers = this.resources(question, set);
    // A client that went away is no failure of the server.
    send(response).catch(() => undefined);
  }
}

const FAILURE_RCODES: Record<Exclude<DnsFailure, 'timeout'>, number> = {
  servfail: Packet.RCODE.SERVFAIL,
  refused: Packet.RCODE.REFUSED,
};

function resources(question: dns2.Packet.Question, set: RecordSet): dns2.Packet.Resource[] {
  const record = (fields: Partial<dns2.Packet.Resource>) =>
    Packet.createResourceFromQuestion(question, { class: Packet.CLASS.IN, ttl: TTL_SECONDS, ...fields });
  switch (question.type) {
    case Packet.TYPE.TXT:
      return set.txt.map((chunks) => record({ type: Packet.TYPE.TXT, data: chunks }));
    case Packet.TYPE.CNAME:
      return set.cname ? [record({ type: Packet.TYPE.CNAME, domain: set.cname })] : [];
    case Packet.TYPE.MX:
      return set.mx.map(({ exchange, priority }) => record({ type: Packet.TYPE.MX, exchange, priority }));
    case Packet.TYPE.A:
      return set.a.map((address) => record({ type: Packet.TYPE.A, address }));
    default:
      return [];
  }
}

function splitTxt(value: string): string[] {
  const chunks: string[] = [];
  let chunk = '';
  let bytes = 0;
  // Per code point, so that a multi-byte character is never cut in two.
  for (const char of value) {
    const size = Buffer.byteLength(char, 'utf8');
    if (bytes + size > MAX_CHARACTER_STRING) {
      chunks.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += char;
    bytes += size;
  }
  chunks.push(chunk);
  return chunks;
}

function checkChunks(chunks: readonly string[]): string[] {
  for (const chunk of chunks) {
    if (Buffer.byteLength(chunk, 'utf8') > MAX_CHARACTER_STRING) {
      throw new Error(`A TXT character-string holds at most ${MAX_CHARACTER_STRING} bytes`);
    }
  }
  return [...chunks];
}

function normalize(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}

function listen(server: TcpServer, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeUdp(server: dns2.UDPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function closeTcp(server: TcpServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
