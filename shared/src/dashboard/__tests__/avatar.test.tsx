import { fireEvent, screen } from '@testing-library/react';
import { Avatar, getInitials } from '@pear/shared/dashboard';
import { renderWithUi } from '@pear/shared/testing';

describe('getInitials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['grace brewster murray hopper', 'GH'],
    ['Plato', 'P'],
    ['  Élodie   Durand ', 'ÉD'],
    ['', '?'],
    ['   ', '?'],
  ])('%p → %p', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('shows the picture with the name as alt text', () => {
    renderWithUi(<Avatar name="Ada Lovelace" src="https://img.test/ada.png" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', 'https://img.test/ada.png');
  });

  it('shows initials, named for assistive technology, without a picture', () => {
    renderWithUi(<Avatar name="Ada Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar.tagName).not.toBe('IMG');
  });

  it('falls back to initials when the picture fails to load', () => {
    renderWithUi(<Avatar name="Grace Hopper" src="https://img.test/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Grace Hopper' }));
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
  });

  it('has a generic name when the name is empty', () => {
    renderWithUi(<Avatar name="" size="lg" />);
    expect(screen.getByRole('img', { name: 'User' })).toHaveTextContent('?');
  });
});
