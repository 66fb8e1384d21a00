import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background-work';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('background work', () => {
  it('settles after the work under way, failed or not, then does each timer’s work once, in order', async () => {
    const background = createBackgroundWork();
    const done: string[] = [];
    background.onSettle(async () => void done.push('views'));
    background.onSettle(async () => void done.push('refresh'));
    const mail = deferred();
    const failing = deferred();
    background.track(mail.promise.then(() => done.push('mail')));
    background.track(failing.promise);
    let settled = false;
    const settling = background.settle().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    mail.resolve();
    failing.reject(new Error('the mail server is away'));
    await settling;
    expect(done).toEqual(['mail', 'views', 'refresh']);
  });

  it('waits for work that starts while it waits, and not for work that ended', async () => {
    const background = createBackgroundWork();
    background.track(Promise.resolve());
    await background.settle();
    const first = deferred();
    const second = deferred();
    background.track(first.promise.then(() => background.track(second.promise)));
    let settled = false;
    const settling = background.settle().then(() => (settled = true));
    first.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    second.resolve();
    await settling;
  });
});
