import * as z from 'zod/mini';
import { apiClient, apiOptions } from '../api-client';
import { investorQuestionSchema, type InvestorQuestion } from '../dashboard-schemas';

export const INVESTOR_QUESTIONS_ERROR = 'Failed to load investor questions';

const responseSchema = z.object({ questions: z.array(z.unknown()) });

/**
 * GET /dev/me/investor-questions → `{ questions: [{ question, why, answerOutline }] }`: the questions investors are
 * likely to ask this founder. Malformed entries are dropped; a body without a `questions` list is an error.
 */
export const getInvestorQuestions = async (): Promise<InvestorQuestion[]> => {
  const body = await apiClient
    .get('dev/me/investor-questions', apiOptions({ context: { errorMessage: INVESTOR_QUESTIONS_ERROR } }))
    .json();
  const result = responseSchema.safeParse(body);
  if (!result.success) throw new Error(INVESTOR_QUESTIONS_ERROR);
  return result.data.questions.flatMap((item) => {
    const question = investorQuestionSchema.safeParse(item);
    return question.success ? [question.data] : [];
  });
};
