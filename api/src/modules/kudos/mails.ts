import { INVESTOR_LIMITS } from '@pear/contract';
import type { OutgoingMail } from '../mail/types.js';

/* The e-mails of kudos, plain text: what each says is part of the product (and of its tests). */

export type KudoFounder = { name: string; email: string; companyName: string | null };

const founderOf = (founder: KudoFounder) =>
  founder.companyName ? `${founder.name} (${founder.companyName})` : founder.name;

/** To the invitee: the one-time link. */
export function kudoInvitationMail(founder: KudoFounder, to: string, url: string): OutgoingMail {
  return {
    to,
    replyTo: founder.email,
    subject: `${founder.name} asked you for a kudo on Pear`,
    text: [
      `${founderOf(founder)} asked you for a kudo on Pear: a few words about working with them, for investors to read.`,
      '',
      `Write it here: ${url}`,
      '',
      `The link works once, for ${INVESTOR_LIMITS.kudoLinkDays} days. ${founder.name} approves a kudo before investors see it.`,
    ].join('\n'),
  };
}

/** To the founder: a kudo waits for approval. */
export function kudoWrittenMail(founder: KudoFounder, authorName: string, profileUrl: string): OutgoingMail {
  return {
    to: founder.email,
    subject: `${authorName} wrote you a kudo on Pear`,
    text: [
      `${authorName} wrote you a kudo on Pear.`,
      '',
      `Read it and approve it in your Profile to show it to investors: ${profileUrl}`,
    ].join('\n'),
  };
}

/** To the founder: an investor asked for references (Request Kudo on the founder's card). */
export function referencesRequestedMail(
  founder: KudoFounder,
  investorName: string,
  firm: string | null,
  profileUrl: string,
): OutgoingMail {
  return {
    to: founder.email,
    subject: `${investorName} asked for references`,
    text: [
      `${investorName}${firm ? ` (${firm})` : ''} asked for references on Pear.`,
      '',
      `Ask people who know your work for a kudo from your Profile: ${profileUrl}`,
    ].join('\n'),
  };
}
