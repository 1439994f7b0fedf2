import styled from '@emotion/styled';
import { APPLICATION_LIMITS, type ApplicationAnswer } from '@pear/contract';
import { StyledLink, StyledMuted, TextAreaField } from '@pear/shared/dashboard';
import { Badge, Button } from '@pear/shared/ui';

import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';

export type AnswerFieldProps = {
  answer: ApplicationAnswer;
  /** The text in the box (the saved answer until the founder types). */
  value: string;
  onChange: (value: string) => void;
};

const SOURCE_NAMES: Record<ApplicationAnswer['sources'][number], string> = {
  deck: 'your deck',
  resume: 'your resume',
  profile: 'your profile',
  crm: 'your deal flow',
  founder: 'you',
};

const StyledAnswer = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} 0;
  border-bottom: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What the saved answer was built from, in words. */
const originText = (answer: ApplicationAnswer): string | null => {
  if (answer.sources.length === 0) return null;
  if (answer.sources.includes('founder')) return 'Written by you';
  return `Drafted from ${answer.sources.map((source) => SOURCE_NAMES[source]).join(', ')}`;
};

/** One question: the answer in an editable box, where it came from, a copy button, and the question's source. */
export function AnswerField({ answer, value, onChange }: AnswerFieldProps) {
  const { copied, copy } = useCopyToClipboard();
  const empty = value.trim() === '';
  const origin = originText(answer);
  return (
    <StyledAnswer>
      <TextAreaField
        label={answer.question}
        value={value}
        rows={4}
        maxLength={APPLICATION_LIMITS.answer}
        onChange={(event) => onChange(event.target.value)}
      />
      <StyledMeta>
        {empty ? <Badge variant="yellow">Needs your input</Badge> : null}
        {origin ? <StyledMuted>{origin}</StyledMuted> : null}
        <StyledLink href={answer.sourceUrl} target="_blank" rel="noopener noreferrer">
          Question source
        </StyledLink>
        <Button
          size="sm"
          variant="outline"
          disabled={empty}
          aria-label={`Copy answer to ${answer.question}`}
          onClick={() => void copy(value)}
        >
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </StyledMeta>
    </StyledAnswer>
  );
}
