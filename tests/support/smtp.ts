/** A real SMTP server on loopback that keeps what it receives, parsed, for the mail tests. */
import { createServer, type AddressInfo, type Socket } from 'node:net';
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

export function resetLinkIn(mail: ParsedMail): string {
  const match = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '');
  if (!match) throw new Error(`No password reset link in:\n${mail.text}`);
  return match[0];
}

export interface StalledSmtp {
  url: string;
  /** How many connections the server under test has opened: each is a mail it is trying to send. */
  connections(): number;
  close(): Promise<void>;
}

/** A mail server that accepts connections and never says a word: a mail sent to it hangs until the client gives up. */
export async function startStalledSmtp(): Promise<StalledSmtp> {
  const held = new Set<Socket>();
  let opened = 0;
  const server = createServer((socket) => {
    opened += 1;
    held.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => opened,
    close: async () => {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
