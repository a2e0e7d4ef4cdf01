import { describe, expect, it, vi } from 'vitest';
import { createConsoleCore } from '../../../src/core/consoleCore';
import { ShellState } from '../../../src/shell/app/ShellState';

const INFO = { webTitle: 'Dispatch', loginMethods: [] } as never;

describe('the shell’s system info (docs/behaviour.md#entities)', () => {
  it('callers at the same moment share one request; a later visit asks again', async () => {
    const core = createConsoleCore();
    let answer: (value: unknown) => void = () => undefined;
    const getSystemInfo = vi.spyOn(core.api, 'getSystemInfo').mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }) as never,
    );
    const shell = new ShellState(core);
    const startUp = shell.loadSystemInfo();
    const signInVisit = shell.loadSystemInfo();
    expect(getSystemInfo).toHaveBeenCalledTimes(1);
    answer(INFO);
    expect(await startUp).toBe(INFO);
    expect(await signInVisit).toBe(INFO);
    expect(shell.systemInfo?.webTitle).toBe('Dispatch');

    const later = shell.loadSystemInfo();
    expect(getSystemInfo).toHaveBeenCalledTimes(2);
    answer(INFO);
    await later;
  });
});
