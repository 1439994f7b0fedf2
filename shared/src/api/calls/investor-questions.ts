import { endpoints, type InvestorQuestion } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';

export const INVESTOR_QUESTIONS_ERROR = 'Failed to load investor questions';

/** GET /dev/me/investor-questions → the questions investors are likely to ask this founder. */
export const getInvestorQuestions = async (): Promise<InvestorQuestion[]> => {
  const { questions } = await callEndpoint(endpoints.getInvestorQuestions, { errorMessage: INVESTOR_QUESTIONS_ERROR });
  return questions;
};
