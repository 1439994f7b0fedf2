// The test counts and the names of failed tests in what each step of `npm test` (scripts/test.mjs) reports.
import { stripVTControlCharacters } from 'node:util';

// Each counter also names the failed tests, for the list after the summary: CI keeps only the end of the log, so
// a failure must be named there to be found.
const firstLine = (text = '') => text.trim().split('\n')[0].slice(0, 200);

/** @param {any} report Jest's --json report. */
export function jestCounts(report) {
  const failures = report.testResults.flatMap((suite) => {
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && suite.status === 'failed') return [`${suite.name}: ${firstLine(suite.message)}`];
    return failedTests.map((test) => `${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites, failures };
}

/** @param {string} output What a node:test run printed (TAP or spec). */
export function nodeTestCounts(output) {
  const count = (word) =>
    [...output.matchAll(new RegExp(`^[#ℹ] ${word} (\\d+)$`, 'gm'))].reduce((sum, m) => sum + Number(m[1]), 0);
  // TAP names a failed test and every suite around it; the innermost (most indented) come first in the output.
  const failures = [...output.matchAll(/^( *)not ok \d+ - (.*)$/gm)].map((m) => `${m[1]}${m[2]}`);
  return { passed: count('pass'), failed: count('fail'), failures };
}

/** @returns {string[]} "file:line › title: first error line" of every spec whose last try failed. */
function playwrightFailures(suite) {
  const own = (suite.specs ?? [])
    .filter((spec) => !spec.ok)
    .map((spec) => {
      const results = spec.tests.flatMap((test) => test.results);
      const error = results.at(-1)?.error?.message;
      return `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(stripVTControlCharacters(error ?? ''))}`;
    });
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

/** @param {any} report Playwright's JSON reporter output. */
export function playwrightCounts(report) {
  const failures = report.suites.flatMap(playwrightFailures);
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, failures };
}

/** The last lines a failed step printed, for a failure no test names (a type error, a lint error, a budget). */
export const tailOf = (output = '', lines = 12) => output.trimEnd().split('\n').slice(-lines);
