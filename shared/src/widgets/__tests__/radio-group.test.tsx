import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup } from '@pear/shared/widgets';
import { renderWithUi } from '@pear/shared/testing';

describe('RadioGroup', () => {
  const RoleChoice = ({ onChange }: { onChange?: (value: string) => void }) => {
    const [value, setValue] = useState<'founder' | 'investor' | ''>('');
    return (
      <RadioGroup
        legend="I am a *"
        name="role"
        required
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        options={[
          { value: 'founder', label: 'Founder' },
          { value: 'investor', label: 'Investor' },
        ]}
      />
    );
  };

  it('is a named group of radios', () => {
    renderWithUi(<RoleChoice />);
    expect(screen.getByRole('group', { name: 'I am a *' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Founder' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Founder' })).toBeRequired();
  });

  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithUi(<RoleChoice onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Investor' }));
    expect(onChange).toHaveBeenCalledWith('investor');
    expect(screen.getByRole('radio', { name: 'Investor' })).toBeChecked();
  });

  it('shows an error and can be disabled', () => {
    renderWithUi(
      <RadioGroup
        legend="Plan"
        name="plan"
        value={null}
        disabled
        error="Choose a plan"
        onValueChange={jest.fn()}
        options={[{ value: 'pro', label: 'Pro' }]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Plan' })).toHaveAccessibleDescription('Choose a plan');
    expect(screen.getByRole('radio', { name: 'Pro' })).toBeDisabled();
  });
});
