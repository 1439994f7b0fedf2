import styled from '@emotion/styled';
import { describeCallError, getInvestorQuestions, INVESTOR_QUESTIONS_ERROR, useApiQuery } from '@pear/shared/api';
import { Button, ErrorLine } from '@pear/shared/ui';
import { DashboardCard } from '@pear/shared/dashboard';
import { useState } from 'react';

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "Prepare for investor questions": the questions investors are likely to ask, why, and an answer outline. */
export function InvestorQuestionsPanel() {
  const [requested, setRequested] = useState(false);
  const query = useApiQuery('investor-questions', getInvestorQuestions, { enabled: requested });
  const questions = query.status === 'success' ? query.data : undefined;

  const handleLoad = () => (requested ? query.refetch() : setRequested(true));

  const loading = query.isFetching;
  return (
    <DashboardCard
      title="Prepare for investor questions"
      description="The questions investors are likely to ask about your company, why they ask, and how to outline your answer."
      actions={
        questions ? null : (
          <Button size="sm" variant="outline" onClick={handleLoad} disabled={loading} aria-busy={loading || undefined}>
            {loading ? 'Loading questions...' : 'Show likely questions'}
          </Button>
        )
      }
    >
      {query.status === 'error' && !loading ? (
        <ErrorLine>{describeCallError(query.error, INVESTOR_QUESTIONS_ERROR)}</ErrorLine>
      ) : null}
      {questions?.length === 0 ? (
        <StyledMuted>No questions yet. Add your pitch deck so we know what investors will ask about.</StyledMuted>
      ) : null}
      {questions && questions.length > 0 ? (
        <StyledList aria-label="Likely investor questions">
          {questions.map((item, index) => (
            <li key={`${index}-${item.question}`}>
              <h3>{item.question}</h3>
              {item.why ? <p>Why they ask: {item.why}</p> : null}
              {item.answerOutline.length > 0 ? (
                <ul aria-label="Answer outline">
                  {item.answerOutline.map((point, pointIndex) => (
                    <li key={`${pointIndex}-${point}`}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </StyledList>
      ) : null}
    </DashboardCard>
  );
}
