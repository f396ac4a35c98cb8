'use strict';
/**
 * undici as @actions/http-client and @actions/github import it, evaluated on first use.
 *
 * Both import it at their top: http-client for `ProxyAgent` (a fetch dispatcher through the
 * runner's proxy, which only @actions/github asks for), @actions/github for `fetch` (octokit's
 * requests). The action sends the service's requests through http-client's own `http` agents and
 * talks to GitHub only for a pull request comment, a review or a migration pull request, yet
 * evaluating undici's megabyte of modules was a third of every run's start (issue 33). The bundle
 * maps the bare name `undici` here (tsconfig.json's `paths`, which ncc follows); the real package is
 * required by its file, which the mapping does not match. CommonJS, so that the require stays
 * synchronous: `new ProxyAgent()` must return a real one, as the libraries expect.
 */
let undici;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose (above)
const load = () => (undici ??= require('undici/index.js'));

exports.ProxyAgent = class ProxyAgent {
  constructor(options) {
    return new (load().ProxyAgent)(options);
  }
};

exports.fetch = (...args) => load().fetch(...args);
