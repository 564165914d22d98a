import { ApiProperty } from '@nestjs/swagger';
import { EmailField, TokenField } from '../../auth/index.js';

export class SubscribeDto {
  @EmailField()
  email!: string;
}

export class ConfirmSubscriptionDto {
  @TokenField()
  token!: string;
}

export class NewsletterMessage {
  @ApiProperty() message!: string;
}
