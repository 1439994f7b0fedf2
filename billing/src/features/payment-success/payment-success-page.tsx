import styled from '@emotion/styled';
import { useApiQuery, VERIFY_PAYMENT_ERROR, verifyPaymentSession } from '@pear/shared/api';
import { PAYMENT_VERIFY_MS } from '@pear/shared/domain';
import { useNavigate, useSearchParams } from '@pear/shared/router';
import { Button, Card, CardContent, Spinner, useDocumentTitle } from '@pear/shared/ui';

export const NO_SESSION_MESSAGE = 'No session ID found';
/** Stripe may redirect before its webhook lands: an open session is checked again a few times. */
const OPEN_SESSION_RETRIES = 4;
const RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function confirmPaid(sessionId: string): Promise<boolean> {
  for (let attempt = 0; attempt <= OPEN_SESSION_RETRIES; attempt += 1) {
    const { status } = await verifyPaymentSession(sessionId);
    if (status === 'paid') return true;
    if (status !== 'open') return false;
    await wait(RETRY_DELAY_MS);
  }
  return false;
}

/** Paid or not, known no sooner than PAYMENT_VERIFY_MS ("Verifying Payment..." shows for at least 1.5 s). */
const verifyPayment = async (sessionId: string): Promise<boolean> => {
  const [paid] = await Promise.all([confirmPaid(sessionId).catch(() => false), wait(PAYMENT_VERIFY_MS)]);
  return paid;
};

const StyledPage = styled.div`
  max-width: 32rem;
  margin: ${({ theme }) => theme.space[12]} auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  code {
    overflow-wrap: anywhere;
  }
`;

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]};
`;

/** /payment-success: verifies the checkout session with the API (shown for at least 1.5 s), then the outcome. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id');
  const verification = useApiQuery(['payment-session', sessionId], () => verifyPayment(sessionId ?? ''), {
    enabled: sessionId !== null && sessionId !== '',
  });
  const failure = !sessionId ? NO_SESSION_MESSAGE : verification.data === false ? VERIFY_PAYMENT_ERROR : null;
  const paid = verification.data === true;

  useDocumentTitle('Payment — Pear');

  return (
    <StyledPage>
      <Card>
        <StyledBody>
          {failure === null && !paid ? (
            <>
              <Spinner size="lg" label="Verifying Payment..." />
              <h1>Verifying Payment...</h1>
            </>
          ) : null}
          {paid ? (
            <>
              <h1>Payment Successful!</h1>
              <p>Your subscription has been activated successfully.</p>
              <p>
                Session ID: <code>{sessionId}</code>
              </p>
              <Button size="lg" onClick={() => navigate('/founders')}>
                Go to Dashboard
              </Button>
            </>
          ) : null}
          {failure !== null ? (
            <>
              <h1>Payment Verification Failed</h1>
              <p role="alert">{failure}</p>
              <Button size="lg" onClick={() => navigate('/founders')}>
                Return to Dashboard
              </Button>
            </>
          ) : null}
        </StyledBody>
      </Card>
    </StyledPage>
  );
}
