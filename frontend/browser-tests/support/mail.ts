import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Every message of the product's outbox (VAR_DIR/mail/*.eml), oldest first, with its file name. */
export async function readOutbox(dir: string): Promise<Array<{ file: string; mail: ParsedMail }>> {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (file) => ({ file, mail: await simpleParser(readFileSync(join(dir, file))) })));
}

const recipients = (mail: ParsedMail): string =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
    .flatMap((to) => to.value.map((a) => a.address ?? ''))
    .join(',')
    .toLowerCase();

/**
 * The newest message to `to` that is not in `seen` (file names), waiting for it: the product may send after answering.
 */
export async function waitForMail(dir: string, to: string, opts: { seen?: Set<string>; timeoutMs?: number } = {}): Promise<ParsedMail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const found = (await readOutbox(dir)).filter(({ file, mail }) => !opts.seen?.has(file) && recipients(mail).includes(to.toLowerCase()));
    if (found.length > 0) return found[found.length - 1].mail;
    if (Date.now() > deadline) throw new Error(`no new mail to ${to} in ${dir}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The file names already in the outbox (to wait for a newer message). */
export async function outboxFiles(dir: string): Promise<Set<string>> {
  return new Set((await readOutbox(dir)).map(({ file }) => file));
}

/** The first link of the message's text part whose path is `path`. */
export function linkIn(mail: ParsedMail, path: string): URL {
  for (const match of (mail.text ?? '').matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path) return url;
  }
  throw new Error(`no link to ${path} in the mail "${mail.subject}":\n${mail.text}`);
}
