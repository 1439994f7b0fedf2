import styled from '@emotion/styled';
import { CHECKOUT_ERROR, isApiError, startCheckout } from '@pear/shared/api';
import {
  DEFAULT_PLAN_ID,
  formatPlanLine,
  formatPlanPrice,
  getPlan,
  PLANS,
  POPULAR_PLAN_LABEL,
  type PlanId,
} from '@pear/shared/domain';
import { redirectTo } from '@pear/shared/router';
import { getAppState } from '@pear/shared/store';
import { Badge, Button, PageTitle, toast } from '@pear/shared/ui';
import { useState } from 'react';

const StyledPage = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[12]};
`;

const StyledPlans = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  border: 0;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const StyledPlan = styled.label<{ $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme, $selected }) => `${$selected ? theme.borderWidths.thick : theme.borderWidths.thin} solid ${$selected ? theme.colors.brand : theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:focus-within {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focusRing}`};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledPrice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** /payment: pick Basic, Pro (default) or Team and continue to the payment provider's checkout (spec §2, §4, §8). */
export function PaymentPage() {
  const [selected, setSelected] = useState<PlanId>(DEFAULT_PLAN_ID);
  const [processing, setProcessing] = useState(false);

  const handleCheckout = async () => {
    const { authToken, userEmail } = getAppState();
    if (!authToken) {
      toast({ title: 'Authentication required', description: 'Please sign in to continue', variant: 'destructive' });
      return;
    }
    setProcessing(true);
    try {
      redirectTo(await startCheckout(selected, userEmail));
    } catch (error) {
      // 503: this server has no payment provider; its message says so, where "try again" would mislead.
      const description = isApiError(error) && error.status === 503 ? error.message : CHECKOUT_ERROR;
      toast({ title: 'Error', description, variant: 'destructive' });
      setProcessing(false);
    }
  };

  return (
    <StyledPage>
      <PageTitle title="Choose your plan" />
      <StyledMuted>Every plan starts with a 14-day free trial of Pro. Cancel any time.</StyledMuted>
      <StyledPlans aria-label="Plans">
        {PLANS.map((plan) => (
          <StyledPlan key={plan.id} $selected={plan.id === selected}>
            <input
              type="radio"
              name="plan"
              value={plan.id}
              checked={plan.id === selected}
              onChange={() => setSelected(plan.id)}
              aria-label={`${plan.name} ${formatPlanPrice(plan)}`}
            />
            {plan.popular ? <Badge variant="green">{POPULAR_PLAN_LABEL}</Badge> : null}
            <h2>{plan.name}</h2>
            <StyledPrice>{formatPlanPrice(plan)}</StyledPrice>
            <StyledMuted>{plan.description}</StyledMuted>
            <ul>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </StyledPlan>
        ))}
      </StyledPlans>
      <StyledFooter>
        <p aria-live="polite">{formatPlanLine(getPlan(selected))}</p>
        <Button
          size="lg"
          onClick={() => void handleCheckout()}
          disabled={processing}
          aria-busy={processing || undefined}
        >
          {processing ? 'Processing...' : 'Continue to Checkout'}
        </Button>
      </StyledFooter>
    </StyledPage>
  );
}
