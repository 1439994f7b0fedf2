import { screen } from '@testing-library/react';
import { ResourcesPage } from '../components/resources-page';
import { renderWithUi } from '@pear/shared/testing';

const description = () => document.head.querySelector('meta[name="description"]');
const canonical = () => document.head.querySelector('link[rel="canonical"]');

describe('ResourcesPage', () => {
  afterEach(() => {
    document.head
      .querySelectorAll('meta[name="description"], link[rel="canonical"]')
      .forEach((element) => element.remove());
    document.title = '';
  });

  it('renders one h1 and the directory', () => {
    renderWithUi(<ResourcesPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Startup Resources' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Resource categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse All Categories' })).toBeInTheDocument();
  });

  it('sets title, meta description and canonical link, and removes what it created on unmount', () => {
    document.title = 'Before';
    const { unmount } = renderWithUi(<ResourcesPage />);
    expect(document.title).toBe('Startup Resources — Pear');
    expect(description()?.getAttribute('content')).toMatch(/^28 hand-picked startup resources in 7 categories/);
    expect(canonical()?.getAttribute('href')).toBe(`${window.location.origin}/resources`);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);

    unmount();
    expect(document.title).toBe('Before');
    expect(description()).toBeNull();
    expect(canonical()).toBeNull();
  });

  it('updates existing head elements and restores their values on unmount', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Pear home';
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = 'https://pear.example/';
    document.head.append(meta, link);
    const { unmount } = renderWithUi(<ResourcesPage />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(canonical()?.getAttribute('href')).toBe(`${window.location.origin}/resources`);
    unmount();
    expect(description()?.getAttribute('content')).toBe('Pear home');
    expect(canonical()?.getAttribute('href')).toBe('https://pear.example/');
  });
});
