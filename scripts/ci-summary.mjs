// Sums the JSON reports of vitest and Playwright into CI's closing line: "tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let missing = 0;

if (vitestFile && existsSync(vitestFile)) {
    const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
} else missing++;

if (playwrightFile && existsSync(playwrightFile)) {
    const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
} else missing++;

if (missing) console.log(`${missing} test report(s) missing: a runner did not finish`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing > 0 ? 1 : 0);
