import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { ContactMessage } from './entities/contact-message.entity';

/** Messages of the contact form (written here, read by support from the database). */
@Injectable()
export class ContactMessageRepository {
  constructor(private readonly em: EntityManager) {}

  /** Stores a message, with its signed-in sender if any; answers its id. */
  async insert(message: { email: string; message: string; userId: number | null }): Promise<number> {
    const em = this.em.fork();
    const stored = em.create(ContactMessage, { email: message.email, message: message.message, user: message.userId });
    await em.flush();
    return stored.id;
  }
}
