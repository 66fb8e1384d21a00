/**
 * Sending e-mail: nodemailer over SMTP_URL, or, without it, the message printed to the log so a
 * self-hoster can still follow verification links. Failures are thrown to the caller, which
 * decides whether they matter (registration succeeds even if the mail does not go out).
 */
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | null; from: string }): Mailer {
  if (!options.smtpUrl) {
    return {
      mode: 'log',
      async send(mail) {
        console.log(`[mail] To: ${mail.to}\n[mail] Subject: ${mail.subject}\n${mail.text.replace(/^/gm, '[mail] ')}`);
      },
    };
  }
  const url = new URL(options.smtpUrl);
  // Loaded when the first mail goes out, not at start: what the thread that answers embeds holds,
  // its every collection walks, and nodemailer is about forty modules (docs/PERFORMANCE.md).
  let transport: Promise<Transporter> | null = null;
  const connect = async () =>
    (await import('nodemailer')).default.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  return {
    mode: 'smtp',
    async send(mail) {
      await (await (transport ??= connect())).sendMail({ from: options.from, ...mail });
    },
  };
}
