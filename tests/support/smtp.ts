/** A real SMTP server on loopback that keeps what it receives, parsed, for the mail tests. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the oldest message to this address not taken yet, waiting for one if need be. */
  next(to: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiting: Array<{ to: string; resolve(mail: ParsedMail): void }> = [];
  const take = (mail: ParsedMail) => (taken.add(mail), mail);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          const to = addressesOf(mail);
          const waiter = waiting.find((w) => to.includes(w.to.toLowerCase()));
          if (waiter) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(take(mail));
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    next: (to) =>
      new Promise((resolve, reject) => {
        const ready = messages.find((m) => !taken.has(m) && addressesOf(m).includes(to.toLowerCase()));
        if (ready) return resolve(take(ready));
        const timer = setTimeout(() => reject(new Error(`No mail to ${to} within 10 s`)), 10_000);
        waiting.push({ to, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}

export function linkIn(mail: ParsedMail): string {
  const match = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w-]+/.exec(mail.text ?? '');
  if (!match) throw new Error(`No verification link in:\n${mail.text}`);
  return match[0];
}
