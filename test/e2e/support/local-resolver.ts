/**
 * Preloaded into the bundle's process by the transport tests (`NODE_OPTIONS=--import=...`): names
 * resolve from the table in the variable TEST_HOSTS (`{"tfe.direct.test":"127.0.0.1"}`), as an
 * /etc/hosts entry would on a runner. Any other name fails at once as not found, without asking
 * DNS, so no test can send a lookup off the machine; IP addresses and localhost resolve as usual.
 */
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';

const table = new Map(
  Object.entries(JSON.parse(process.env.TEST_HOSTS ?? '{}') as Record<string, string>).map(([name, address]) => [
    name.toLowerCase(),
    address,
  ]),
);
const system = dns.lookup;

type Callback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function lookup(hostname: string, options: number | LookupOptions | Callback, callback?: Callback): void {
  const done = (typeof options === 'function' ? options : callback) as Callback;
  const opts: LookupOptions =
    typeof options === 'object' ? options : typeof options === 'number' ? { family: options } : {};
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (isIP(name) !== 0 || name === 'localhost') {
    (system as (h: string, o: LookupOptions, c: Callback) => void)(hostname, opts, done);
    return;
  }
  const address = table.get(name);
  if (address === undefined) {
    const error: NodeJS.ErrnoException = new Error(
      `getaddrinfo ENOTFOUND ${hostname} (local resolver: not in TEST_HOSTS)`,
    );
    error.code = 'ENOTFOUND';
    process.nextTick(done, error, '');
    return;
  }
  const family = isIP(address);
  if (opts.all === true) process.nextTick(done, null, [{ address, family }]);
  else process.nextTick(done, null, address, family);
}

(dns as { lookup: unknown }).lookup = lookup;
