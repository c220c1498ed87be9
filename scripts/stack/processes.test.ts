import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startProcess } from './processes';

/** Runs a Node script as a managed process and answers the lines it reported as problems. */
async function problemsOf(script: string): Promise<string[]> {
  const managed = startProcess('script', process.execPath, ['-e', script]);
  await once(managed.child, 'close');
  return managed.problems();
}

describe('a managed process', () => {
  it("keeps the functions' warnings and errors and the emulators' alerts, not the rest", async () => {
    const problems = await problemsOf(`
      console.log('i  hosting: 127.0.0.1 - - "GET / HTTP/1.1" 200');
      console.log('>  {"severity":"INFO","message":"booking paid"}');
      console.log('>  {"severity":"WARNING","message":"mail delivery failed"}');
      console.log('>  {"severity":"ERROR","message":"verifyPayment could not finish"}');
      console.log('⚠  functions: Your function timed out');
      console.log('!!  functions: Failed to load function definition');
    `);
    expect(problems).toEqual([
      '>  {"severity":"WARNING","message":"mail delivery failed"}',
      '>  {"severity":"ERROR","message":"verifyPayment could not finish"}',
      '⚠  functions: Your function timed out',
      '!!  functions: Failed to load function definition',
    ]);
  });

  it('reads what it prints on stderr too', async () => {
    const problems = await problemsOf(`console.error('!!  functions: crashed');`);
    expect(problems).toEqual(['!!  functions: crashed']);
  });

  it('judges a line printed in two writes once it is whole', async () => {
    const problems = await problemsOf(`
      process.stdout.write('>  {"sever');
      setTimeout(() => process.stdout.write('ity":"ERROR","message":"late"}\\n'), 50);
    `);
    expect(problems).toEqual(['>  {"severity":"ERROR","message":"late"}']);
  });

  it('keeps the latest hundred', async () => {
    const problems = await problemsOf(`
      for (let i = 1; i <= 150; i++) console.log('⚠  warning ' + i);
    `);
    expect(problems).toHaveLength(100);
    expect(problems[0]).toBe('⚠  warning 51');
    expect(problems.at(-1)).toBe('⚠  warning 150');
  });
});
