import type { OutgoingMail } from '../mail/types.js';

/* The e-mails of double opt-in intros, plain text: what each says is part of the product (and of its tests). */

export type IntroParty = { name: string; email: string; company: string | null };

const who = (party: IntroParty) => (party.company ? `${party.name} (${party.company})` : party.name);

/** To the receiver: who asks, why they match, and where to answer. */
export function introRequestedMail(
  from: IntroParty,
  to: IntroParty,
  reasons: string[],
  message: string | null,
  dashboardUrl: string,
): OutgoingMail {
  return {
    to: to.email,
    subject: `${from.name} asked for an intro on Pear`,
    text: [
      `${who(from)} asked for an intro on Pear.`,
      ...(message ? ['', `Their message: ${message}`] : []),
      '',
      'Why you match:',
      ...reasons.map((reason) => `- ${reason}`),
      '',
      `Accept or decline in your dashboard: ${dashboardUrl}`,
      'Your e-mail address is shared only if you accept.',
    ].join('\n'),
  };
}

/** To the requester: the receiver accepted, with how to reach them. */
export function introAcceptedMail(
  requester: IntroParty,
  receiver: IntroParty & { linkedin: string | null; meetingLink: string | null },
  dashboardUrl: string,
): OutgoingMail {
  return {
    to: requester.email,
    replyTo: receiver.email,
    subject: `${receiver.name} accepted your intro request on Pear`,
    text: [
      `${who(receiver)} accepted your intro request on Pear. You can now reach them directly:`,
      '',
      `E-mail: ${receiver.email}`,
      ...(receiver.linkedin ? [`LinkedIn: ${receiver.linkedin}`] : []),
      ...(receiver.meetingLink ? [`Book a meeting: ${receiver.meetingLink}`] : []),
      '',
      `They are in your Deal Flow at Introduced: ${dashboardUrl}`,
    ].join('\n'),
  };
}
