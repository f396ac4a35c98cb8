/**
 * Sends the planned changes, several versions at a time, each version's steps in order (deprecated before revoked,
 * unrevoked before undeprecated). One failure does not stop the other versions: each result says which of its steps
 * were done, so a partial batch is reported exactly and a re-run sends only what is missing.
 */
import type { ModuleAddress, ModuleRegistry } from '../model.ts';
import { failureReasonOf, isTransient } from '../errors.ts';
import { mapConcurrent } from '../concurrency.ts';
import type { Change, Step } from './plan.ts';
import { errorMessage } from '../text.ts';

export type ApplyResult =
  | { readonly ok: true; readonly done: readonly Step[]; readonly deprecationId?: string }
  | {
      readonly ok: false;
      /** The steps the service accepted before one failed. */
      readonly done: readonly Step[];
      readonly failedStep: Step;
      readonly error: string;
      /** Set when the refusal says the service has no revocation. */
      readonly revocationUnavailable?: true;
      /** Set when trying again later may succeed (see isTransient). */
      readonly transient?: true;
    };

interface ApplyOptions {
  /** Requests in flight at once; the transport's rate limiter paces them further. */
  readonly concurrency: number;
  readonly onStep?: (change: Change, step: Step, error?: string) => void;
}

export async function applyChanges(
  client: Pick<ModuleRegistry, 'setDeprecation' | 'setRevocation'>,
  organization: string,
  module: ModuleAddress,
  changes: readonly Change[],
  options: ApplyOptions,
): Promise<Map<string, ApplyResult>> {
  const send = async (change: Change, step: Step): Promise<string | undefined> => {
    switch (step) {
      case 'deprecate':
      case 'update': {
        const after = change.after ?? { reason: '', link: '' };
        const answer = await client.setDeprecation(organization, module, change.version, {
          deprecated: true,
          reason: after.reason,
          link: after.link,
        });
        return answer.deprecationId;
      }
      case 'undeprecate':
        await client.setDeprecation(organization, module, change.version, { deprecated: false });
        return undefined;
      case 'revoke': {
        const wanted = change.revocationAfter ?? {
          message: change.after?.reason ?? '',
          link: change.after?.link ?? '',
        };
        await client.setRevocation(organization, module, change.version, { revoked: true, ...wanted });
        return undefined;
      }
      case 'unrevoke':
        await client.setRevocation(organization, module, change.version, { revoked: false });
        return undefined;
    }
  };

  const toSend = changes.filter((c) => c.steps.length > 0);
  const results = await mapConcurrent(toSend, options.concurrency, async (change): Promise<[string, ApplyResult]> => {
    const done: Step[] = [];
    let deprecationId: string | undefined;
    for (const step of change.steps) {
      try {
        deprecationId = (await send(change, step)) ?? deprecationId;
      } catch (error) {
        const message = errorMessage(error);
        options.onStep?.(change, step, message);
        const unavailable = failureReasonOf(error, 'service-error') === 'revocation-unavailable';
        return [
          change.version,
          {
            ok: false,
            done,
            failedStep: step,
            error: message,
            ...(unavailable && { revocationUnavailable: true }),
            ...(isTransient(error) && { transient: true }),
          },
        ];
      }
      done.push(step);
      options.onStep?.(change, step);
    }
    return [change.version, { ok: true, done, ...(deprecationId !== undefined && { deprecationId }) }];
  });
  return new Map(results);
}
