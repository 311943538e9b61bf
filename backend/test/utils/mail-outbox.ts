import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ParsedMail, simpleParser } from 'mailparser';

/** Every message in an outbox folder, oldest first, parsed from its MIME file. */
export async function readOutbox(dir: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(files.map((f) => simpleParser(readFileSync(join(dir, f)))));
}

/** The messages in an outbox folder sent to `to` (any case), oldest first. */
export async function mailsTo(dir: string, to: string): Promise<ParsedMail[]> {
  return (await readOutbox(dir)).filter((m) => m.to && JSON.stringify(m.to).toLowerCase().includes(to.toLowerCase()));
}

/** The newest message sent to `to`, waiting briefly for it (mail may be sent after the HTTP answer). */
export async function lastMailTo(dir: string, to: string, timeoutMs = 3000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await mailsTo(dir, to);
    if (found.length) return found[found.length - 1];
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dir}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
