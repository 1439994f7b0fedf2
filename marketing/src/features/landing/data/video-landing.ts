/** Copy of /landing. Ctrl/Cmd+E switches between the founder and the investor view of the same pitch. */

export type Audience = 'founder' | 'investor';

export type AudienceCopy = {
  lead: string;
  points: readonly string[];
  demoCaption: string;
};

export const VIDEO_LANDING = {
  headline: 'Connect. Match. Fund.',
  documentTitle: 'Connect. Match. Fund. — Pear',
  viewToggle: 'Investor view',
  shortcutHint: 'Tip: press Ctrl+E (⌘E on Mac) to switch between the founder and investor view.',
  demoTitle: 'See Pear in action',
} as const;

export const AUDIENCE_COPY: Record<Audience, AudienceCopy> = {
  founder: {
    lead: 'Pear matches your startup with investors who back your stage, sector and cheque size — scored, ranked and ready for a personal introduction.',
    points: [
      'Daily top investor matches with a match percentage',
      'PearScore and VibeScore explain every match',
      'AI-drafted outreach and investor-question prep',
    ],
    demoCaption:
      'Recorded from Pear itself: a founder signs up, uploads a deck and a resume, gets a VibeScore and investor matches, and starts a Deal Flow.',
  },
  investor: {
    lead: 'Pear brings you founders who fit your thesis — scored against your stage, sectors and portfolio before they reach your inbox.',
    points: [
      'Founder matches ranked against your thesis',
      'Pitch decks parsed into comparable profiles',
      'A deal-flow CRM from introduction to close',
    ],
    demoCaption:
      'Recorded from Pear itself, on the founder side. Investors get the mirror image: founders ranked against their thesis, and the same Deal Flow board.',
  },
};

export const AUDIENCE_STATUS: Record<Audience, string> = {
  founder: 'Showing the founder view.',
  investor: 'Showing the investor view.',
};
