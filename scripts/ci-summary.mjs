// Sums the JSON reports of vitest and Playwright into CI's closing line: "tests: N passed, N failed".
// Every report named must be there: a missing one means its runner did not finish.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let missing = 0;

for (const file of process.argv.slice(2)) {
    if (!existsSync(file)) {
        missing++;
        continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (report.stats) {
        // Playwright
        passed += report.stats.expected;
        failed += report.stats.unexpected + report.stats.flaky;
    } else {
        passed += report.numPassedTests;
        failed += report.numFailedTests;
    }
}

if (missing) console.log(`${missing} test report(s) missing: a runner did not finish`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing > 0 ? 1 : 0);
