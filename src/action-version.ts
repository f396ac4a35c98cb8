/**
 * The action's version, from package.json: the release script bumps that one place, and the
 * bundle carries the value (ncc inlines the JSON), so the user agent names the release it is.
 */
import packageJson from '../package.json' with { type: 'json' };

export const VERSION: string = packageJson.version;

/** Sent with every request, so a service operator can tell this action's traffic and release. */
export const USER_AGENT = `tfe-module-deprecation-action/${VERSION} (+https://github.com/features/actions)`;
