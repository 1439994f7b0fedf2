import * as z from 'zod/mini';

/*
 * Wire shapes of the founder dashboard's own calls: outreach draft, investor questions and match status. Like
 * ./schemas, lenient where a missing field can be shown as missing, strict where nothing useful is left without it.
 */

const optionalText = z.catch(z.nullish(z.string()), undefined);

const textList = z.catch(
  z.pipe(
    z.array(z.unknown()),
    z.transform((items: unknown[]) =>
      items.filter((item): item is string => typeof item === 'string' && item.trim() !== ''),
    ),
  ),
  [],
);

const countOrNull = z.catch(z.nullable(z.number()), null);

/** POST /dev/me/outreach-draft → `{ subject, body }`. */
export const outreachDraftSchema = z.looseObject({
  subject: z.string(),
  body: z.string(),
});

/** One likely investor question with why it is asked and the outline of a good answer. */
export const investorQuestionSchema = z.looseObject({
  question: z.string().check(z.trim(), z.minLength(1)),
  why: optionalText,
  answerOutline: textList,
});

/** GET /dev/me/match-status: the plan and today's match quota (`dailyQuota` null = unlimited). */
export const matchStatusSchema = z.looseObject({
  plan: z.enum(['basic', 'pro', 'team']),
  planName: z.catch(z.string(), ''),
  trial: z.catch(z.boolean(), false),
  trialEndsAt: z.catch(z.nullable(z.string()), null),
  dailyQuota: countOrNull,
  usedToday: z.catch(z.number(), 0),
  remainingToday: countOrNull,
});

export type OutreachDraft = z.infer<typeof outreachDraftSchema>;
export type InvestorQuestion = z.infer<typeof investorQuestionSchema>;
export type MatchStatus = z.infer<typeof matchStatusSchema>;
