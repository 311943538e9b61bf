import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ContactMessageRepository } from './contact-message.repository';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({
  imports: [AuthModule],
  controllers: [ContactController],
  providers: [ContactService, ContactMessageRepository],
})
export class ContactModule {}
