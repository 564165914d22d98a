import TestSequencer from '@jest/test-sequencer';

/**
 * Jest's order (failed first, then longest by its timing cache, then largest), except that the API test groups
 * (test/api/groups: tiny files, a minute of tests each) come before everything else: on a fresh checkout, with no
 * timing cache, Jest would otherwise start them last, by size, and the run would end waiting on one long group.
 */
export default class ApiGroupsFirst extends TestSequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const group = (test) => test.path.includes('/test/api/groups/');
    return [...sorted.filter(group), ...sorted.filter((test) => !group(test))];
  }
}
