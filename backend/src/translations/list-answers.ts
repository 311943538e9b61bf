import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { ListPage } from './dto/list-page';

/** A list's JSON text and its ETag (a hash of the text: equal answers, equal tags, whichever process made them). */
export interface ListAnswer {
  json: string;
  etag: string;
}

interface Entry {
  version: number;
  answer: Promise<ListAnswer>;
  length: number;
}

/**
 * The JSON answers of customers' lists, kept per user and page with the list version they were made at
 * (TranslationListVersion: the database moves it on with every write to one of the user's rows, from any process or
 * class). A read whose version is the kept one answers the kept text without reading a row; another version makes
 * the answer anew. Rows are read after the version, so an answer is never older than the version it is kept under
 * (a newer one only while that version is already superseded in the database). Concurrent reads of one version share
 * one making. The kept answers are bounded by their total length, the least recently answered dropped first.
 */
export class ListAnswers {
  private readonly entries = new Map<string, Entry>();
  private length = 0;

  constructor(private readonly maxLength = 16 * 1024 * 1024) {}

  answer(userId: number, version: number, page: ListPage, make: () => Promise<string>): Promise<ListAnswer> {
    const key = `${userId}:${page.limit ?? ''}:${page.offset ?? ''}`;
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      if (kept.version === version) {
        this.entries.set(key, kept); // the most recently answered last
        return kept.answer;
      }
      this.length -= kept.length;
    }
    const entry: Entry = { version, length: 0, answer: make().then(toListAnswer) };
    this.entries.set(key, entry);
    entry.answer.then(
      ({ json }) => {
        if (this.entries.get(key) !== entry) return; // replaced meanwhile
        entry.length = json.length;
        this.length += json.length;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.answer;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.length <= this.maxLength) break;
      this.entries.delete(key);
      this.length -= entry.length;
    }
  }
}

function toListAnswer(json: string): ListAnswer {
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * Sends a list answer: its JSON text with its ETag (Express answers 304 to a matching If-None-Match), revalidated at
 * every use and kept by the browser only (it is the caller's own data).
 */
export function sendListAnswer(res: Response, answer: ListAnswer): string {
  res.set({ 'Content-Type': 'application/json; charset=utf-8', ETag: answer.etag, 'Cache-Control': 'private, no-cache' });
  return answer.json;
}
