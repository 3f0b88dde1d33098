#!/usr/bin/env node
// The CLI lives in compiler/cli; `npm ci` builds it into dist/ through the `prepare` script.
import { main } from '../dist/compiler/cli/main.js';

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (err) => { process.stderr.write(`promptforge: internal error: ${err && err.stack ? err.stack : String(err)}\n`); process.exitCode = 70; },
);
