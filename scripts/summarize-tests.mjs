// Adds up the vitest JSON reports and node:test output in a folder; prints 'N passed, N failed'.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.tmp/results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir)) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  if (file.endsWith('.json')) {
    const report = JSON.parse(text);
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    passed += Number(text.match(/^[^\w\n]*pass (\d+)$/m)?.[1] ?? 0);
    failed += Number(text.match(/^[^\w\n]*fail (\d+)$/m)?.[1] ?? 0);
    skipped += Number(text.match(/^[^\w\n]*skipped (\d+)$/m)?.[1] ?? 0);
  }
}
console.log(`\nAll suites: ${passed} passed, ${failed} failed, ${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
