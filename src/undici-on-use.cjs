'use strict';
/**
 * undici as @actions/http-client and @actions/github import it, loaded on first use.
 *
 * Both import it at their top: http-client for `ProxyAgent` (a fetch dispatcher through the
 * runner's proxy, which only @actions/github asks for), @actions/github for `fetch` (octokit's
 * requests). The action sends the service's requests through http-client's own `http` agents and
 * talks to GitHub only for a pull request comment, a review or a migration pull request, yet
 * reading and evaluating undici's megabyte of modules was a third of every run's start (issue 33).
 * The bundle maps the bare name `undici` here (scripts/bundle.tsconfig.json's `paths`); the
 * real package is imported by its file, which the mapping does not match, into a chunk of its own.
 *
 * So `ProxyAgent` here only keeps its options: http-client makes one for @actions/github's fetch,
 * which is this module's `fetch`, and that makes the real one (once) as it first sends through it.
 * The libraries ask undici for these two names only (test/bundle.test.ts holds them to it).
 */
let undici;
const load = () => (undici ??= import('undici/index.js'));

/** A placeholder, good only for this module's fetch (its one use); the options kept out of reach. */
const optionsOf = new WeakMap();
class ProxyAgent {
  constructor(options) {
    optionsOf.set(this, options);
  }
}

const realAgents = new WeakMap();

async function fetch(input, init) {
  const real = await load();
  const dispatcher = init?.dispatcher;
  if (!(dispatcher instanceof ProxyAgent)) return real.fetch(input, init);
  if (!realAgents.has(dispatcher)) realAgents.set(dispatcher, new real.ProxyAgent(optionsOf.get(dispatcher)));
  return real.fetch(input, { ...init, dispatcher: realAgents.get(dispatcher) });
}

exports.ProxyAgent = ProxyAgent;
exports.fetch = fetch;
