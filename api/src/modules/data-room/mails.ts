import { DATA_ROOM_LIMITS } from '@pear/contract';
import type { OutgoingMail } from '../mail/types.js';
import { roomName, type RoomOwner } from './room.js';

/* The e-mails of the data room, plain text: what each says is part of the product (and of its tests). */

export function linkSharedMail(owner: RoomOwner, to: string, url: string, expiresOn: string | null): OutgoingMail {
  const room = owner.companyName ? `the ${owner.companyName} data room` : `${owner.founderName}'s data room`;
  return {
    to,
    replyTo: owner.email || undefined,
    subject: `${owner.founderName} shared ${room} with you`,
    text: [
      `${owner.founderName} shared ${room} with you on Pear.`,
      '',
      `Open it here: ${url}`,
      '',
      expiresOn ? `The link works until ${expiresOn} (UTC).` : 'The link does not expire.',
      `When you open it, you will be asked for a code sent to this address (${to}).`,
    ].join('\n'),
  };
}

export function viewerCodeMail(owner: RoomOwner, to: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Your Pear data room code',
    text: [
      `Your code for ${roomName(owner)} data room on Pear is ${code}.`,
      '',
      `It expires in ${DATA_ROOM_LIMITS.codeMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ].join('\n'),
  };
}

export function accessRequestedMail(
  owner: RoomOwner,
  viewerEmail: string,
  document: string,
  message: string | null,
  dataRoomUrl: string,
): OutgoingMail {
  return {
    to: owner.email,
    replyTo: viewerEmail,
    subject: `${viewerEmail} asked to see ${document}`,
    text: [
      `${viewerEmail} asked to see "${document}", a restricted document of your data room.`,
      ...(message ? ['', `Their message: ${message}`] : []),
      '',
      `Approve or deny the request in your Data Room tab: ${dataRoomUrl}`,
    ].join('\n'),
  };
}

export function accessDecidedMail(
  owner: RoomOwner,
  to: string,
  document: string,
  approved: boolean,
  url: string,
): OutgoingMail {
  return approved
    ? {
        to,
        subject: `${owner.founderName} approved your request for ${document}`,
        text: [
          `${owner.founderName} approved your request: "${document}" is now open to you.`,
          '',
          `Open the data room: ${url}`,
        ].join('\n'),
      }
    : {
        to,
        subject: `${owner.founderName} declined your request for ${document}`,
        text: `${owner.founderName} declined your request to see "${document}". The rest of the data room stays open to you: ${url}`,
      };
}
