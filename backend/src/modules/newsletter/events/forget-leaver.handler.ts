import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { MemberDeleted } from '../../community/index.js';
import { EraseLeaverAddressCommand } from '../commands/newsletter-sends.commands.js';

/**
 * Account deletion takes the newsletter sign-up of the account's address along (with the newsletters mailed to it), but
 * only when the account's holder had proved they read the address themselves (MemberDeleted's `provedEmail`): anyone
 * can register with another person's address, and deleting that account must not unsubscribe the person. A sign-up of
 * an address the account never proved stays: it belongs to whoever confirmed it by mail (docs/product.md).
 */
@Injectable()
export class ForgetLeaverAddress {
  constructor(private readonly commands: CommandBus) {}

  @OnEvent(MemberDeleted)
  async handle(event: MemberDeleted): Promise<void> {
    const { provedEmail } = event.payload;
    if (provedEmail) await this.commands.execute(new EraseLeaverAddressCommand(provedEmail));
  }
}
