/** The Node.js the CLI needs (package.json `engines`), checked before anything loads: a message, not a stack trace. */
import packageJson from '../../package.json' with { type: 'json' };

/** The oldest major version of Node.js the command line runs on, from `engines.node` (">=22"). */
export const MINIMUM_NODE_MAJOR = Number(/^>=\s*(\d+)/.exec(packageJson.engines.node)?.[1] ?? NaN);

/** Why this Node.js (`process.versions.node`, e.g. "20.20.2") cannot run the command line, or undefined. */
export function nodeVersionProblem(version: string): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? NaN);
  if (major >= MINIMUM_NODE_MAJOR) return undefined;
  return `needs Node.js ${MINIMUM_NODE_MAJOR} or newer; this is Node.js ${version.replace(/^v/, '')}. Install a current Node.js (https://nodejs.org/en/download), or run it in the node:24 image.`;
}
