import { describe, expect, it } from 'vitest';
import { parseApiErrors, registryError } from './errors.ts';

describe('parseApiErrors', () => {
  it('reads objects with string or number status, plain strings, and non-JSON', () => {
    expect(parseApiErrors('{"errors":[{"status":429,"title":"Too many requests"}]}')).toEqual([
      { status: '429', title: 'Too many requests', detail: undefined, pointer: undefined },
    ]);
    expect(parseApiErrors('{"errors":["Not Found"]}')).toEqual([{ detail: 'Not Found' }]);
    expect(parseApiErrors('<html>Bad gateway</html>')).toEqual([]);
    expect(parseApiErrors('{"errors":{"oops":1}}')).toEqual([]);
  });
});

describe('registryError', () => {
  it('names what to check for each status', () => {
    expect(registryError('deprecate', 401, '').message).toContain('revoked');
    expect(registryError('deprecate', 404, '').message).toContain('manage private registry');
    expect(registryError('read versions', 404, '').message).toContain('namespace');
    expect(registryError('deprecate', 503, '').retryable).toBe(true);
    expect(registryError('deprecate', 422, '').retryable).toBe(false);
  });

  it("includes each error's title, detail and pointer", () => {
    const body =
      '{"errors":[{"status":"422","title":"invalid attribute","detail":"bad link","source":{"pointer":"/data/attributes/deprecation/link"}}]}';
    expect(registryError('deprecate', 422, body).message).toContain(
      'HTTP 422 (invalid attribute: bad link (at /data/attributes/deprecation/link))',
    );
  });
});
