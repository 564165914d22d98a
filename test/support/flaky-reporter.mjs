// Lists, at the end of a jest run, the tests that passed only on their second run (test/support/retry-once.ts).
export default class FlakyReporter {
  onRunComplete(_contexts, results) {
    const flaky = results.testResults.flatMap((file) =>
      file.testResults
        .filter((test) => test.status === 'passed' && (test.invocations ?? 1) > 1)
        .map((test) => `  ${file.testFilePath.replace(`${process.cwd()}/`, '')} › ${test.fullName}`),
    );
    if (flaky.length) console.log(`\nFlaky: ${flaky.length} test${flaky.length === 1 ? '' : 's'} passed only on a second run (a defect to fix):\n${flaky.join('\n')}`);
  }
}
