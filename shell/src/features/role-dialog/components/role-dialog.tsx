import styled from '@emotion/styled';
import { ROLES, type Role } from '@pear/shared/domain';
import { useAppStore } from '@pear/shared/store';
import { Button } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';
import { useNavigate } from '@pear/shared/router';

const ROLE_COPY: Record<Role, { label: string; hint: string }> = {
  founder: {
    label: "I'm a founder",
    hint: 'Raising a round: get matched with investors who back companies like yours.',
  },
  investor: { label: "I'm an investor", hint: 'Looking for deals: get matched with founders who fit your thesis.' },
};

const StyledChoices = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
}));

const StyledLabel = styled.span(({ theme }) => ({
  display: 'block',
  fontWeight: theme.fontWeights.semibold,
}));

const StyledHint = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.regular,
  color: 'inherit',
  opacity: 0.85,
}));

const StyledChoice = styled(Button)(({ theme }) => ({
  display: 'block',
  height: 'auto',
  textAlign: 'left',
  padding: `${theme.space[3]} ${theme.space[4]}`,
  whiteSpace: 'normal',
}));

/** Spec §2 role dialog: stores signup_role, closes and goes to /signup. */
export function RoleDialog() {
  const open = useAppStore((state) => state.roleDialogOpen);
  const closeRoleDialog = useAppStore((state) => state.closeRoleDialog);
  const setSignupRole = useAppStore((state) => state.setSignupRole);
  const navigate = useNavigate();

  const handleChoose = (role: Role) => {
    setSignupRole(role);
    closeRoleDialog();
    navigate('/signup');
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) closeRoleDialog();
      }}
      title="Sign Up for Pear"
      description="Tell us whether you are raising or investing and we will set up the right account."
    >
      <StyledChoices>
        {ROLES.map((role) => (
          <StyledChoice key={role} variant="secondary" onClick={() => handleChoose(role)}>
            <StyledLabel>{ROLE_COPY[role].label}</StyledLabel>
            <StyledHint>{ROLE_COPY[role].hint}</StyledHint>
          </StyledChoice>
        ))}
      </StyledChoices>
    </Dialog>
  );
}
