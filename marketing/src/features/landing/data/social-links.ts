/** Pear's social profiles for the landing footers (one place to change them). */
export type SocialLink = { name: string; href: string };

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/pear-fundraising' },
  { name: 'X (Twitter)', href: 'https://x.com/pearfundraising' },
  { name: 'YouTube', href: 'https://www.youtube.com/@pearfundraising' },
];
