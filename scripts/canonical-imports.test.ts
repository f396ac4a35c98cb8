import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, without types
import { canonicalImports } from './canonical-imports.mjs';

const canonical = canonicalImports as (bundle: string) => string;

/** A chunk of two modules as ncc writes them, the first module's imports numbered as given. */
const chunk = (a: number, b: number, c: number) => `export const modules = {

/***/ 5209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_${a}__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_${a}___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_${a}__);
/* harmony import */ var _files_line_index_js__WEBPACK_IMPORTED_MODULE_${b}__ = __webpack_require__(6824);
/* harmony import */ var _read_calls_js__WEBPACK_IMPORTED_MODULE_${c}__ = __webpack_require__(3553);
const at = (0,_files_line_index_js__WEBPACK_IMPORTED_MODULE_${b}__/* .lineIndex */ .x)(text);
const label = (0,_read_calls_js__WEBPACK_IMPORTED_MODULE_${c}__/* .callLabel */ .y)(call);
const file = node_path__WEBPACK_IMPORTED_MODULE_${a}___default().join(dir, label);

/***/ }),

/***/ 7289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);
const count = _text_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .oh;

/***/ })
};
`;

describe('canonicalImports: the bundle a function of its sources', () => {
  it('writes the same text however webpack numbered a module’s imports', () => {
    const numberings = [chunk(0, 1, 2), chunk(0, 6, 3), chunk(2, 0, 1), chunk(1, 2, 0)];
    const texts = numberings.map(canonical);
    for (const text of texts) expect(text).toBe(texts[0]);
    expect(texts[0]).toBe(chunk(0, 1, 2));
  });

  it('keeps every name apart, the `_default` ones included, and numbers each module from 0', () => {
    const text = canonical(chunk(2, 0, 1));
    expect(text).toContain('var node_path__WEBPACK_IMPORTED_MODULE_0___default = ');
    expect(text).toContain('__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__)');
    expect(text).toContain('(0,_read_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .callLabel */');
    expect(text).toContain('var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992)');
  });

  it('leaves a text with no numbered imports as it was', () => {
    const text = 'export const id = 1;\n/***/ 12:\nmodule.exports = require("node:fs");\n';
    expect(canonical(text)).toBe(text);
  });

  it('has been applied to every chunk of the committed dist/', () => {
    const dist = path.join(import.meta.dirname, '..', 'dist');
    const chunks = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(10);
    const off = chunks.filter((f) => {
      const text = readFileSync(path.join(dist, f), 'utf8');
      return canonical(text) !== text;
    });
    expect(off).toEqual([]);
  });
});
