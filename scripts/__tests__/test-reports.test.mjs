// scripts/test-reports.mjs: the counts and the failed tests' names `npm test` prints after its summary, read from
// small reports in each runner's own shape. Run with `node --test scripts/__tests__/`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { jestCounts, nodeTestCounts, playwrightCounts, tailOf } from '../test-reports.mjs';

describe('test-reports', () => {
  test('jest: failed assertions by full name and first message line, and a suite that failed to run', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 1,
      testResults: [
        {
          name: '/repo/shell/a.test.tsx',
          status: 'failed',
          assertionResults: [
            { fullName: 'shell shows the nav', status: 'passed', failureMessages: [] },
            { fullName: 'shell shows the footer', status: 'failed', failureMessages: ['Error: no footer\n    at x'] },
          ],
        },
        {
          name: '/repo/shell/b.test.tsx',
          status: 'failed',
          message: '  Cannot find module ./gone\n',
          assertionResults: [],
        },
      ],
    };
    assert.deepEqual(jestCounts(report), {
      passed: 3,
      failed: 2,
      failures: ['shell shows the footer: Error: no footer', '/repo/shell/b.test.tsx: Cannot find module ./gone'],
    });
  });

  test('node:test TAP: the counts, and every "not ok" line with its nesting', () => {
    const output = [
      '# Subtest: intros',
      '    not ok 2 - refuses another user (404)',
      '    ok 3 - accepts',
      'not ok 1 - intros',
      '# pass 5',
      '# fail 1',
    ].join('\n');
    assert.deepEqual(nodeTestCounts(output), {
      passed: 5,
      failed: 1,
      failures: ['    refuses another user (404)', 'intros'],
    });
  });

  test('playwright: specs whose last try failed, in nested suites, with the colour codes gone', () => {
    const spec = (title, ok, message) => ({
      title,
      ok,
      file: 'crm.spec.ts',
      line: 12,
      tests: [{ results: [{ status: 'failed', error: { message: 'first try' } }, { error: message && { message } }] }],
    });
    const report = {
      stats: { expected: 2, flaky: 1, unexpected: 1 },
      suites: [
        {
          title: 'crm.spec.ts',
          specs: [spec('moves a deal', true)],
          suites: [
            { title: 'board', specs: [spec('drags a card', false, '\x1b[31mTimed out 10000ms\x1b[39m\nCall log')] },
          ],
        },
      ],
    };
    assert.deepEqual(playwrightCounts(report), {
      passed: 3,
      failed: 1,
      failures: ['crm.spec.ts:12 › drags a card: Timed out 10000ms'],
    });
  });

  test('the end of a failed step’s output, without trailing blank lines', () => {
    assert.deepEqual(tailOf('a\nb\nc\nd\n\n', 2), ['c', 'd']);
  });
});
